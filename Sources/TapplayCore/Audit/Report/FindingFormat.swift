/// A finding's text line and JSON object, the two forms every reporter builds
/// on: SARIF and GitHub messages and JUnit failures are the text line.
public enum FindingFormat {
    /// One line, as the text report prints it (raw: callers that print to a
    /// terminal make it safe).
    public static func textLine(_ f: AuditFinding) -> String { f.textLine }

    /// One JSON object, as the JSON report prints it.
    public static func jsonObject(_ f: AuditFinding) -> JSON { f.json }
}
