/// A finding's text line and JSON object, the two forms every reporter builds
/// on: SARIF and GitHub messages, JUnit failures and the lines of its
/// `system-out` are the text line.
public enum FindingFormat {
    /// One line, as the text report prints it (raw: callers that print to a
    /// terminal make it safe): the finding's line, which a finding to review
    /// begins with `review (BECAUSE): ` (SPEC 5.3).
    public static func textLine(_ f: AuditFinding) -> String {
        guard let because = f.certainty.because else { return f.textLine }
        return reviewPrefix(because) + f.textLine
    }

    /// `review (density-assumed): `, the start of a finding to review's line.
    public static func reviewPrefix(_ because: ReviewReason) -> String {
        "review (\(because.rawValue)): "
    }

    /// One JSON object, as the JSON report prints it.
    public static func jsonObject(_ f: AuditFinding) -> JSON { f.json }
}
