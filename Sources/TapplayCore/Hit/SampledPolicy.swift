/// SwiftUI's weighted touch cloud: the tap is a cloud of sample points
/// (`TouchCloud`), and views compete for the weight of the points their
/// shapes contain, node by node down the tree (`SampledResolution`). Apple
/// does not document it; this follows the open reimplementations of SwiftUI's
/// hit testing, ByteDance's DanceUI (which tests its sample points against
/// Apple's binary) and OpenSwiftUI, which agree with each other rule for rule.
///
/// Reported: the hit is the view of the node where the chain of significant
/// decisions stops (none for the root); the responder the nearest tappable
/// view among the hit and its ancestors. Candidates: up the chain from that
/// node to the root, at each node the children that returned a result, by
/// weight descending (ties: front-most first), each named by the view of the
/// node it answered with, each view once; when the tap is not ambiguous and
/// the hit is a view, the hit moves to the front.
public struct SampledPolicy: HitPolicy {
    /// The weight a decision needs, at least, to be significant.
    public static let minimumWeight = 8.0
    /// How many times the runner-up's weight the best must reach.
    public static let dominance = 1.2

    public init() {}
    public var kind: PolicyKind { .sampled }

    /// The competitions over the touch cloud, node by node (sampled's walk is
    /// its leaves' index: `SampledIndex`); traced, with every competition on
    /// the chain explained.
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        SampledPolicy.full(p, index: ctx.sampledIndex, scene: ctx.scene, tracing: tracing).result
    }

    /// hit, responder and ambiguity only (nil outside the canvas).
    static func outcome(_ x: Double, _ y: Double, _ index: SampledIndex) -> HitOutcome? {
        guard index.inCanvas(x, y) else { return nil }
        var res = SampledResolution(index: index, x: x, y: y, recording: false)
        guard let r = res.run() else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
        let hit = res.view(of: r.responder)
        let rsp = hit.map { Int(index.responderOf[$0]) }
        return HitOutcome(hit: hit, responder: rsp.flatMap { $0 >= 0 ? $0 : nil },
                          ambiguous: isAmbiguous(w1: r.w1, w2: r.w2))
    }

    /// At the node where the chain stops: the best would have won alone, but the runner-up was too close.
    @inline(__always)
    static func isAmbiguous(w1: Double, w2: Double) -> Bool {
        w2 > 0 && w1 >= minimumWeight && w1 < w2 * dominance
    }

    /// The full result, and who took each sample point.
    static func full(_ p: Point, index: SampledIndex, scene: Scene,
                     tracing: Bool) -> (result: HitResult, takenBy: [Int?]) {
        var log = TraceLog(enabled: tracing)
        let views = scene.views
        let cloud = index.cloud
        guard log.enters(canvas: scene.canvasRect, at: p) else {
            return (HitResult(point: p, policy: .sampled, trace: log.steps),
                    [Int?](repeating: nil, count: cloud.count))
        }
        var res = SampledResolution(index: index, x: p.x, y: p.y, recording: true)
        let root = res.run()
        let takenBy = res.takenBy.map { $0 >= 0 ? $0 : nil }
        if tracing {
            var rings: [String] = []
            var rho = -1.0
            for k in 1..<max(1, cloud.count) {
                let d = (cloud.dx[k] * cloud.dx[k] + cloud.dy[k] * cloud.dy[k]).squareRoot()
                if abs(d - rho) > 1e-9 { rho = d; rings.append(Format.number(d)) }
            }
            log.add(nil, "point \(p), radius \(Format.number(cloud.radius)): \(cloud.count) sample points"
                    + (rings.isEmpty ? "" : ", rings at \(rings.joined(separator: ", ")) pt")
                    + ", weight \(Format.number(cloud.weights.reduce(0, +))) in all")
            var counts: [Int: (Int, Double)] = [:]
            var order: [Int] = []
            var free = 0.0
            for (k, t) in takenBy.enumerated() {
                guard let v = t else { free += cloud.weights[k]; continue }
                if counts[v] == nil { order.append(v) }
                counts[v, default: (0, 0)].0 += 1
                counts[v, default: (0, 0)].1 += cloud.weights[k]
            }
            let parts = order.map { "\(views[$0].id) \(counts[$0]!.0) (\(Format.number(counts[$0]!.1)))" }
            log.add(nil, "points taken: " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
                    + "; on no view: weight \(Format.number(free))")
        }
        guard let r = root else {
            log.add(nil, "no view contains a sample point → hit: none, responder: none")
            return (HitResult(point: p, policy: .sampled, trace: log.steps), takenBy)
        }

        func name(_ n: SampledResolution.Node) -> String {
            switch n {
            case .root: "window"
            case .view(let s): views[Int(res.slots[s].view)].id
            case .leaf(let s): "\(views[Int(res.slots[s].view)].id) (own content)"
            }
        }

        // The decision chain, root first.
        var chain: [SampledResolution.Competition] = []
        var node = SampledResolution.Node.root
        while let c = res.competition(at: node) {
            chain.append(c)
            guard c.significant, let b = c.best else { break }
            node = c.contenders[b].child
        }
        let stop = r.responder
        let hit = res.view(of: stop)
        let ambiguous = isAmbiguous(w1: r.w1, w2: r.w2)

        if tracing {
            for c in chain {
                let list = c.contenders.map { k -> String in
                    let answered = res.view(of: k.responder) != res.view(of: k.child)
                        ? " → \(res.view(of: k.responder).map { views[$0].id } ?? "window")" : ""
                    return "\(name(k.child))\(answered) \(Format.number(k.weight))"
                }.joined(separator: ", ")
                var line = "\(name(c.node)) (weight \(Format.number(c.weight))): contenders front-most first: \(list); "
                    + "w1 \(Format.number(c.w1)), w2 \(Format.number(c.w2))"
                if c.significant, let b = c.best {
                    line += " → significant (w1 ≥ max(1.2 × w2, 8)): \(name(c.contenders[b].child)) wins"
                } else {
                    let why: String
                    if c.w1 < minimumWeight {
                        why = "w1 \(Format.number(c.w1)) is below 8"
                    } else if let u = c.runnerUp {
                        why = "w1 is within 1.2× of \(name(c.contenders[u].child)) "
                            + "(\(Format.number(c.w1)) < 1.2 × \(Format.number(c.w2)) = \(Format.number(c.w2 * dominance)))"
                    } else {
                        why = "no contender"
                    }
                    line += " → not significant: \(why); the tap stays with \(name(c.node))"
                }
                log.add(nil, line)
            }
            if case .leaf = stop {
                log.add(nil, "\(name(stop)) has no children: the chain ends there")
            }
        }

        // Candidates: up the chain from where it stopped, by weight, each view once.
        var candidates: [Int] = []
        var weights: [Double] = []
        var seen = Set<Int>()
        for c in chain.reversed() {
            let order = c.contenders.indices.sorted { a, b in
                c.contenders[a].weight != c.contenders[b].weight ? c.contenders[a].weight > c.contenders[b].weight : a < b
            }
            for k in order {
                guard let v = res.view(of: c.contenders[k].responder), seen.insert(v).inserted else { continue }
                candidates.append(v)
                weights.append(c.contenders[k].weight)
            }
        }
        if !ambiguous, let h = hit, let at = candidates.firstIndex(of: h), at > 0 {
            let w = weights.remove(at: at)
            candidates.remove(at: at)
            candidates.insert(h, at: 0)
            weights.insert(w, at: 0)
        }
        let responder = hit.flatMap { h -> Int? in
            let r = Int(index.responderOf[h])
            return r >= 0 ? r : nil
        }
        if tracing {
            let id = { (i: Int?) in i.map { views[$0].id } ?? "none" }
            var line = "hit: \(id(hit)) (the chain stops at \(name(stop))), responder: \(id(responder))"
            if let h = hit, let rr = responder, rr != h { line += " (nearest tappable ancestor)" }
            if ambiguous { line += "; ambiguous: \(id(candidates.first)) and \(id(candidates.dropFirst().first)) were too close" }
            log.add(nil, line)
        }
        let result = HitResult(point: p, policy: .sampled, hit: hit, responder: responder, ambiguous: ambiguous,
                               candidates: candidates, weights: weights, trace: log.steps)
        return (result, takenBy)
    }
}
