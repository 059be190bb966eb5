/// `UIView.hitTest(_:with:)` (the `uikit` policy) as Apple's UIKit
/// documentation describes it with `point(inside:with:)`
/// (https://developer.apple.com/documentation/uikit/uiview/1622469-hittest:
/// hidden views, views with user interaction disabled and views with an alpha
/// below 0.01 are ignored): reverse pre-order depth-first from the front. A
/// view that does not take touches, whose `point(inside:)` is false, or whose
/// `passThrough` covers the point answers nil for its whole subtree;
/// otherwise the first child (last to first) that answers wins, else the view
/// itself. The responder is the nearest tappable view from the hit up to the
/// root.
///
/// Once a view passes its own checks, its subtree always yields an answer (a
/// child's or itself): the `DispatchWalk` it shares with `android` never
/// comes back up.
public struct UIKitPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .uikit }

    /// The walk itself, view by view (also the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        var log = TraceLog(enabled: tracing)
        guard log.enters(canvas: ctx.scene.canvasRect, at: p) else {
            return HitResult(point: p, policy: .uikit, trace: log.steps)
        }
        let views = ctx.scene.views

        /// Does view `i` pass its own checks (the guards of UIKit's hitTest: hidden, interaction, alpha, point(inside:))?
        func enters(_ i: Int) -> Bool {
            let v = views[i]
            let d = v.depth + 1
            if v.hidden { log.add(v.id, depth: d, "hidden → skip (subtree too)"); return false }
            if !v.interactive {
                log.add(v.id, depth: d, "user interaction disabled → skip (subtree too)"); return false
            }
            if v.alpha < PolicyKind.uikit.minimumAlpha {
                log.add(v.id, depth: d, "alpha \(Format.number(v.alpha)) < 0.01 → skip (subtree too)"); return false
            }
            let area = ctx.uikitArea[i]
            if !area.contains(p) {
                let what = v.hitInsets.isZero ? "\(area)" : "hit area \(area) (frame grown by hitInsets)"
                log.add(v.id, depth: d, "point outside \(what) → skip"); return false
            }
            let origin = v.canvasFrame.origin
            if let r = v.passThrough.first(where: { $0.offsetBy(origin).contains(p) }) {
                log.add(v.id, depth: d, "passThrough \(r) covers the point → nil, subtree skipped"); return false
            }
            let extra = v.hitInsets.isZero ? "" : " (hit area grown by hitInsets to \(area))"
            if v.children.isEmpty {
                log.add(v.id, depth: d, "inside\(extra), no children")
            } else {
                log.add(v.id, depth: d, "inside\(extra), trying children \(ctx.idsLastToFirst(v.children))")
            }
            return true
        }

        /// After its children all answered nil: the view answers for itself.
        func answersItself(_ i: Int) -> Int? {
            if !views[i].children.isEmpty {
                log.add(views[i].id, depth: views[i].depth + 1, "no child took the point → returns itself")
            }
            return i
        }

        log.add(nil, "window: point \(p) inside the canvas, trying root views \(ctx.idsLastToFirst(ctx.scene.roots))")
        guard let h = DispatchWalk.first(in: ctx.scene, enters: enters, consumes: answersItself) else {
            log.add(nil, "no view took the point → hit: none, responder: none")
            return HitResult(point: p, policy: .uikit, trace: log.steps)
        }
        log.add(nil, "hit: \(views[h].id) (deepest view found)")

        // Responder chain: from the hit up to the root, the first tappable view.
        var responder: Int?
        var chain: [String] = []
        var cur: Int? = h
        while let c = cur {
            if views[c].tappable {
                responder = c
                chain.append("\(views[c].id) (tappable)")
                break
            }
            chain.append("\(views[c].id) (no handler)")
            cur = views[c].parent
        }
        log.add(nil, "responder chain: \(chain.joined(separator: " → "))"
                + (responder == nil ? " → nobody handles it" : " → responder: \(views[responder!].id)"))
        return HitResult(point: p, policy: .uikit, hit: h, responder: responder,
                         candidates: [h], distances: [0], trace: log.steps)
    }
}
