import Foundation

/// The CI side of one audit run. Before the scenes are audited: the config
/// file and the baseline are read (a bad one stops the run). After: the
/// findings the config ignores or the baseline knows are left out, the rest
/// reported in the chosen format, and the baseline written when asked.
public struct AuditCIRun: Sendable {
    public let reporter: ReporterKind
    public let config: AuditConfig
    public let baseline: Baseline?
    /// Whether findings to review fail the run too: `--fail-on-review`, else
    /// the config's `fail-on-review`.
    public let failOnReview: Bool

    /// A config, baseline or output file that stops the run, as the lines to print.
    public struct Failure: Error, Sendable {
        public var lines: [String]
        /// The exit status: 2 for bad input, 74 for an output file that could not be written.
        public var status: Int32 = 2
    }

    /// `configPath` nil: `.tapplay.yml` in `currentDirectory` when there is
    /// one. `failOnReview`: the command line's `--fail-on-review` (true wins
    /// over the config's value).
    public init(reporter: ReporterKind, configPath: String?, baselinePath: String?,
                currentDirectory: String, failOnReview: Bool = false) throws(Failure) {
        self.reporter = reporter
        do {
            config = try AuditConfig.load(explicit: configPath, currentDirectory: currentDirectory)
        } catch {
            throw Failure(lines: error.problems.map(\.description))
        }
        self.failOnReview = failOnReview || config.failOnReview == true
        do {
            baseline = try baselinePath.map { path throws(BaselineFile.Problem) in try BaselineFile.read(path: path) }
        } catch {
            throw Failure(lines: [error.description])
        }
    }

    /// The audit's options: the command line's, else the config file's, else the defaults.
    public func options(policies: [PolicyKind], minSize: Double?, spacing: Double?, resolution: Double?,
                        slop: Double?, radius: Double?, standards: [Standard] = []) -> AuditOptions {
        config.options(policies: policies, minSize: minSize, spacing: spacing, resolution: resolution,
                       slop: slop, radius: radius, standards: standards)
    }

    /// The config's `ignore` rules and the baseline.
    public var filter: FindingFilter { FindingFilter(ignore: config.ignore, baseline: baseline) }

    /// Audits each scene (in the order given) with `options`, leaving out and
    /// counting, as the findings are made, those the config ignores or the
    /// baseline knows. Throws the first scene's `AuditError`.
    public func analyse(_ scenes: [(file: String, scene: Scene)], options: AuditOptions) throws -> [AuditResult] {
        try scenes.map { try analyse($0.scene, file: $0.file, options: options) }
    }

    /// Audits one scene with `options` and the run's filter: what each task
    /// of a parallel run does (the run itself is shared and never changes).
    public func analyse(_ scene: Scene, file: String, options: AuditOptions) throws -> AuditResult {
        try Audit.analyse(scene: scene, file: file, options: options, filter: filter)
    }

    /// The report of results from `analyse` (already filtered and counted).
    public func report(_ results: [AuditResult]) -> AuditReport {
        let scenes = results.map {
            AuditedScene(file: $0.file, name: $0.scene.name, policies: $0.policies, policyChoice: $0.policyChoice,
                         auditedViews: $0.auditedViews, known: $0.known, ignored: $0.ignored, omitted: $0.omitted)
        }
        var report = AuditReport(scenes: scenes, findings: results.flatMap(\.findings), failOn: config.failingKinds,
                                 failOnReview: failOnReview)
        report.audits = results
        if let baseline {
            report.baseline = BaselineComparison(
                known: scenes.reduce(0) { $0 + $1.known },
                fixed: baseline.fixed(scenes: Set(scenes.map(\.name)), found: results.flatMap(\.recognised)))
        }
        return report
    }

    /// Renders the report; writes it to `output` (then returns nil) or returns
    /// it for standard output; records the reported findings in
    /// `writeBaseline` when given. Every file is tried: one that fails does
    /// not lose the other, and the report for standard output is returned
    /// with the failures (each file's own line), to be written after them.
    public func writeFiles(_ report: AuditReport, output: String?, writeBaseline: String?)
        -> (standardOutput: String?, failures: [String]) {
        let text = reporter.render(report)
        var failures: [String] = []
        do {
            if let output { try OutputFile.write(text, to: output) }
        } catch {
            failures.append(error.description)
        }
        do {
            if let writeBaseline { try BaselineFile.write(Baseline(findings: report.findings), to: writeBaseline) }
        } catch {
            failures.append(error.description)
        }
        return (output == nil ? text : nil, failures)
    }

    /// `writeFiles`, throwing its failures (status 74) instead of returning them.
    public func write(_ report: AuditReport, output: String?, writeBaseline: String?) throws(Failure) -> String? {
        let written = writeFiles(report, output: output, writeBaseline: writeBaseline)
        if !written.failures.isEmpty { throw Failure(lines: written.failures, status: WriteReason.exitStatus) }
        return written.standardOutput
    }
}
