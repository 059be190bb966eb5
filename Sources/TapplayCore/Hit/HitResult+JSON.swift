extension HitResult {
    /// The JSON object of a result: x, y, policy, hit, responder, ambiguous,
    /// candidates, path (outermost → hit), types (parallel to path), distances,
    /// and trace when asked. Under `sampled`, `radius` (the value given) and
    /// `weights` (parallel to `candidates`) come after `slop`.
    public func json(in scene: Scene, slop: Double, radius: Double = TouchCloud.defaultRadius,
                     includeTrace: Bool = false) -> JSON {
        let n = named(in: scene)
        var pairs = HitResult.tapPairs(
            point: point, policy: policy, hit: n.hit, responder: n.responder, ambiguous: ambiguous,
            candidates: n.candidates, path: n.path, types: n.types, distances: n.distances,
            slop: slop, radius: policy == .sampled ? radius : nil, weights: weights)
        if includeTrace {
            pairs.append(("trace", .array(trace.map { .string($0.text) })))
        }
        return .object(pairs)
    }

    /// A result's views by id (and the path's types), its distances to the
    /// thousandth: what `tapplay hit --json` prints and a record line holds.
    struct Named {
        var hit: String?
        var responder: String?
        var candidates: [String]
        var path: [String]
        var types: [String?]
        var distances: [Double]
    }

    func named(in scene: Scene) -> Named {
        let id = { (i: Int?) in i.map { scene.views[$0].id } }
        let path = pathIndices(in: scene)
        return Named(hit: id(hit), responder: id(responder), candidates: candidates.map { scene.views[$0].id },
                     path: path.map { scene.views[$0].id }, types: path.map { scene.views[$0].type },
                     distances: distances.map(Format.thousandths))
    }

    /// A tap's answer by view ids, as `tapplay hit --json` prints it and a
    /// record line holds it (with its time and cell before, its scene and
    /// file after): the one writer of these keys, in this order. `types`
    /// (the class or element type of each view on the path, null where none)
    /// and `slop` are left out when nil; `radius` and `weights` are written
    /// when there is a radius (under `sampled`).
    static func tapPairs(point: Point, policy: PolicyKind?, hit: String?, responder: String?, ambiguous: Bool,
                         candidates: [String], path: [String], types: [String?]?, distances: [Double],
                         slop: Double?, radius: Double?, weights: [Double]) -> [(String, JSON)] {
        var pairs: [(String, JSON)] = [
            ("x", .number(point.x)),
            ("y", .number(point.y)),
            ("policy", .string(policy?.rawValue)),
            ("hit", .string(hit)),
            ("responder", .string(responder)),
            ("ambiguous", .bool(ambiguous)),
            ("candidates", .array(candidates.map { .string($0) })),
            ("path", .array(path.map { .string($0) })),
        ]
        if let types { pairs.append(("types", .array(types.map { .string($0) }))) }
        pairs.append(("distances", .array(distances.map { .number($0) })))
        if let slop { pairs.append(("slop", .number(slop))) }
        if let radius {
            pairs.append(("radius", .number(radius)))
            pairs.append(("weights", .array(weights.map { .number($0) })))
        }
        return pairs
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
