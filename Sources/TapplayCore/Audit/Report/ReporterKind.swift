/// Where an audit's findings go, and so in which format they are written.
public enum ReporterKind: String, CaseIterable, Sendable {
    /// One line per finding and a summary per scene, for people.
    case text
    /// One JSON object per finding per line, for scripts.
    case json
    /// A SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands: an annotation per finding on the pull request's diff.
    case github
    /// A JUnit XML report, for CI dashboards.
    case junit
    /// One self-contained HTML page with the screens' pictures, for a reviewer (needs `--output`).
    case html

    /// Writes the report.
    public func render(_ report: AuditReport) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .html: HTMLReporter.render(report)
        }
    }
}
