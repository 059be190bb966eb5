/// The summary line of one audited scene: how many certain problems and
/// how many findings to review (SPEC 5.3), of each kind under each policy,
/// which policies those were and, when they were a default, how to choose
/// others.
public enum AuditSummary {
    /// `demo.yaml: 3 problems, 2 to review under uikit, swiftui (uikit: 1 small,
    /// to review 1 swallowed; swiftui: 1 ambiguous; close: to review 1)`.
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
            parts.append("\(p.rawValue): " + breakdown(findings.filter { $0.policy == p }))
        }
        parts.append("close: " + breakdown(findings.filter { $0.kind == .close }, byKind: false))
        let review = findings.filter { !$0.certainty.isCertain }.count
        let certain = findings.count - review
        return "\(file): \(certain) problem\(certain == 1 ? "" : "s"), \(review) to review \(chosen) "
            + "(\(parts.joined(separator: "; ")))"
    }

    /// "1 small, 2 swallowed, to review 1 ambiguous", "to review 2 small" or
    /// "none"; without `byKind` the bare counts ("2, to review 1").
    static func breakdown(_ findings: [AuditFinding], byKind: Bool = true) -> String {
        let certain = findings.filter(\.certainty.isCertain)
        let review = findings.filter { !$0.certainty.isCertain }
        func count(_ fs: [AuditFinding]) -> String { byKind ? counts(fs) : String(fs.count) }
        var out: [String] = []
        if !certain.isEmpty { out.append(count(certain)) }
        if !review.isEmpty { out.append("to review " + count(review)) }
        return out.isEmpty ? "none" : out.joined(separator: ", ")
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
