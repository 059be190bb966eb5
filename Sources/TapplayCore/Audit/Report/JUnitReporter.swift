/// The JUnit XML report: a `testsuites` root, a `testsuite` per scene named by
/// its file as given, in it a `testcase` per policy audited (named by the
/// policy) and one named `close`, and a `failure` per certain finding, whose
/// message and text are the finding's text line and whose type is its kind;
/// the findings to review are their text lines (`review (BECAUSE): …`) in the
/// test case's `system-out`, and fail nothing (SPEC 5.3). `tests` and
/// `failures` count test cases, as JUnit does: a case fails when it holds a
/// certain finding.
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
            let failed = cases.filter { $0.findings.contains(where: \.certainty.isCertain) }.count
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
                for f in c.findings where f.certainty.isCertain {
                    let line = FindingFormat.textLine(f)
                    suite += "      <failure message=\"\(XMLText.attribute(line))\" type=\"\(f.kind.rawValue)\">"
                        + XMLText.content(line) + "</failure>\n"
                }
                let review = c.findings.filter { !$0.certainty.isCertain }.map(FindingFormat.textLine)
                if !review.isEmpty {
                    suite += "      <system-out>" + XMLText.content(review.joined(separator: "\n")) + "</system-out>\n"
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
