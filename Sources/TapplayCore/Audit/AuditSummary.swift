/// The summary line of one audited scene: how many findings of each kind
/// under each policy.
public enum AuditSummary {
    public static func line(file: String, policies: [PolicyKind], findings: [AuditFinding]) -> String {
        let names = policies.map(\.rawValue).joined(separator: ", ")
        guard !findings.isEmpty else { return "\(file): no tap problems under \(names)" }
        var parts: [String] = []
        for p in policies {
            let mine = findings.filter { $0.policy == p }
            if mine.isEmpty { parts.append("\(p.rawValue): none"); continue }
            parts.append("\(p.rawValue): " + counts(mine))
        }
        let close = findings.filter { $0.kind == .close }.count
        parts.append("close: \(close == 0 ? "none" : String(close))")
        let n = findings.count
        return "\(file): \(n) finding\(n == 1 ? "" : "s") (\(parts.joined(separator: "; ")))"
    }

    /// "1 unreachable, 2 small", in kind order.
    public static func counts(_ findings: [AuditFinding]) -> String {
        FindingKind.allCases.compactMap { k in
            let c = findings.filter { $0.kind == k }.count
            return c == 0 ? nil : "\(c) \(k.rawValue)"
        }.joined(separator: ", ")
    }
}
