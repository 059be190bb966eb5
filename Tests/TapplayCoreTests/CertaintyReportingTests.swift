import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// SPEC 5.3 in every reporter: certain findings and findings to review, told
/// apart in JSON, SARIF, GitHub, JUnit and text; the exit status; baselines
/// and `ignore` taking both.
@Suite("Certainty in every reporter, the exit status, baselines and ignore")
struct CertaintyReportingTests {
    typealias F = AuditCIFixtures

    @Test("json: certainty after what the kind measures, because last and only for review")
    func json() throws {
        let report = F.mixedReport()
        let lines = ReporterKind.json.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count)
        #expect(lines[0].hasSuffix(#""size": [30.0, 20.0], "certainty": "certain"}"#))
        #expect(lines[1].hasSuffix(#""bounds": [94.0, 34.0, 12.0, 12.0], "certainty": "review", "because": "own-action-unknown"}"#))
        #expect(lines[3] == #"{"scene": "Scenes/demo.yaml", "kind": "close", "policy": null, "views": ["reply", "boost"], "gap": 4.0, "certainty": "review", "because": "system-control"}"#)
        for (line, f) in zip(lines, report.findings) {
            let o = try #require(jsonObject(line))
            #expect(o["certainty"] as? String == f.certainty.name)
            #expect(o["because"] as? String == f.certainty.because?.rawValue)
        }
        // Every reason by its SPEC name.
        #expect(ReviewReason.allCases.map(\.rawValue) == ["tappable-guessed", "density-assumed", "system-control",
                                                          "own-action-unknown", "in-transition", "framework-rules"])
    }

    @Test("sarif: level warning when certain, note when to review; properties carry certainty and because")
    func sarif() throws {
        let report = F.mixedReport()
        let log = try #require(jsonObject(SARIFReporter.render(report, currentDirectory: "/work/repo")))
        let results = AuditReporterTests.results(log)
        #expect(results.count == report.findings.count)
        for (r, f) in zip(results, report.findings) {
            #expect(r["level"] as? String == (f.certainty.isCertain ? "warning" : "note"))
            let properties = try #require(r["properties"] as? [String: Any])
            #expect(properties["certainty"] as? String == f.certainty.name)
            #expect(properties["because"] as? String == f.certainty.because?.rawValue)
            #expect((r["message"] as? [String: Any])?["text"] as? String == FindingFormat.textLine(f))
        }
        #expect(results.map { $0["level"] as? String } == ["warning", "note", "warning", "note", "note"])
        #expect(((results[1]["message"] as? [String: Any])?["text"] as? String)?
            .hasPrefix("review (own-action-unknown): Scenes/demo.yaml: uikit: swallowed buy by badge") == true)
    }

    @Test("github: ::warning for certain, ::notice for review, whose message begins review (because)")
    func github() {
        let report = F.mixedReport()
        let lines = GitHubReporter.render(report, currentDirectory: "/work/repo").split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count)
        #expect(lines.map { String($0.prefix(while: { $0 != " " })) }
            == ["::warning", "::notice", "::warning", "::notice", "::notice"])
        #expect(lines[3] == "::notice file=Scenes/demo.yaml,line=12,title=tapplay close (geometry)::"
            + "review (system-control): Scenes/demo.yaml: close reply ~ boost: 4 pt apart — add spacing between them")
        // The notice parses as the warning does.
        let asWarning = "::warning " + lines[1].dropFirst("::notice ".count)
        let c = AuditReporterTests.parseCommand(asWarning)
        #expect(c?.message == FindingFormat.textLine(report.findings[1]))
    }

    @Test("junit: a failure per certain finding, review lines in the testcase's system-out, failures count certain only")
    func junit() throws {
        let report = F.mixedReport()
        let doc = try XMLDocument(xmlString: JUnitReporter.render(report), options: [])
        let root = try #require(doc.rootElement())
        // demo: uikit fails (small), swiftui fails (ambiguous), close has only review; other: nothing certain.
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["2", "0"])
        let demo = suites[0].elements(forName: "testcase")
        #expect(demo.map { $0.elements(forName: "failure").count } == [1, 1, 0])
        let outs = demo.map { $0.elements(forName: "system-out").first?.stringValue }
        #expect(outs == [FindingFormat.textLine(report.findings[1]), nil, FindingFormat.textLine(report.findings[3])])
        #expect(outs[0]?.hasPrefix("review (own-action-unknown): ") == true)
        let other = suites[1].elements(forName: "testcase")
        #expect(other.allSatisfy { $0.elements(forName: "failure").isEmpty })
        #expect(other[1].elements(forName: "system-out").first?.stringValue == FindingFormat.textLine(report.findings[4]))
        // Two findings to review in one case: one line each.
        var two = report
        two.findings.append(F.review(F.unreachable(), .inTransition))
        let uikit = try XMLDocument(xmlString: JUnitReporter.render(two), options: []).rootElement()?
            .elements(forName: "testsuite").first?.elements(forName: "testcase").first
        #expect(uikit?.elements(forName: "system-out").first?.stringValue?.split(separator: "\n").count == 2)
    }

    @Test("text: per scene the certain findings, then the review ones prefixed, then both counted in the summary")
    func text() {
        let report = F.mixedReport()
        let lines = ReporterKind.text.render(report).split(separator: "\n").map(String.init)
        let f = report.findings
        #expect(lines == [
            f[0].textLine, f[2].textLine,
            "review (own-action-unknown): " + f[1].textLine, "review (system-control): " + f[3].textLine,
            "Scenes/demo.yaml: 2 problems, 2 to review under uikit, swiftui "
                + "(uikit: 1 small, to review 1 swallowed; swiftui: 1 ambiguous; close: to review 1)",
            "review (tappable-guessed): " + f[4].textLine,
            "Scenes/other.yaml: 0 problems, 1 to review under uikit, swiftui "
                + "(uikit: none; swiftui: to review 1 ambiguous; close: none)",
        ])
        // Control characters stay visible on review lines too.
        let nasty = AuditReport(scenes: [AuditedScene(file: "a\u{1B}.yaml", name: "A", policies: [.uikit])],
                                findings: [F.review(F.small(file: "a\u{1B}.yaml", view: "x\ny"))])
        let out = ReporterKind.text.render(nasty)
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(out.hasPrefix("review (density-assumed): a^[.yaml: uikit: small x^Jy"))
    }

    @Test("exit status: review findings alone pass, unless failOnReview; a certain one fails; fail-on still applies")
    func fails() {
        let review = [F.review(F.small()), F.review(F.close(), .systemControl)]
        let scenes = [AuditedScene(file: "Scenes/demo.yaml", name: "Demo", policies: [.uikit])]
        #expect(!AuditReport(scenes: scenes, findings: review).fails)
        #expect(AuditReport(scenes: scenes, findings: review, failOnReview: true).fails)
        #expect(AuditReport(scenes: scenes, findings: review + [F.ambiguous()]).fails)
        // fail-on leaves out the certain finding's kind: the review ones do not stand in for it.
        #expect(!AuditReport(scenes: scenes, findings: review + [F.ambiguous()], failOn: [.small, .close]).fails)
        #expect(AuditReport(scenes: scenes, findings: review + [F.ambiguous()], failOn: [.small, .close],
                            failOnReview: true).fails)
        #expect(!AuditReport(scenes: scenes, findings: review, failOn: [.ambiguous], failOnReview: true).fails)
        // Findings past the limit count as before, whatever their certainty.
        var omitted = scenes
        omitted[0].omitted = [.small: 3]
        #expect(AuditReport(scenes: omitted, findings: review).fails)
    }

    @Test("baseline and ignore take findings to review; an entry matches whatever the certainty")
    func baselineAndIgnore() throws {
        let certain = F.swallowed()
        let review = F.review(certain, .ownActionUnknown)
        // Written from a review finding, read back, it knows the certain one and the other way round.
        let fromReview = try BaselineFile.parse(Data(Baseline(findings: [review]).serialized.utf8), file: "b.json")
        #expect(fromReview.knows(certain) && fromReview.knows(review))
        #expect(Baseline(findings: [certain]).knows(review))
        #expect(!Baseline(findings: [certain]).serialized.contains("certainty"), "the baseline holds no certainty")
        let scenes = [AuditedScene(file: "Scenes/demo.yaml", name: "Demo", policies: [.uikit, .swiftui])]
        let known = FindingFilter(baseline: Baseline(findings: [certain]))
            .report(findings: [review, F.review(F.small())], scenes: scenes)
        #expect(known.findings.map(\.kind) == [.small] && known.scenes[0].known == 1)
        let ignored = FindingFilter(ignore: [IgnoreRule(view: try ViewGlob("bad-*"), kind: nil),
                                             IgnoreRule(view: nil, kind: .small)])
            .report(findings: [F.review(F.small()), F.review(F.swallowed()), F.review(F.unreachable(view: "bad-1"))],
                    scenes: scenes, failOnReview: true)
        #expect(ignored.findings.map(\.kind) == [.swallowed] && ignored.scenes[0].ignored == 2)
        #expect(ignored.fails)
    }
}
