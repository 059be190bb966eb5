import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// The standards' kinds through every reporter, the config file's
/// `standards` key, `fail-on`, `ignore` and baselines.
@Suite("Audit standards: reporters, config, fail-on, ignore, baselines")
struct StandardsReportingTests {
    /// Two 20 × 20 targets 3 apart under uikit, audited for both WCAG levels:
    /// two target-size findings (their circles cross) and two enhanced ones.
    static func findings() throws -> [AuditFinding] {
        let s = Scene(name: "Pair", canvas: Size(width: 100, height: 60), slop: 10,
                      tree: [view("a", 10, 10, 20, 20, tappable: true), view("b", 33, 10, 20, 20, tappable: true)])
        var options = AuditOptions(policies: [.uikit])
        options.standards = [.wcagAA, .wcagAAA]
        return try Audit.run(scene: s, file: "Scenes/pair.yaml", options: options)
    }

    static func report(_ fs: [AuditFinding]) -> AuditReport {
        AuditReport(scenes: [AuditedScene(file: "Scenes/pair.yaml", name: "Pair", policies: [.uikit])], findings: fs)
    }

    @Test("the findings: two of each WCAG kind and the close pair, in kind order")
    func kinds() throws {
        let fs = try Self.findings()
        #expect(fs.map(\.kind) == [.targetSize, .targetSize, .targetSizeEnhanced, .targetSizeEnhanced, .close])
        #expect(fs[0].standard == .wcagAA && fs[2].standard == .wcagAAA && fs[4].standard == nil)
    }

    @Test("sarif: a rule for each of the seven kinds, the WCAG ones with W3C's Understanding page as helpUri")
    func sarif() throws {
        let log = try AuditReporterTests.sarif(Self.report(try Self.findings()))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["unreachable", "small", "target-size", "target-size-enhanced",
                                                     "swallowed", "ambiguous", "close"])
        #expect(rules[2]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum")
        #expect(rules[3]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced")
        #expect(rules.enumerated().allSatisfy { ($0.offset == 2 || $0.offset == 3) == ($0.element["helpUri"] != nil) })
        for r in rules[2...3] {
            let short = (r["shortDescription"] as? [String: Any])?["text"] as? String ?? ""
            #expect(short.contains("WCAG 2.2 success criterion 2.5."))
            #expect((r["help"] as? [String: Any])?["text"] as? String != nil)
            #expect(((r["properties"] as? [String: Any])?["tags"] as? [String])?.contains("wcag22") == true)
        }
        let results = AuditReporterTests.results(log)
        #expect(results.map { $0["ruleId"] as? String } == ["target-size", "target-size", "target-size-enhanced",
                                                           "target-size-enhanced", "close"])
        #expect(results[0]["ruleIndex"] as? Int == 2 && results[2]["ruleIndex"] as? Int == 3)
        let message = (results[0]["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(message.contains("target-size a: WCAG 2.5.8: its largest square is 20 × 20 pt, under 24"))
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["standard"] as? String == "wcag-aa" && properties["square"] as? Double == 20)
    }

    @Test("json: standard and square on the WCAG kinds, not on the others")
    func json() throws {
        let lines = ReporterKind.json.render(Self.report(try Self.findings())).split(separator: "\n")
        let objects = try lines.map { try #require(jsonObject($0)) }
        #expect(objects.map { $0["standard"] as? String } == ["wcag-aa", "wcag-aa", "wcag-aaa", "wcag-aaa", nil])
        #expect(objects.map { $0["square"] as? Double } == [20, 20, 20, 20, nil])
        #expect(objects[0]["views"] as? [String] == ["a", "b"] && objects[1]["views"] as? [String] == ["b", "a"])
        #expect(objects[0]["bounds"] as? [Double] == [10, 10, 20, 20] && objects[0]["area"] as? Double == 400)
    }

    @Test("junit and github: each failure and annotation names the criterion")
    func junitAndGitHub() throws {
        let report = Self.report(try Self.findings())
        let xml = try XMLDocument(data: Data(ReporterKind.junit.render(report).utf8))
        let failures = try xml.nodes(forXPath: "//testcase[@name='uikit']/failure").compactMap { $0 as? XMLElement }
        #expect(failures.map { $0.attribute(forName: "type")?.stringValue } == ["target-size", "target-size",
                                                                                "target-size-enhanced", "target-size-enhanced"])
        #expect(failures[0].attribute(forName: "message")?.stringValue?.contains("WCAG 2.5.8") == true)
        #expect(failures[2].attribute(forName: "message")?.stringValue?.contains("WCAG 2.5.5") == true)
        let lines = GitHubReporter.render(report, currentDirectory: "/nowhere").split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("::warning file=Scenes/pair.yaml,line=1,title=tapplay target-size (uikit)::"))
        #expect(lines[0].contains("WCAG 2.5.8: its largest square is 20 × 20 pt, under 24, and the centre of b, also under 24, is 23 pt away"))
        #expect(lines[2].contains("title=tapplay target-size-enhanced (uikit)::") && lines[2].contains("WCAG 2.5.5"))
    }

    @Test("config: standards is a list (one name alone is a list of one); bad values name file, line, column and key")
    func config() throws {
        let c = try AuditConfigLoader.parse(yaml: "standards: [wcag-aa, platform, wcag-aa]\n", source: ".tapplay.yml")
        #expect(c.standards == [.wcagAA, .platform])
        #expect(try AuditConfigLoader.parse(yaml: "standards: wcag-aaa\n", source: "c.yml").standards == [.wcagAAA])
        #expect(AuditConfigTests.problems("standards: [platform, wcag-a]\n")
                == [".tapplay.yml:1:23: standards[1]: unknown standard 'wcag-a' (did you mean 'wcag-aa'?)"])
        #expect(AuditConfigTests.problems("standards: []\n")
                == [".tapplay.yml:1:12: standards: expected a list that names at least one standard, got an empty list"])
        #expect(AuditConfigTests.problems("standards: {aa: 1}\n").first?.hasPrefix(".tapplay.yml:1:12: standards: expected a list of standard names") == true)
        #expect(AuditConfigTests.problems("standards: [3]\n").first?.hasPrefix(".tapplay.yml:1:13: standards[0]: unknown standard '3'") == true)
        // The command line's standards replace the file's; neither: platform alone.
        #expect(c.options(policies: [], minSize: nil, spacing: nil, resolution: nil, slop: nil, radius: nil).standards
                == [.platform, .wcagAA])
        #expect(c.options(policies: [], minSize: nil, spacing: nil, resolution: nil, slop: nil, radius: nil,
                          standards: [.wcagAAA]).standards == [.wcagAAA])
        #expect(AuditConfig().options(policies: [], minSize: nil, spacing: nil, resolution: nil, slop: nil,
                                      radius: nil).standards == [.platform])
    }

    @Test("fail-on, ignore and baselines take the new kinds")
    func filters() throws {
        let fs = try Self.findings()
        let scenes = Self.report(fs).scenes
        let c = try AuditConfigLoader.parse(yaml: """
            fail-on: [target-size-enhanced]
            ignore:
              - {view: b, kind: target-size}
              - kind: close
            """, source: "c.yml")
        #expect(c.failOn == [.targetSizeEnhanced])
        let kept = FindingFilter(ignore: c.ignore).report(findings: fs, scenes: scenes, failOn: c.failingKinds)
        // The ignore entry matches any of a finding's views: b is in both target-size findings.
        #expect(kept.findings.map(\.kind) == [.targetSizeEnhanced, .targetSizeEnhanced])
        #expect(kept.fails)
        let failOnAA = FindingFilter(ignore: c.ignore).report(findings: fs, scenes: scenes, failOn: [.targetSize])
        #expect(!failOnAA.fails)
        // A baseline records them with their areas and reads them back.
        let b = Baseline(findings: fs)
        #expect(b.serialized.contains(#"{"scene": "Pair", "kind": "target-size", "policy": "uikit", "views": ["a", "b"], "area": 400.0}"#))
        let read = try BaselineFile.parse(Data(b.serialized.utf8), file: "base.json")
        #expect(fs.allSatisfy(read.knows))
        let left = FindingFilter(baseline: read).report(findings: fs, scenes: scenes)
        #expect(left.findings.isEmpty && left.scenes[0].known == fs.count)
    }
}
