/// One audited scene: its findings, sorted, and the samples of each finding's zone.
public struct AuditResult: Sendable {
    public var file: String
    public var scene: Scene
    public var grid: SampleGrid
    public var policies: [PolicyKind]
    /// Who chose `policies`.
    public var policyChoice: PolicyChoice
    /// How many views were audited (tappable ones that take touches, under any policy).
    public var auditedViews: Int
    public var findings: [AuditFinding]
    /// Parallel to `findings`: the zone's samples (`swallowed`, `ambiguous`),
    /// the region's (`small`), none for `unreachable` and `close`.
    public var zones: [SampleZone]
    /// Findings the CI filter left out: known from the baseline, and ignored by the config.
    public var known: Int = 0
    public var ignored: Int = 0
    /// Findings past the per-scene limit, not kept, by kind.
    public var omitted: [FindingKind: Int] = [:]
    /// What the baseline knows of the findings left out (known, or ignored
    /// and also in the baseline), as baseline entries: the entries of these
    /// scenes that none of them matches are fixed.
    public var recognised: [Baseline.Entry] = []

    /// How many findings were past the limit.
    public var omittedCount: Int { omitted.values.reduce(0, +) }
}
