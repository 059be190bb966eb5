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

    /// The report of `findings` (sorted as they should be reported) on `scenes`;
    /// what it leaves out is added to the scenes' counts (an audit run with
    /// this filter has already left its findings out and counted them).
    public func report(findings: [AuditFinding], scenes: [AuditedScene],
                       failOn: Set<FindingKind> = Set(FindingKind.allCases)) -> AuditReport {
        var kept: [AuditFinding] = []
        var ignored: [String: Int] = [:]
        var known: [String: Int] = [:]
        for f in findings {
            if ignore.contains(where: { $0.covers(f) }) {
                ignored[f.file, default: 0] += 1
            } else if let baseline, baseline.knows(f) {
                known[f.file, default: 0] += 1
            } else {
                kept.append(f)
            }
        }
        let counted = scenes.map { s in
            var s = s
            s.ignored += ignored[s.file] ?? 0
            s.known += known[s.file] ?? 0
            return s
        }
        return AuditReport(scenes: counted, findings: kept, failOn: failOn)
    }
}
