/// The text report: for each scene, a line per certain finding, then a line
/// per finding to review (`review (BECAUSE): …`, SPEC 5.3), each group in
/// report order, then its summary line, which counts both and says how many
/// findings the baseline and the config file left out. Every line is made
/// safe for a terminal.
enum TextReporter {
    static func render(_ report: AuditReport) -> String {
        var out = ""
        let byFile = report.findingsByFile()
        for scene in report.scenes {
            let findings = byFile[scene.file] ?? []
            for f in findings where f.certainty.isCertain { out += SafeText.visible(FindingFormat.textLine(f)) + "\n" }
            for f in findings where !f.certainty.isCertain { out += SafeText.visible(FindingFormat.textLine(f)) + "\n" }
            out += SafeText.visible(summary(scene, findings)) + "\n"
        }
        return out
    }

    /// The audit's summary line, then `; 2 known from the baseline, 1 ignored`
    /// when any were left out.
    static func summary(_ scene: AuditedScene, _ findings: [AuditFinding]) -> String {
        var out = AuditSummary.line(scene, findings: findings)
        var left: [String] = []
        if scene.known > 0 { left.append("\(scene.known) known from the baseline") }
        if scene.ignored > 0 { left.append("\(scene.ignored) ignored") }
        if !left.isEmpty { out += "; " + left.joined(separator: ", ") }
        if let more = scene.omittedLine { out += "; " + more }
        return out
    }
}
