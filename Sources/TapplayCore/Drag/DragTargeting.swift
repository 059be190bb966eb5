/// Where the pointer is, for drags and drops, under each hit policy.
///
/// Presses and drops are not taps: SwiftUI's enlarged tap area (slop) belongs
/// to tap gestures, while `.onDrag` and `.onDrop` hit-test the view's own
/// shape. So the view *under the pointer* is:
///
/// - `uikit`: the hit of `UIView.hitTest(_:with:)` (alpha >= 0.01,
///   `hitInsets`, `passThrough`, a child's part outside its parent is
///   unreachable). UIKit then walks up the superview chain to the view that
///   owns the drag or drop interaction.
/// - `swiftui`, `filtered`: the frontmost view (painter's order) that takes
///   touches at SwiftUI's threshold (alpha >= 0.001, ancestors included) and
///   whose shape (its `contentShape`, or its frame) contains the point, with no
///   slop. `filtered`'s `onTapGestureExact` filters taps only, so it finds the
///   same views as `swiftui`.
/// - `sampled`: as `swiftui` (the touch cloud belongs to taps too).
/// - `android`: the frontmost view that the touch reaches: it and every
///   ancestor not hidden, their frames containing the point.
/// - `compose`: the frontmost view that is placed (it and every ancestor not
///   hidden) whose frame contains the point, where no clipping ancestor cuts
///   it off: Compose's drag and drop test a node's bounds, without the 48 dp
///   minimum touch target of taps.
/// - `exact`: as `swiftui`, but with the shapes of `exact` (tappable views'
///   frames shrunk by slop on each side): `.exactHitArea()` is a
///   plain `.contentShape(...)`, which drops hit-test too.
/// - `flutter`: the deepest view of Flutter's hit-test path, where a view
///   with a drag or drop role counts as solid (a `Draggable` is a recognizer;
///   a `DragTarget` listens on the path as its `MetaData` box does): the
///   frontmost such or solid view whose chain is reached (`FlutterPolicy`).
///
/// A point outside the canvas is under nothing. From that view, the *owner*
/// of a role is the innermost view with the role on the chain from it up to
/// the root (the view itself first).
enum DragTargeting {
    /// The view under `p`, or nil.
    static func viewUnder(_ p: Point, in ctx: HitContext, policy: PolicyKind) -> Int? {
        guard ctx.scene.canvasRect.contains(p) else { return nil }
        switch policy {
        case .uikit:
            return ctx.index.resolve(p, policy: .uikit).hit
        case .android:
            var i = ctx.views.count - 1
            while i >= 0 {
                if reachedOnAndroid(i, p, ctx.scene) { return i }
                i -= 1
            }
            return nil
        case .compose:
            var i = ctx.views.count - 1
            while i >= 0 {
                if reachedOnCompose(i, p, ctx.scene) { return i }
                i -= 1
            }
            return nil
        case .flutter:
            var i = ctx.views.count - 1
            while i >= 0 {
                let v = ctx.views[i]
                if (FlutterPolicy.isSolid(v) || v.draggable || v.dropTarget) && reachedOnFlutter(i, p, ctx) { return i }
                i -= 1
            }
            return nil
        case .swiftui, .filtered, .exact, .sampled:
            let shapes = policy == .exact ? ctx.exactShape : ctx.shape
            var i = ctx.views.count - 1
            while i >= 0 {
                if ctx.touchableSwiftUI[i] && shapes[i].contains(p) { return i }
                i -= 1
            }
            return nil
        }
    }

    /// Is view `i` and every ancestor not hidden, with frames containing `p`?
    static func reachedOnAndroid(_ i: Int, _ p: Point, _ scene: Scene) -> Bool {
        var cur: Int? = i
        while let c = cur {
            let v = scene.views[c]
            if v.hidden || !v.canvasFrame.contains(p) { return false }
            cur = v.parent
        }
        return true
    }

    /// Is view `i` placed (it and every ancestor not hidden), its frame and
    /// every clipping ancestor's containing `p`?
    static func reachedOnCompose(_ i: Int, _ p: Point, _ scene: Scene) -> Bool {
        guard scene.views[i].canvasFrame.contains(p) else { return false }
        var cur: Int? = i
        while let c = cur {
            let v = scene.views[c]
            if v.hidden || (v.clips && !v.canvasFrame.contains(p)) { return false }
            cur = v.parent
        }
        return true
    }

    /// Is view `i` and every ancestor hit-tested by Flutter at `p`: not
    /// hidden, interactive, no `passThrough` over `p`, their shapes containing it?
    static func reachedOnFlutter(_ i: Int, _ p: Point, _ ctx: HitContext) -> Bool {
        var cur: Int? = i
        while let c = cur {
            let v = ctx.views[c]
            if v.hidden || !v.interactive || !ctx.shape[c].contains(p) { return false }
            let origin = v.canvasFrame.origin
            if v.passThrough.contains(where: { $0.offsetBy(origin).contains(p) }) { return false }
            cur = v.parent
        }
        return true
    }

    /// The innermost view on the chain from `start` up to the root that has the role.
    static func owner(from start: Int?, in scene: Scene, where role: (SceneView) -> Bool) -> Int? {
        var cur = start
        while let c = cur {
            if role(scene.views[c]) { return c }
            cur = scene.views[c].parent
        }
        return nil
    }

    /// The drop target under `p`.
    static func dropTarget(at p: Point, in ctx: HitContext, policy: PolicyKind) -> Int? {
        owner(from: viewUnder(p, in: ctx, policy: policy), in: ctx.scene, where: \.dropTarget)
    }
}
