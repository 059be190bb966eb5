/// The text report: one line per finding, then one summary line per scene,
/// every line made safe for a terminal.
enum TextReporter {
    static func render(_ report: AuditReport) -> String {
        var out = ""
        for f in report.findings { out += SafeText.visible(FindingFormat.textLine(f)) + "\n" }
        for scene in report.scenes { out += SafeText.visible(summary(scene, report.findings(of: scene))) + "\n" }
        return out
    }

    /// `demo.yaml: 3 tap problems under uikit, swiftui (2 known from the baseline, 1 ignored)`.
    static func summary(_ scene: AuditedScene, _ findings: [AuditFinding]) -> String {
        let n = findings.count
        var out = "\(scene.file): " + (n == 0 ? "no tap problems" : "\(n) tap problem\(n == 1 ? "" : "s")")
        if !scene.policies.isEmpty { out += " under " + scene.policies.map(\.rawValue).joined(separator: ", ") }
        var left: [String] = []
        if scene.known > 0 { left.append("\(scene.known) known from the baseline") }
        if scene.ignored > 0 { left.append("\(scene.ignored) ignored") }
        if !left.isEmpty { out += " (" + left.joined(separator: ", ") + ")" }
        return out
    }
}
