/// Jetpack Compose's pointer hit testing, after androidx's
/// `NodeCoordinator.hitTest` and `HitTestResult` (compose-ui's sources; the
/// walk is spelled out in docs/policies.md under `compose`).
///
/// Only tappable views take part (a layout node with a pointer-input
/// modifier whose area is its frame); a plain view neither takes nor blocks a
/// touch, and no parent clips its children unless it `clips`. A view smaller
/// than 48 dp also takes taps in a ring around it (`ComposeReach`). The walk
/// goes front to back keeping a list R of hits and an index h: a tap inside a
/// frame is recorded unconditionally and ends the search once its subtree is
/// done; a near hit is recorded only when strictly better than every entry
/// after h (so ties go to the view in front). The hit is R's last entry, the
/// responder R's last interactive view.
public struct ComposePolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .compose }

    /// The walk itself, view by view (also the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        var walk = ComposeWalk(scene: ctx.scene, point: p, tracing: tracing)
        return walk.run()
    }
}

/// One `compose` walk over the whole scene, step by step: the list R and the
/// index h stand for `HitTestResult`'s hits and its `hitDepth`. An explicit
/// stack instead of recursion (scenes nest thousands deep).
struct ComposeWalk {
    typealias Entry = ComposeReport.Entry

    let scene: Scene
    let p: Point
    let tracing: Bool
    var steps: [TraceStep] = []
    /// The list R and, per entry, the highest index at or below it holding a
    /// direct hit in the layer (-1: none), so `hasHit()` is one comparison.
    var R: [Entry] = []
    var directBelow: [Int] = []
    var h = -1
    /// Tappable views evaluated in steps 1, 3, 4 or 5 with a finite d or a direct hit, in order.
    var evaluated: [Entry] = []

    /// A `children(v, inLayer)` call in progress: v's children still to test,
    /// from `next` down to 0, and the h that v's `record` restores when done.
    struct Frame {
        var view: Int?          // nil: the virtual root
        var children: [Int]
        var next: Int
        var inLayer: Bool
        var restoreH: Int?
    }
    var frames: [Frame] = []

    init(scene: Scene, point: Point, tracing: Bool) {
        self.scene = scene
        self.p = point
        self.tracing = tracing
    }

    var views: [SceneView] { scene.views }

    mutating func run() -> HitResult {
        guard scene.canvasRect.contains(p) else {
            if tracing { note(nil, "point \(p) is outside the canvas → nothing") }
            return HitResult(point: p, policy: .compose, path: [], trace: steps)
        }
        if tracing { note(nil, "window: tap at \(p); R empty, h = −1; trying the roots last to first: \(names(scene.roots))") }
        frames.append(Frame(view: nil, children: scene.roots, next: scene.roots.count - 1, inLayer: true, restoreH: nil))
        while let top = frames.last {
            guard top.next >= 0 else {
                frames.removeLast()
                if let h0 = top.restoreH { h = h0 }
                if !frames.isEmpty { afterChild() }
                continue
            }
            let c = top.children[top.next]
            frames[frames.count - 1].next -= 1
            if views[c].hidden {
                if tracing { note(views[c].id, depth: frames.count, "hidden: not placed, skipped with its subtree") }
                continue
            }
            if !test(c, inLayer: top.inLayer) { afterChild() }
        }
        let result = ComposeReport.result(p, R: R, evaluated: evaluated, scene: scene)
        if tracing { explain(result) }
        var r = result
        r.trace = steps
        return r
    }

    // MARK: R and h

    /// `(0 if inLayer else 1, d)` of the best entry after h, or nil when there is none (`(1, ∞)`).
    func best() -> Entry? {
        guard h + 1 < R.count else { return nil }
        var b = R[h + 1]
        for k in (h + 1)..<R.count where R[k].keyIsLess(than: b) { b = R[k] }
        return b
    }

    /// True when no entry follows h, or the best one's key is strictly greater than `(d, inLayer)`'s.
    func better(_ d: Double, _ inLayer: Bool) -> Bool {
        guard let b = best() else { return true }
        return Entry(view: -1, d: d, inLayer: inLayer).keyIsLess(than: b)
    }

    /// An entry after h is a direct hit in the layer.
    func hasHit() -> Bool { (directBelow.last ?? -1) > h }

    /// `record(v, d, inLayer, …)`'s first half: h moves on, the entries from h
    /// on are dropped, `v` is appended. Returns the h to restore afterwards.
    mutating func record(_ v: Int, _ d: Double, _ inLayer: Bool) -> Int {
        let h0 = h
        h += 1
        let dropped = tracing ? R[h...].map { views[$0.view].id } : []
        R.removeSubrange(h...)
        directBelow.removeSubrange(h...)
        R.append(Entry(view: v, d: d, inLayer: inLayer))
        let below = h > 0 ? directBelow[h - 1] : -1
        directBelow.append(d < 0 && inLayer ? h : below)
        if tracing {
            let layer = inLayer ? "" : ", outside the layer"
            let drop = dropped.isEmpty ? "" : " (dropping \(dropped.joined(separator: ", ")))"
            note(views[v].id, depth: frames.count, "recorded as R[\(h)]\(layer)\(drop); h = \(h) for its children")
        }
        return h0
    }

    // MARK: the five steps

    /// `test(v, inLayer)`. Returns true when it went on to `children(v, …)`
    /// (a frame pushed, whose end checks `hasHit()`), false when it is done.
    mutating func test(_ v: Int, inLayer: Bool) -> Bool {
        let view = views[v]
        let f = view.canvasFrame
        let inside = f.contains(p)
        let d = ComposeReach.nearDistance(f, p.x, p.y)
        let depth = frames.count
        let id = view.id
        if view.clips && !inside {
            if d.isFinite && better(d, false) {
                if view.tappable {
                    if tracing { note(id, depth: depth, "step 1: clips, the point is outside its frame \(f) but \(within(d, f)), "
                            + "better than \(bestText()) → a near hit outside the layer") }
                    evaluated.append(Entry(view: v, d: d, inLayer: false))
                    let h0 = record(v, d, false)
                    push(v, inLayer: false, restoreH: h0)
                } else {
                    if tracing { note(id, depth: depth, "step 1: clips, the point is outside its frame \(f) but \(within(d, f)), "
                            + "better than \(bestText()) → not tappable: its children are tried outside the layer"
                            + childList(v)) }
                    push(v, inLayer: false, restoreH: nil)
                }
                return true
            }
            if view.tappable && d.isFinite { evaluated.append(Entry(view: v, d: d, inLayer: false)) }
            let why = d.isFinite ? "\(within(d, f)), not better than \(bestText())" : beyond(f)
            if tracing { note(id, depth: depth, "step 1: clips and the point is outside its frame \(f); \(why) "
                    + "→ the clip cuts it and its subtree off") }
            return false
        }
        if !view.tappable {
            if tracing { note(id, depth: depth, "step 2: not tappable → its children, with no bounds check" + childList(v)) }
            push(v, inLayer: inLayer, restoreH: nil)
            return true
        }
        if inside {
            if tracing { note(id, depth: depth, "step 3: inside its frame \(f) → a direct hit (d = −1)"
                    + (inLayer ? "" : " outside the layer") + (view.interactive ? "" : " (disabled: it runs no handler)")) }
            evaluated.append(Entry(view: v, d: -1, inLayer: inLayer))
            let h0 = record(v, -1, inLayer)
            push(v, inLayer: inLayer, restoreH: h0)
            return true
        }
        if d.isFinite && better(d, inLayer) {
            if tracing { note(id, depth: depth, "step 4: outside its frame \(f), \(within(d, f)), better than \(bestText()) → a near hit"
                    + (view.interactive ? "" : " (disabled: it runs no handler)")) }
            evaluated.append(Entry(view: v, d: d, inLayer: inLayer))
            let h0 = record(v, d, inLayer)
            push(v, inLayer: inLayer, restoreH: h0)
            return true
        }
        if d.isFinite { evaluated.append(Entry(view: v, d: d, inLayer: inLayer)) }
        let why = d.isFinite ? "\(within(d, f)), not better than \(bestText())" : beyond(f)
        if tracing { note(id, depth: depth, "step 5: missed: outside its frame \(f); \(why) → its children are still tried" + childList(v)) }
        push(v, inLayer: inLayer, restoreH: nil)
        return true
    }

    /// `children(v, inLayer)`: v's children, from the last to the first.
    mutating func push(_ v: Int, inLayer: Bool, restoreH: Int?) {
        let children = views[v].children
        frames.append(Frame(view: v, children: children, next: children.count - 1, inLayer: inLayer, restoreH: restoreH))
    }

    /// After `test(child)` in the top frame: stop trying its siblings once R holds a direct hit after h.
    mutating func afterChild() {
        let k = frames.count - 1
        guard frames[k].next >= 0, hasHit() else { return }
        if tracing {
            let left = frames[k].children[0...frames[k].next].reversed().filter { !views[$0].hidden }.map { views[$0].id }
            let holder = R[(h + 1)...].last { $0.d < 0 && $0.inLayer }.map { views[$0.view].id } ?? "?"
            if !left.isEmpty {
                note(frames[k].view.map { views[$0].id }, depth: k,
                     "R holds a direct hit (\(holder)) after h → stop: \(left.joined(separator: ", ")) not tried")
            }
        }
        frames[k].next = -1
    }

    // MARK: words

    /// Adds a trace step (the callers build the text only when tracing).
    mutating func note(_ view: String?, depth: Int = 0, _ text: String) {
        steps.append(TraceStep(view: view, text: view.map { "\($0): \(text)" } ?? text, depth: depth))
    }

    func names(_ list: [Int]) -> String {
        let shown = list.reversed().map { views[$0].id }
        return shown.isEmpty ? "none" : shown.joined(separator: ", ")
    }

    func childList(_ v: Int) -> String {
        views[v].children.isEmpty ? " (it has none)" : ", last to first: \(names(views[v].children))"
    }

    /// "within its ring: d = 16 (4 dp from its edge; ring 12 × 12 dp)".
    func within(_ d: Double, _ f: Rect) -> String {
        let pad = ComposeReach.padding(f)
        return "within its 48 dp target: d = \(Format.number(d)) (\(Format.number(d.squareRoot())) dp from its edge; "
            + "ring \(Format.number(pad.x)) × \(Format.number(pad.y)) dp)"
    }

    func beyond(_ f: Rect) -> String {
        ComposeReach.hasRing(f) ? "d = ∞ (beyond its ring)" : "d = ∞ (48 dp or more each way: no ring)"
    }

    /// What `better` compared against: R's best entry after h.
    func bestText() -> String {
        guard let b = best() else { return "nothing after h" }
        let d = b.d < 0 ? "a direct hit" : "d = \(Format.number(b.d))"
        return "R's best after h (\(views[b.view].id), \(d)\(b.inLayer ? "" : ", outside the layer"))"
    }

    mutating func explain(_ r: HitResult) {
        guard let hit = r.hit, let last = R.last else {
            if tracing { note(nil, "R is empty → hit: none, responder: none") }
            return
        }
        let list = R.map { e in
            "\(views[e.view].id) (\(e.d < 0 ? "direct" : "d \(Format.number(e.d))")\(e.inLayer ? "" : ", outside the layer"))"
        }
        let how = last.d < 0 ? "a direct hit" : "a near hit, \(Format.number(last.d.squareRoot())) dp from its edge"
        if tracing { note(nil, "R = [\(list.joined(separator: ", "))] → hit: \(views[hit].id) (\(how))") }
        if let resp = r.responder {
            let skipped = resp == hit ? "" : " (\(views[hit].id) is disabled: the next outer one takes the tap)"
            if tracing { note(nil, "responder: \(views[resp].id), the last interactive view of R\(skipped)") }
        } else {
            if tracing { note(nil, "responder: none (no view of R is interactive: the tap is swallowed)") }
        }
        let cands = zip(r.candidates, r.distances).map { "\(views[$0].id) \(Format.number($1)) dp" }
        if tracing { note(nil, "candidates (by key, the hit's ancestors left out, the hit first): \(cands.joined(separator: ", "))"
                + (r.ambiguous ? " → ambiguous: outside every frame, in two or more rings, the nearest edge took it" : "")) }
    }
}
