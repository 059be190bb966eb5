/// The JSON report: one object per finding per line (see `FindingFormat.jsonObject`).
enum JSONReporter {
    static func render(_ report: AuditReport) -> String {
        report.findings.map { FindingFormat.jsonObject($0).serialized + "\n" }.joined()
    }
}
