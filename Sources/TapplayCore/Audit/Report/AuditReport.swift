/// One scene or dump as audited: what the reporters need to know about it
/// besides its findings.
public struct AuditedScene: Sendable, Hashable {
    /// The file as given on the command line.
    public var file: String
    /// The scene's `name`.
    public var name: String
    /// The policies it was audited under, in policy order.
    public var policies: [PolicyKind]
    /// Who chose them.
    public var policyChoice: PolicyChoice
    /// How many views were audited (tappable ones that take touches); 0: nothing to audit.
    public var auditedViews: Int
    /// Findings left out because the baseline knows them.
    public var known: Int
    /// Findings left out by the config file's `ignore` rules.
    public var ignored: Int
    /// Findings past the per-scene limit (`Limits.maxFindingsPerScene`), not listed, by kind.
    public var omitted: [FindingKind: Int]

    public init(file: String, name: String, policies: [PolicyKind], policyChoice: PolicyChoice = .commandLine,
                auditedViews: Int = 1, known: Int = 0, ignored: Int = 0, omitted: [FindingKind: Int] = [:]) {
        self.file = file
        self.name = name
        self.policies = policies
        self.policyChoice = policyChoice
        self.auditedViews = auditedViews
        self.known = known
        self.ignored = ignored
        self.omitted = omitted
    }

    /// How many findings were past the limit.
    public var omittedCount: Int { omitted.values.reduce(0, +) }

    /// "12,345 more findings not listed: at most 10,000 are reported per scene", or nil.
    public var omittedLine: String? {
        let n = omittedCount
        guard n > 0 else { return nil }
        return "\(ByteSize.grouped(n)) more finding\(n == 1 ? "" : "s") not listed: at most "
            + "\(ByteSize.grouped(Limits.maxFindingsPerScene)) are reported per scene"
    }
}

/// What an audit run reports: the scenes audited, in the order given, and the
/// findings left to report, sorted.
public struct AuditReport: Sendable {
    public var scenes: [AuditedScene]
    public var findings: [AuditFinding]
    /// The kinds that make the run fail (exit status 1); default all.
    public var failOn: Set<FindingKind>
    /// Whether findings to review fail the run too (`--fail-on-review`, the
    /// config's `fail-on-review`); by default only certain ones do.
    public var failOnReview: Bool
    /// The audits behind the report, scene by scene (their scenes, sample
    /// grids and zones), for the reporters that draw the screens (html);
    /// empty for a report made from findings alone.
    public var audits: [AuditResult] = []
    /// The app's screenshot of each scene that has one, by file, drawn under
    /// its picture by the reporters that draw the screens (html).
    public var screenshots: [String: Screenshot] = [:]
    /// The report against the baseline, when one was given.
    public var baseline: BaselineComparison?

    public init(scenes: [AuditedScene], findings: [AuditFinding], failOn: Set<FindingKind> = Set(FindingKind.allCases),
                failOnReview: Bool = false) {
        self.scenes = scenes
        self.findings = findings
        self.failOn = failOn
        self.failOnReview = failOnReview
    }

    /// Whether the run fails (exit status 1): a reported finding of a kind in
    /// `failOn` that is certain (or to review, under `failOnReview`), or any
    /// such kind past the limit (those are not listed, so their certainty is
    /// not weighed: they count as they always did).
    public var fails: Bool {
        findings.contains { failOn.contains($0.kind) && (failOnReview || $0.certainty.isCertain) }
            || scenes.contains { s in s.omitted.contains { failOn.contains($0.key) && $0.value > 0 } }
    }

    /// The reported findings of one scene, in report order.
    public func findings(of scene: AuditedScene) -> [AuditFinding] {
        findings.filter { $0.file == scene.file }
    }

    /// The reported findings of every scene, by file, in report order: one
    /// pass for reporters that go scene by scene.
    func findingsByFile() -> [String: [AuditFinding]] {
        Dictionary(grouping: findings, by: \.file)
    }
}

/// A run against a baseline: the findings reported are the new ones; these
/// are the others.
public struct BaselineComparison: Sendable {
    /// Findings found again and left out because the baseline knows them.
    public var known: Int
    /// The baseline's entries for the scenes audited that were not found
    /// now: fixed since the baseline was written.
    public var fixed: [Baseline.Entry]

    public init(known: Int, fixed: [Baseline.Entry]) {
        self.known = known
        self.fixed = fixed
    }
}
