/// Android's `ViewGroup.dispatchTouchEvent`, with `View.onTouchEvent` and
/// `TouchDelegate` as Android's reference documents them
/// (https://developer.android.com/reference/android/view/ViewGroup,
/// https://developer.android.com/reference/android/view/TouchDelegate).
///
/// A view receives a touch when it is not hidden (alpha plays no part). The
/// touch is offered to the roots, last to first; a view that receives it and
/// whose frame contains the point (half-open) offers it to its children, last
/// to first, recursively, and the first child that consumes it ends the walk.
/// When no child consumed it, the view consumes it (1) through a
/// `TouchDelegate`: when the view is interactive and the point is inside the
/// `hitInsets`-grown frame of one of its tappable, not hidden children, the
/// last such child consumes it; else (2) when the view itself is tappable.
/// Otherwise the touch falls through to the views behind. A disabled
/// (`interactive: false`) tappable view still consumes but runs no handler,
/// and does not stop its children from receiving touches.
public struct AndroidPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .android }

    /// The dispatch walk itself, view by view.
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        var log = TraceLog(enabled: tracing)
        guard log.enters(canvas: ctx.scene.canvasRect, at: p) else {
            return HitResult(point: p, policy: .android, trace: log.steps)
        }
        let views = ctx.scene.views
        log.add(nil, "window: offering the touch at \(p) to the root views, last to first: \(ctx.idsLastToFirst(ctx.scene.roots))")

        /// A view offered the touch: does it receive it and take it to its children?
        func enters(_ i: Int) -> Bool {
            let v = views[i]
            let d = v.depth + 1
            if v.hidden { log.add(v.id, depth: d, "hidden (GONE/INVISIBLE) → does not receive, subtree skipped"); return false }
            if !v.canvasFrame.contains(p) {
                log.add(v.id, depth: d, "point outside its frame \(v.canvasFrame) → not for it"); return false
            }
            let state = v.interactive ? "" : " (disabled: enabled=false, its children still receive)"
            if v.children.isEmpty {
                log.add(v.id, depth: d, "receives the touch\(state), no children")
            } else {
                log.add(v.id, depth: d, "receives the touch\(state), offering it to its children, last to first: \(ctx.idsLastToFirst(v.children))")
            }
            return true
        }

        /// After its children declined: does view `i` consume, and who is the consumer?
        func consumes(_ i: Int) -> Int? {
            let v = views[i]
            let d = v.depth + 1
            if v.interactive {
                for c in v.children.reversed() where views[c].tappable && !views[c].hidden {
                    let area = views[c].canvasFrame.grown(by: views[c].hitInsets)
                    if area.contains(p) {
                        log.add(v.id, depth: d, "no child consumed it; its TouchDelegate for \(views[c].id) "
                                + "covers the point (\(area)) → \(views[c].id) consumes it")
                        return c
                    }
                }
            }
            if v.tappable {
                log.add(v.id, depth: d, v.interactive
                        ? (v.children.isEmpty ? "clickable → consumes it" : "no child consumed it; clickable → consumes it")
                        : "disabled but clickable → consumes it (swallowed: no handler runs)")
                return i
            }
            log.add(v.id, depth: d, (v.children.isEmpty ? "" : "no child consumed it; ")
                    + "not clickable → does not consume, the touch falls through")
            return nil
        }

        let hit = DispatchWalk.first(in: ctx.scene, enters: enters, consumes: consumes)
        guard let h = hit else {
            log.add(nil, "nobody consumed the touch → hit: none, responder: none")
            return HitResult(point: p, policy: .android, trace: log.steps)
        }
        let responder = views[h].interactive ? h : nil
        log.add(nil, "hit: \(views[h].id); " + (responder != nil ? "responder: \(views[h].id)"
                                                : "disabled (enabled=false) → no handler runs, responder: none"))
        return HitResult(point: p, policy: .android, hit: h, responder: responder,
                         candidates: [h], distances: [0], trace: log.steps)
    }
}
