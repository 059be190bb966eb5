/// The summary line of one audited scene: how many findings of each kind
/// under each policy, which policies those were and, when they were a
/// default, how to choose others.
public enum AuditSummary {
    public static func line(_ scene: AuditedScene, findings: [AuditFinding]) -> String {
        let file = scene.file, policies = scene.policies
        guard scene.auditedViews > 0 || !findings.isEmpty else {
            return "\(file): no tappable views: nothing to audit"
        }
        let names = policies.map(\.rawValue).joined(separator: ", ")
        let chosen = "under \(names)" + choice(scene.policyChoice, count: policies.count)
        guard !findings.isEmpty else { return "\(file): no tap problems \(chosen)" }
        var parts: [String] = []
        for p in policies {
            let mine = findings.filter { $0.policy == p }
            if mine.isEmpty { parts.append("\(p.rawValue): none"); continue }
            parts.append("\(p.rawValue): " + counts(mine))
        }
        let close = findings.filter { $0.kind == .close }.count
        parts.append("close: \(close == 0 ? "none" : String(close))")
        let n = findings.count
        return "\(file): \(n) finding\(n == 1 ? "" : "s") \(chosen) (\(parts.joined(separator: "; ")))"
    }

    /// ` (the scene's policies; …)`: where the policies came from, and how to
    /// choose others when nobody chose them for this run.
    static func choice(_ c: PolicyChoice, count: Int) -> String {
        let others = "--policy or the config's policies choose others"
        switch c {
        case .commandLine: return ""
        case .config: return " (the config's policies)"
        case .scene: return " (the scene's polic\(count == 1 ? "y" : "ies"); \(others))"
        case .platform: return " (the platform's default; \(others))"
        }
    }

    /// "1 unreachable, 2 small", in kind order.
    public static func counts(_ findings: [AuditFinding]) -> String {
        FindingKind.allCases.compactMap { k in
            let c = findings.filter { $0.kind == k }.count
            return c == 0 ? nil : "\(c) \(k.rawValue)"
        }.joined(separator: ", ")
    }
}
