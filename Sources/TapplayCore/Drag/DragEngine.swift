/// The drag lab's engine: SwiftUI's `onDrag`/`onDrop` with a `DropDelegate`, pure and clock-driven like the gesture
/// recognisers. Feed it touch samples (`handle`) and clock ticks (`advance`);
/// it answers with `DragEvent`s in time order. It never reads a real clock.
///
/// ## Lifting
/// - A `down` finds the item to drag: the view under the point (see
///   "Hit testing" below, on the scene at rest) and from it up to the root, the
///   innermost view with `draggable: true`. No such view: the touch is ignored
///   until its `up`, and no event is reported.
/// - Long press (the default, iOS): the item lifts when the press has been held
///   `liftDelay` (0.5 s) and the pointer is still within `liftMovement` (10 pt,
///   straight distance from the down point; exactly 10 is still within). The
///   lift happens at exactly down + 0.5 s (the event's time is the due time,
///   even when the engine learns of it from a later sample or `advance`), with
///   the pointer where it was last reported.
/// - Quick (`DragSettings.quick`, or the scene's `quickDrag: true`): no timer;
///   the item lifts on the first `move` more than `liftMovement` from the down
///   point, at that move's time and point.
/// - Long press only: a `move` more than `liftMovement` from the down point
///   before the lift means the finger was scrolling or panning: `cancelled`
///   (with the distance in the reason); the rest of that touch is ignored.
/// - An `up` before the lift: no drag, no event.
/// - At the lift: `lifted`, then the drop target under the pointer is entered
///   (`validateDrop`, `dropEntered`) at the same time; on a grid of draggable drop targets that
///   is the item itself, unless its `dragOpacity` hides it from the policy.
///
/// ## While dragging
/// - The dragged item stays where it is (the system draws a preview; the
///   playground draws a ghost), but its own `alpha` is replaced by its
///   `dragOpacity` (default 1) in the copy of the scene used to find drop
///   targets. A common pattern sets `.opacity(0)` on the item being dragged.
/// - The drop target is the innermost `dropTarget` view on the chain from the
///   view under the pointer up to the root. The dragged item itself is *not*
///   excluded: in SwiftUI the source view's own `DropDelegate` receives the
///   calls while the pointer is over it. Nearly transparent views take no
///   touches (uikit: alpha < 0.01, SwiftUI family: alpha < 0.001, ancestors
///   included), so a dragged item at `dragOpacity: 0` is invisible to its own
///   drop delegate under every policy, and at 0.001 under `uikit` only.
/// - The target is found again at the lift, at every `move` and `up`, and right
///   after every reorder, so it is always the one under the pointer in the
///   current layout. When it changes: `dropExited` for the old target, then
///   `validateDrop` (accepted: always true) and `dropEntered` for the new one.
///   A `move` that stays over the same target and changes the point:
///   `dropUpdated` (none on the sample that enters, none for a repeated
///   point). Several events of one step share its time.
///
/// ## Reordering
/// Done in `dropEntered`, as a reordering grid's delegate does (`withAnimation`):
/// when the dragged item enters a sibling (the same parent) and that parent is
/// `reorderable: true`, the item moves to the sibling's position among the
/// parent's children and the children in between shift by one towards the
/// item's old position. Positions are slots: each child's frame when the
/// engine was created, in child order; every moved child takes its new slot's
/// frame (`Scene.setFrames`). `reordered` reports 0-based slot positions.
/// Entering itself is a no-op (no `reordered`). After a reorder, the target is
/// found again at once: the item now sits under the pointer, so the sibling
/// gets `dropExited` and the item's own delegate `validateDrop`/`dropEntered`
/// when the item is visible to the policy, or the container's (or nothing)
/// when it is not.
///
/// ## Releasing
/// An `up` first moves the pointer to its point (target changes and
/// `dropUpdated` as for a move), then:
/// - over a target: `performDrop` on it (`caughtByContainer` when the target is
///   a container of the item, a proper ancestor: a delegate on the outer container),
///   then `dragEnded` with `lost: false`;
/// - over no target: `dragEnded` with `lost: true` (no `dropExited` at the
///   release: it came when the pointer left the last target). No delegate
///   hears of such a drop, so an app that resets its dragging state in
///   `performDrop` never resets it. `dragEnded` is the session's end, not a
///   delegate call.
///
/// ## Interruptions and time
/// - A `down` while a touch is still down stops that touch first; so does
///   `finish()` when the input ends. A drag reports `dropExited` for its
///   current target, then `cancelled`; a press on an item not yet lifted
///   reports `cancelled`; a press over nothing draggable, or one already
///   cancelled, reports nothing. (So `cancelled`'s item is never nil under
///   these rules.) `finish()` lifts nothing, however long the press has been
///   held: time does not run past the last sample.
/// - `move` and `up` with no touch down are ignored.
/// - A sample earlier than the engine's clock is taken as happening at the
///   clock's time, so events never go back in time.
///
/// ## Hit testing
/// See `DragTargeting`: `uikit` uses `hitTest` (then walks up the superviews);
/// the SwiftUI family uses the frontmost view that takes touches and whose
/// shape contains the point, with no slop (drops are not taps; `exact` uses its
/// shapes shrunk by the engine's `slop`, `filtered` the plain ones). Built on
/// the tap resolver's context (`init(context:…)`), the engine sees the same
/// slop as the taps, and a press resolved once (`ResolvedPress`) serves both.
public struct DragEngine: Sendable {
    public let policy: PolicyKind
    public let settings: DragSettings
    /// SwiftUI's tap-area growth in points: `exact` shrinks tappable views' drop
    /// areas by it (the scene's slop, or the override the engine was built with).
    public let slop: Double
    /// The scene at rest, after reorders (frames swapped; alphas as declared).
    public private(set) var scene: Scene
    /// Lift on movement: `settings.quick` or the scene's `quickDrag`.
    public let quick: Bool

    private struct Press: Sendable {
        var item: Int?
        var downPoint: Point
        var downTime: Double
        var pointer: Point
        /// Cancelled by moving before the lift: ignored until the up.
        var dead = false
    }

    private struct Active: Sendable {
        var item: Int
        var pointer: Point
        var target: Int?
    }

    private var restContext: HitContext
    private var dragContext: HitContext?
    private var press: Press?
    private var active: Active?
    private var clock = -Double.infinity
    /// Per reorderable container: children in their current slot order.
    private var orders: [Int: [Int]] = [:]
    /// Per reorderable container: the slot frames (children's original frames).
    private var slots: [Int: [Rect]] = [:]

    /// An engine on `scene` whose slop is the scene's, or `slop` when given.
    public init(scene: Scene, policy: PolicyKind, slop: Double? = nil, settings: DragSettings = DragSettings()) {
        self.init(context: HitContext(scene: scene, slop: slop), policy: policy, settings: settings)
    }

    /// An engine sharing a prepared scene (its slop included) with the tap resolver,
    /// as the playground builds it: a press is then resolved once for both labs.
    public init(context: HitContext, policy: PolicyKind, settings: DragSettings = DragSettings()) {
        self.scene = context.scene
        self.slop = context.slop
        self.policy = policy
        self.settings = settings
        self.quick = settings.quick || context.scene.quickDrag
        self.restContext = context
    }

    // MARK: - State for drawing

    /// The item being dragged and the pointer, for drawing a ghost.
    public var dragging: (item: Int, point: Point)? {
        active.map { ($0.item, $0.pointer) }
    }

    /// The drop target under the pointer while dragging, for highlighting.
    public var currentTarget: Int? { active?.target }

    /// When the pending long press lifts, if one is pending.
    public var nextDeadline: Double? {
        guard !quick, let p = press, p.item != nil, !p.dead else { return nil }
        return p.downTime + settings.liftDelay
    }

    /// The children of `container` in their current order (after reorders).
    public func childOrder(of container: Int) -> [Int] {
        orders[container] ?? scene.views[container].children
    }

    // MARK: - Input

    /// Runs the lift timer if it is due at or before `time`, then moves the clock on.
    public mutating func advance(to time: Double) -> [DragEvent] {
        var out: [DragEvent] = []
        if let due = nextDeadline, due <= time, let p = press, let item = p.item {
            press = nil
            clock = max(clock, due)
            out += lift(item, at: p.pointer, time: clock)
        }
        clock = max(clock, time)
        return out
    }

    /// Handles one sample, after running a lift timer due at or before its time.
    /// A touch-down already resolved by the caller (`press`, on this engine's
    /// scene and policy) gives the view under the pointer; without it the engine
    /// finds that view itself.
    public mutating func handle(_ s: TouchSample, press pressed: ResolvedPress? = nil) -> [DragEvent] {
        var out = advance(to: s.time)
        let t = clock
        switch s.kind {
        case .down:
            out += interrupt(at: t, reason: "a new press began before the release")
            let under = pressed.map(\.under) ?? DragTargeting.viewUnder(s.point, in: restContext, policy: policy)
            let item = DragTargeting.owner(from: under, in: scene, where: \.draggable)
            press = Press(item: item, downPoint: s.point, downTime: t, pointer: s.point)
        case .move:
            if active != nil {
                out += movePointer(to: s.point, time: t)
            } else if var p = press {
                p.pointer = s.point
                press = p
                let d = s.point.distance(to: p.downPoint)
                if let item = p.item, !p.dead, d > settings.liftMovement {
                    if quick {
                        press = nil
                        out += lift(item, at: s.point, time: t)
                    } else {
                        press?.dead = true
                        out.append(.cancelled(time: t, item: item, reason:
                            "moved \(Format.number(d)) pt before the lift (more than "
                            + "\(Format.number(settings.liftMovement))): a scroll, not a drag"))
                    }
                }
            }
        case .up:
            if active != nil {
                out += release(at: s.point, time: t)
            }
            press = nil
        }
        return out
    }

    /// The input ended: a touch still down is cancelled (a drag with
    /// `dropExited` for its target first), at the clock's time. Nothing is
    /// lifted, however long the press has been held: time does not run past
    /// the last sample.
    public mutating func finish() -> [DragEvent] {
        interrupt(at: clock.isFinite ? clock : 0, reason: "the input ended before the release")
    }

    // MARK: - Steps

    private mutating func interrupt(at t: Double, reason: String) -> [DragEvent] {
        var out: [DragEvent] = []
        if let a = active {
            if let target = a.target { out.append(.dropExited(time: t, target: target, item: a.item)) }
            out.append(.cancelled(time: t, item: a.item, reason: reason))
            active = nil
            dragContext = nil
        } else if let p = press, !p.dead, let item = p.item {
            out.append(.cancelled(time: t, item: item, reason: reason))
        }
        press = nil
        return out
    }

    private mutating func lift(_ item: Int, at p: Point, time t: Double) -> [DragEvent] {
        dragContext = HitContext(scene: dragScene(item), slop: slop)
        active = Active(item: item, pointer: p, target: nil)
        return [.lifted(time: t, item: item, point: p)] + retarget(time: t, moved: false)
    }

    private mutating func movePointer(to p: Point, time t: Double) -> [DragEvent] {
        guard let a = active else { return [] }
        let moved = p != a.pointer
        active?.pointer = p
        return retarget(time: t, moved: moved)
    }

    private mutating func release(at p: Point, time t: Double) -> [DragEvent] {
        var out = movePointer(to: p, time: t)
        guard let a = active else { return out }
        if let target = a.target {
            let caught = scene.isAncestor(target, of: a.item)
            out.append(.performDrop(time: t, target: target, item: a.item, point: p, caughtByContainer: caught))
            out.append(.dragEnded(time: t, item: a.item, point: p, lost: false))
        } else {
            out.append(.dragEnded(time: t, item: a.item, point: p, lost: true))
        }
        active = nil
        dragContext = nil
        return out
    }

    /// Finds the target under the pointer and reports the change (or a
    /// `dropUpdated` when it stayed and the pointer moved). Entering a sibling
    /// in a reorderable container reorders and looks again (bounded, in case
    /// overlapping slots would keep swapping).
    private mutating func retarget(time t: Double, moved: Bool) -> [DragEvent] {
        var out: [DragEvent] = []
        var moved = moved
        for _ in 0..<8 {
            guard let a = active, let ctx = dragContext else { return out }
            let new = DragTargeting.dropTarget(at: a.pointer, in: ctx, policy: policy)
            if new == a.target {
                if moved, let target = new {
                    out.append(.dropUpdated(time: t, target: target, item: a.item, point: a.pointer))
                }
                return out
            }
            if let old = a.target { out.append(.dropExited(time: t, target: old, item: a.item)) }
            active?.target = nil
            guard let target = new else { return out }
            out.append(.validateDrop(time: t, target: target, item: a.item, accepted: true))
            out.append(.dropEntered(time: t, target: target, item: a.item))
            active?.target = target
            guard let r = reorder(item: a.item, onto: target, time: t) else { return out }
            out.append(r)
            moved = false
        }
        return out
    }

    /// The grid reorder: `item` takes `target`'s slot, the siblings in between
    /// shift by one, each taking its new slot's frame.
    private mutating func reorder(item: Int, onto target: Int, time t: Double) -> DragEvent? {
        guard target != item, let c = scene.views[item].parent, scene.views[target].parent == c,
              scene.views[c].reorderable else { return nil }
        var order = childOrder(of: c)
        let slotFrames = slots[c] ?? scene.views[c].children.map { scene.views[$0].frame }
        guard let from = order.firstIndex(of: item), let to = order.firstIndex(of: target), from != to else {
            return nil
        }
        order.remove(at: from)
        order.insert(item, at: to)
        var frames: [Int: Rect] = [:]
        for k in min(from, to)...max(from, to) { frames[order[k]] = slotFrames[k] }
        orders[c] = order
        slots[c] = slotFrames
        scene.setFrames(frames)
        restContext = HitContext(scene: scene, slop: slop)
        dragContext = HitContext(scene: dragScene(item), slop: slop)
        return .reordered(time: t, item: item, container: c, from: from, to: to)
    }

    /// The scene with the dragged item's alpha replaced by its `dragOpacity`.
    private func dragScene(_ item: Int) -> Scene {
        var views = scene.views
        views[item].alpha = views[item].dragOpacity
        return Scene(name: scene.name, description: scene.description, canvas: scene.canvas,
                     slop: scene.slop, quickDrag: scene.quickDrag, platform: scene.platform, policies: scene.policies,
                     source: scene.source, views: views, file: scene.file)
    }
}
