/// Flutter's hit testing (the `flutter` policy): `RenderBox.hitTest` with
/// `defaultHitTestChildren` (flutter/flutter `rendering/box.dart`), the proxy
/// boxes `IgnorePointer`, `Offstage` and `Opacity` (`rendering/proxy_box.dart`),
/// and the gesture arena that gives a tap to the innermost recognizer
/// (`gestures/arena.dart`).
///
/// `test(v)`: (1) a hidden view (`Offstage`), an `interactive: false` one
/// (`IgnorePointer`) or one whose `passThrough` covers the point answers false
/// with its subtree; alpha plays no part (`Opacity(0)` still hits). (2) A point
/// outside the view's shape (its `contentShape`, else its frame; half-open)
/// answers false: a child is reached only through its parent, so overflow is
/// never hit. (3) The children are tested last to first, the first true ends
/// the loop. (4) The view answers true when a child did or it is *solid* (a
/// `color`, a `label` or `tappable`) and joins the path after its descendants;
/// a plain container answers false and the views behind it are tested.
///
/// The walk is the dispatch walk `uikit` and `android` share (`DispatchWalk`):
/// step 4's false is Android's fall-through. The hit is the deepest view of
/// the path; every tappable view of the path joins the arena, and the
/// innermost wins: it is the responder, the candidates are the tappable views
/// of the path, innermost first, and a tap is never ambiguous.
public struct FlutterPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .flutter }

    /// Step 4's test: a view that paints (a colour, a text or image: a label) or handles taps.
    @inline(__always)
    static func isSolid(_ v: SceneView) -> Bool {
        v.tappable || v.color != nil || v.label != nil
    }

    /// The walk itself, view by view (the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        var log = TraceLog(enabled: tracing)
        guard log.enters(canvas: ctx.scene.canvasRect, at: p) else {
            return HitResult(point: p, policy: .flutter, trace: log.steps)
        }
        let views = ctx.scene.views
        log.add(nil, "view: hit-testing the root views at \(p), last to first: \(ctx.idsLastToFirst(ctx.scene.roots))")

        /// Steps 1 to 3: does view `i` test its children?
        func enters(_ i: Int) -> Bool {
            let v = views[i]
            let d = v.depth + 1
            if v.hidden { log.add(v.id, depth: d, "test, step 1: hidden (Offstage) → false, subtree skipped"); return false }
            if !v.interactive {
                log.add(v.id, depth: d, "test, step 1: IgnorePointer (interactive: false) → false, subtree skipped")
                return false
            }
            let origin = v.canvasFrame.origin
            if let r = v.passThrough.first(where: { $0.offsetBy(origin).contains(p) }) {
                log.add(v.id, depth: d, "test, step 1: passThrough \(r) covers the point → false, subtree skipped")
                return false
            }
            let shape = ctx.shape[i]
            if !shape.contains(p) {
                let what = v.contentShape == nil ? "its frame \(v.canvasFrame)" : "its shape (\(shape.summary))"
                log.add(v.id, depth: d, "test, step 2: point outside \(what) → false (its children too)")
                return false
            }
            if v.children.isEmpty {
                log.add(v.id, depth: d, "test, step 2: inside; step 3: no children")
            } else {
                log.add(v.id, depth: d, "test, step 2: inside; step 3: testing children last to first: \(ctx.idsLastToFirst(v.children))")
            }
            return true
        }

        /// Step 4, after every child answered false.
        func answers(_ i: Int) -> Int? {
            let v = views[i]
            let d = v.depth + 1
            let what = v.tappable ? "tappable" : v.label != nil ? "a text or image (label)" : v.color != nil ? "it paints (color)" : nil
            let lead = v.children.isEmpty ? "test, step 4: " : "test, step 4: no child answered true; "
            if let what {
                log.add(v.id, depth: d, lead + "solid (\(what)) → true, added to the path")
                return i
            }
            log.add(v.id, depth: d, lead + "a plain container → false, the views behind it are tested")
            return nil
        }

        guard let h = DispatchWalk.first(in: ctx.scene, enters: enters, consumes: answers) else {
            log.add(nil, "no view answered true → the path is empty: hit none, responder none")
            return HitResult(point: p, policy: .flutter, trace: log.steps)
        }
        var path: [Int] = []
        var cur: Int? = h
        while let c = cur {
            if c != h {
                log.add(views[c].id, depth: views[c].depth + 1, "test, step 4: a child answered true → true, added to the path")
            }
            path.append(c)
            cur = views[c].parent
        }
        let arena = path.filter { views[$0].tappable }
        log.add(nil, "path (deepest first): " + path.map { views[$0].id }.joined(separator: " → "))
        if arena.isEmpty {
            log.add(nil, "hit: \(views[h].id); no tap recognizer on the path → responder: none")
        } else {
            let losers = arena.count > 1 ? "; " + arena.dropFirst().map { views[$0].id }.joined(separator: ", ")
                + (arena.count > 2 ? " lose" : " loses") : ""
            log.add(nil, "hit: \(views[h].id); arena: \(arena.map { views[$0].id }.joined(separator: ", ")) → "
                    + "the innermost, \(views[arena[0]].id), wins the tap\(losers)")
        }
        return HitResult(point: p, policy: .flutter, hit: h, responder: arena.first,
                         candidates: arena, distances: [Double](repeating: 0, count: arena.count), trace: log.steps)
    }
}
