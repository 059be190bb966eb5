/// The JUnit XML report: a `testsuites` root, a `testsuite` per scene named by
/// its file as given, in it a `testcase` per policy audited (named by the
/// policy) and one named `close`, and a `failure` per finding, whose message
/// and text are the finding's text line and whose type is its kind. `tests`
/// and `failures` count test cases, as JUnit does.
enum JUnitReporter {
    static func render(_ report: AuditReport) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailed = 0
        let byFile = report.findingsByFile()
        for scene in report.scenes {
            let findings = byFile[scene.file] ?? []
            let cases: [(name: String, findings: [AuditFinding])] =
                scene.policies.map { p in (p.rawValue, findings.filter { $0.policy == p }) }
                + [("close", findings.filter { $0.policy == nil })]
            let failed = cases.filter { !$0.findings.isEmpty }.count
            totalTests += cases.count
            totalFailed += failed
            let file = XMLText.attribute(scene.file)
            var suite = "  <testsuite name=\"\(file)\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            suite += "    <properties>\n"
            suite += "      <property name=\"scene\" value=\"\(XMLText.attribute(scene.name))\"/>\n"
            if scene.known > 0 { suite += "      <property name=\"known\" value=\"\(scene.known)\"/>\n" }
            if scene.ignored > 0 { suite += "      <property name=\"ignored\" value=\"\(scene.ignored)\"/>\n" }
            if scene.omittedCount > 0 { suite += "      <property name=\"omitted\" value=\"\(scene.omittedCount)\"/>\n" }
            suite += "    </properties>\n"
            for c in cases {
                let open = "    <testcase name=\"\(XMLText.attribute(c.name))\" classname=\"\(file)\""
                if c.findings.isEmpty {
                    suite += open + "/>\n"
                    continue
                }
                suite += open + ">\n"
                for f in c.findings {
                    let line = FindingFormat.textLine(f)
                    suite += "      <failure message=\"\(XMLText.attribute(line))\" type=\"\(f.kind.rawValue)\">"
                        + XMLText.content(line) + "</failure>\n"
                }
                suite += "    </testcase>\n"
            }
            suite += "  </testsuite>\n"
            suites.append(suite)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tapplay audit\" tests=\"\(totalTests)\" failures=\"\(totalFailed)\" errors=\"0\">\n"
            + suites.joined()
            + "</testsuites>\n"
    }
}
