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

    public init(file: String, name: String, policies: [PolicyKind], policyChoice: PolicyChoice = .commandLine,
                auditedViews: Int = 1, known: Int = 0, ignored: Int = 0) {
        self.file = file
        self.name = name
        self.policies = policies
        self.policyChoice = policyChoice
        self.auditedViews = auditedViews
        self.known = known
        self.ignored = ignored
    }
}

/// What an audit run reports: the scenes audited, in the order given, and the
/// findings left to report, sorted.
public struct AuditReport: Sendable {
    public var scenes: [AuditedScene]
    public var findings: [AuditFinding]
    /// The kinds that make the run fail (exit status 1); default all.
    public var failOn: Set<FindingKind>

    public init(scenes: [AuditedScene], findings: [AuditFinding], failOn: Set<FindingKind> = Set(FindingKind.allCases)) {
        self.scenes = scenes
        self.findings = findings
        self.failOn = failOn
    }

    /// Whether any reported finding is of a kind that fails the run.
    public var fails: Bool { findings.contains { failOn.contains($0.kind) } }

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
