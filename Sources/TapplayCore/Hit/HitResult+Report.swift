extension HitResult {
    /// The human-readable report of one tap (`tapplay hit --at`): the point,
    /// scene, policy and its slop or radius; the hit, its path and type; the
    /// responder; under a policy that can be ambiguous, the candidates and
    /// whether it was; and the trace when asked. Each line is made safe for
    /// a terminal.
    public func report(in scene: Scene, slop: Double, radius: Double, trace includeTrace: Bool) -> String {
        let id = { (i: Int?) in i.map { scene.views[$0].id } ?? "none" }
        var lines: [String] = []
        let setting = policy.usesSlop ? ", slop \(Format.number(slop))"
            : policy.usesRadius ? ", radius \(Format.number(radius))" : ""
        lines.append("tap \(point) on \"\(scene.name)\" under \(policy.rawValue)" + setting)
        lines.append("  hit:        \(id(hit))")
        if let h = hit {
            lines.append("  path:       \(pathIndices(in: scene).map { scene.views[$0].id }.joined(separator: " › "))")
            if let t = scene.views[h].type { lines.append("  type:       \(t)") }
        }
        lines.append("  responder:  \(id(responder))")
        if policy == .flutter {
            // The arena: every tap recognizer on the path; the innermost wins.
            let list = candidates.map { scene.views[$0].id }
            lines.append("  arena:      \(list.isEmpty ? "none" : list.joined(separator: ", "))")
        }
        if policy.canBeAmbiguous {
            let unit = policy.platform == .android ? "dp" : "pt"
            let list = policy == .sampled
                ? zip(candidates, weights).map { "\(scene.views[$0].id) (weight \(Format.number($1)))" }
                : zip(candidates, distances).map { "\(scene.views[$0].id) (\(Format.number($1)) \(unit))" }
            lines.append("  candidates: \(list.isEmpty ? "none" : list.joined(separator: ", "))")
            lines.append("  ambiguous:  \(ambiguous ? "yes" : "no")")
        }
        if includeTrace {
            lines.append("trace:")
            for (n, step) in trace.enumerated() {
                let number = String(n + 1)
                let pad = String(repeating: "  ", count: step.depth)
                lines.append("  \(String(repeating: " ", count: max(0, 2 - number.count)))\(number). \(pad)\(step.text)")
            }
        }
        return lines.map(SafeText.visible).joined(separator: "\n")
    }
}
