extension HitResult {
    /// The JSON object of a result: x, y, policy, hit, responder, ambiguous,
    /// candidates, path (outermost → hit), types (parallel to path), distances,
    /// and trace when asked. Under `sampled`, `radius` (the value given) and
    /// `weights` (parallel to `candidates`) come after `slop`.
    public func json(in scene: Scene, slop: Double, radius: Double = TouchCloud.defaultRadius,
                     includeTrace: Bool = false) -> JSON {
        let ids = { (i: Int?) -> JSON in .string(i.map { scene.views[$0].id }) }
        let path = pathIndices(in: scene)
        var pairs: [(String, JSON)] = [
            ("x", .number(point.x)),
            ("y", .number(point.y)),
            ("policy", .string(policy.rawValue)),
            ("hit", ids(hit)),
            ("responder", ids(responder)),
            ("ambiguous", .bool(ambiguous)),
            ("candidates", .array(candidates.map { .string(scene.views[$0].id) })),
            ("path", .array(path.map { .string(scene.views[$0].id) })),
            // The class or element type of each view on the path (imported scenes), null where none.
            ("types", .array(path.map { .string(scene.views[$0].type) })),
            ("distances", .array(distances.map { .number(Format.thousandths($0)) })),
            ("slop", .number(slop)),
        ]
        if policy == .sampled {
            pairs.append(("radius", .number(radius)))
            pairs.append(("weights", .array(weights.map { .number($0) })))
        }
        if includeTrace {
            pairs.append(("trace", .array(trace.map { .string($0.text) })))
        }
        return .object(pairs)
    }

    /// One human line: "(150, 204) → hit top, responder top, ambiguous: top, bottom".
    public func summary(in scene: Scene) -> String {
        let id = { (i: Int?) in i.map { scene.views[$0].id } ?? "none" }
        var s = "\(point) → hit \(id(hit)), responder \(id(responder))"
        if ambiguous {
            s += ", ambiguous: " + candidates.map { scene.views[$0].id }.joined(separator: ", ")
        }
        return s
    }
}
