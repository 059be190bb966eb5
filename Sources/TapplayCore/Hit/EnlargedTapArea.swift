/// SwiftUI's enlarged tap area (the `swiftui` policy), shared by `exact` and
/// `filtered`: a tap gesture takes taps up to `slop` (10 pt by default)
/// outside its view's shape, as covelline's blog post on SwiftUI hit testing
/// measured it (https://blog.covelline.com/entry/2023/08/04/143546).
///
/// 1. Candidates: tappable views that take touches (alpha >= 0.001, ancestors
///    included) whose shape is within `slop` of the point.
/// 2. A candidate is occluded when a view that takes touches, is drawn in front
///    of it (painter's order) and is not its descendant contains the point.
/// 3. Of the unoccluded candidates, ancestors of other candidates are dropped:
///    the innermost gesture wins.
/// 4. The contenders: if any contains the point, the frontmost of those wins
///    (not ambiguous); otherwise the nearest (ties: frontmost), ambiguous when
///    two or more contend.
enum EnlargedTapArea {
    struct Outcome {
        var winner: Int?
        var ambiguous: Bool
        var contenders: [Int]
        var distances: [Double]
        var log: TraceLog

        /// The policy's result at `p`: the winner is hit, and its handler runs.
        func result(at p: Point, policy: PolicyKind) -> HitResult {
            result(at: p, policy: policy, responder: winner)
        }

        /// The same with another responder (`filtered`: none outside the winner's frame).
        func result(at p: Point, policy: PolicyKind, responder: Int?) -> HitResult {
            HitResult(point: p, policy: policy, hit: winner, responder: responder, ambiguous: ambiguous,
                      candidates: contenders, distances: distances, trace: log.steps)
        }
    }

    static func resolve(_ p: Point, in ctx: HitContext, shapes: [HitShape], tracing: Bool) -> Outcome {
        var log = TraceLog(enabled: tracing)
        guard log.enters(canvas: ctx.scene.canvasRect, at: p) else {
            return Outcome(winner: nil, ambiguous: false, contenders: [], distances: [], log: log)
        }
        let views = ctx.scene.views
        let slop = ctx.slop
        log.add(nil, "point \(p), slop \(Format.number(slop)): looking for tappable views within reach")

        struct Candidate { var index: Int; var distance: Double; var contains: Bool }
        var candidates: [Candidate] = []
        for i in ctx.tappables {
            let id = views[i].id
            guard ctx.touchableSwiftUI[i] else {
                log.add(id, "takes no touches (\(whyNoTouches(i, ctx))) → not a candidate")
                continue
            }
            let shape = shapes[i]
            let d = shape.distance(to: p)
            guard d <= slop else {
                log.add(id, "distance \(Format.number(d)) > slop \(Format.number(slop)) → out of reach")
                continue
            }
            let inside = shape.contains(p)
            let reach = inside ? "contains the point" : "distance \(Format.number(d)) ≤ slop \(Format.number(slop))"
            if let o = occluder(of: i, at: p, in: ctx, shapes: shapes) {
                log.add(id, "\(reach), but occluded by \(views[o].id) in front → not a candidate")
                continue
            }
            log.add(id, "\(reach) → candidate")
            candidates.append(Candidate(index: i, distance: d, contains: inside))
        }

        // The innermost gesture wins: drop candidates that are ancestors of another.
        var contenders: [Candidate] = []
        for c in candidates {
            if let inner = candidates.first(where: { ctx.scene.isAncestor(c.index, of: $0.index) }) {
                log.add(views[c.index].id, "dropped: ancestor of candidate \(views[inner.index].id) (innermost gesture wins)")
            } else {
                contenders.append(c)
            }
        }
        contenders.sort { a, b in
            a.distance != b.distance ? a.distance < b.distance : a.index > b.index
        }
        let ids = contenders.map { views[$0.index].id }
        guard !contenders.isEmpty else {
            log.add(nil, "no contenders → nothing handles the tap")
            return Outcome(winner: nil, ambiguous: false, contenders: [], distances: [], log: log)
        }

        let winner: Int
        let ambiguous: Bool
        if let front = contenders.filter(\.contains).max(by: { $0.index < $1.index }) {
            winner = front.index
            ambiguous = false
            log.add(nil, "contenders \(ids.joined(separator: ", ")); \(views[winner].id) contains the point"
                    + (contenders.count > 1 ? " and is the frontmost of those that do" : "") + " → winner, not ambiguous")
        } else {
            winner = contenders[0].index
            ambiguous = contenders.count >= 2
            let d = Format.number(contenders[0].distance)
            let how = contenders.count < 2 ? "the only contender, at \(d)"
                : contenders[0].distance == contenders[1].distance
                    ? "nearest at \(d), tied with \(views[contenders[1].index].id): the frontmost wins the tie"
                    : "nearest at \(d)"
            log.add(nil, "contenders \(ids.joined(separator: ", ")); none contains the point; "
                    + "\(views[winner].id) is \(how) → winner" + (ambiguous ? ", ambiguous" : ""))
        }
        return Outcome(winner: winner, ambiguous: ambiguous, contenders: contenders.map(\.index),
                       distances: contenders.map(\.distance), log: log)
    }

    /// The frontmost view that takes touches, is drawn in front of `i`, is not
    /// its descendant and contains `p` in its own shape.
    static func occluder(of i: Int, at p: Point, in ctx: HitContext, shapes: [HitShape]) -> Int? {
        let views = ctx.scene.views
        var j = views.count - 1
        let end = views[i].subtreeEnd
        while j >= end {
            if ctx.touchableSwiftUI[j] && shapes[j].contains(p) { return j }
            j -= 1
        }
        return nil
    }

    static func whyNoTouches(_ i: Int, _ ctx: HitContext) -> String {
        var cur: Int? = i
        let views = ctx.scene.views
        while let c = cur {
            let v = views[c]
            let whose = c == i ? "" : " (ancestor \(v.id))"
            if v.hidden { return "hidden\(whose)" }
            if !v.interactive { return "interaction disabled\(whose)" }
            if v.alpha < PolicyKind.swiftui.minimumAlpha { return "alpha \(Format.number(v.alpha)) < 0.001\(whose)" }
            cur = v.parent
        }
        return "unknown"
    }
}
