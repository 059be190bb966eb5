/// What a CI run leaves out of its report: findings the config file ignores,
/// then findings the baseline knows. Each scene keeps count of both, so its
/// summary can say how many were left out.
public struct FindingFilter: Sendable {
    public var ignore: [IgnoreRule]
    public var baseline: Baseline?

    public init(ignore: [IgnoreRule] = [], baseline: Baseline? = nil) {
        self.ignore = ignore
        self.baseline = baseline
    }

    /// What the filter does with one finding.
    public enum Verdict: Sendable {
        /// Reported.
        case kept
        /// Left out by an `ignore` rule.
        case ignored
        /// Left out because the baseline knows it (the `ignore` rules are asked first).
        case known
    }

    public func verdict(_ finding: AuditFinding) -> Verdict {
        if ignore.contains(where: { $0.covers(finding) }) { return .ignored }
        if let baseline, baseline.knows(finding) { return .known }
        return .kept
    }

    /// The report of `findings` (sorted as they should be reported) on
    /// `scenes`, for findings made without the filter; what it leaves out is
    /// added to the scenes' counts. (`AuditCIRun` filters as it audits instead.)
    public func report(findings: [AuditFinding], scenes: [AuditedScene],
                       failOn: Set<FindingKind> = Set(FindingKind.allCases), failOnReview: Bool = false) -> AuditReport {
        var kept: [AuditFinding] = []
        var ignored: [String: Int] = [:]
        var known: [String: Int] = [:]
        for f in findings {
            switch verdict(f) {
            case .kept: kept.append(f)
            case .ignored: ignored[f.file, default: 0] += 1
            case .known: known[f.file, default: 0] += 1
            }
        }
        let counted = scenes.map { s in
            var s = s
            s.ignored += ignored[s.file] ?? 0
            s.known += known[s.file] ?? 0
            return s
        }
        return AuditReport(scenes: counted, findings: kept, failOn: failOn, failOnReview: failOnReview)
    }
}
