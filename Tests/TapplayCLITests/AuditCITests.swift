import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TapplayTestSupport

/// `tapplay audit` in CI, end to end: every reporter parsed back, --output,
/// the baseline round trip, the config file and its precedence, bad input.
@Suite("tapplay audit in CI: reporters, baseline, config")
struct AuditCITests {
    /// Two buttons 4 pt apart, one 40 pt wide (its hit area grown to 50 by
    /// hitInsets): under swiftui an ambiguous seam, and a close pair (one of
    /// them undersized). The name and a label hold what every format must escape.
    static let scene = """
        name: "CI \\"demo\\" <&> 100%: a, b\\nline two"
        canvas: [200, 200]
        views:
          - id: reply
            frame: [10, 10, 50, 50]
            tappable: true
            label: "Re: <&> \\"x\\", 100%"
          - id: boost
            frame: [64, 10, 40, 50]
            hitInsets: { top: 0, left: 0, bottom: 0, right: 10 }
            tappable: true

        """
    /// A directory and file name with `:`, `,`, `%`, quotes, `<` and `&`.
    static let nastyPath = "we:ird,%\"<&>'/sc,e:ne%.yaml"

    /// A fresh directory holding `files` (relative path → text).
    static func workspace(_ files: [String: String]) throws -> String {
        try TemporaryFiles.folder("ci", holding: files).path
    }

    static func json(_ text: String) throws -> [String: Any] { try #require(jsonObject(text), "not a JSON object: \(text)") }

    // MARK: - Reporters

    @Test("--json is --reporter json byte for byte; text is the default")
    func jsonAlias() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene])
        let a = try CLI.run(in: dir, ["audit", "demo.yaml", "--json"])
        let b = try CLI.run(in: dir, ["audit", "demo.yaml", "--reporter", "json"])
        #expect(a.status == 1 && b.status == 1)
        #expect(a.stdout == b.stdout && !a.stdout.isEmpty)
        #expect(a.lines.count == 2)
        let t = try CLI.run(in: dir, ["audit", "demo.yaml"])
        let text = try CLI.run(in: dir, ["audit", "demo.yaml", "--reporter", "text"])
        #expect(t.stdout == text.stdout && t.lines.count == 3)
    }

    @Test("sarif: the driver's version is what tapplay --version prints; URIs relative and percent-encoded; lines of the views")
    func sarif() throws {
        let dir = try Self.workspace([Self.nastyPath: Self.scene])
        let r = try CLI.run(in: dir, ["audit", Self.nastyPath, "--reporter", "sarif"])
        #expect(r.status == 1, "\(r.stderr)")
        let log = try Self.json(r.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(driver["name"] as? String == "tapplay" && driver["version"] as? String == version)
        #expect((driver["rules"] as? [[String: Any]])?.count == 7)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["ambiguous", "close"])
        let json = try CLI.run(in: dir, ["audit", Self.nastyPath, "--json"]).lines
        for (result, line) in zip(results, json) {
            #expect(result["level"] as? String == "warning")
            let message = (result["message"] as? [String: Any])?["text"] as? String
            #expect(message?.hasPrefix(Self.nastyPath + ": ") == true)
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = try #require((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.removingPercentEncoding == Self.nastyPath)
            #expect(!uri.contains(":") && !uri.contains("\"") && !uri.contains("<"))
            #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 4, "the line of reply's id")
            let print = (result["partialFingerprints"] as? [String: Any])?["tapplay/v1"] as? String
            #expect(print?.count == 64)
            #expect(jsonObject(line)?["kind"] as? String == result["ruleId"] as? String)
        }
        // A file outside the current directory is an absolute file:// URI.
        let outside = try CLI.run(in: try Self.workspace([:]), ["audit", dir + "/" + Self.nastyPath, "--reporter", "sarif"])
        let uri = ((((try Self.json(outside.stdout)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?
            .first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri.flatMap { URL(string: $0) }?.path == dir + "/" + Self.nastyPath, "\(uri ?? "none")")
    }

    @Test("sarif: fingerprints stay when a zone only grows; views that change make a new one")
    func fingerprints() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene,
                                      "wider.yaml": Self.scene.replacingOccurrences(of: "[64, 10", with: "[66, 10")])
        func prints(_ file: String) throws -> [String] {
            let log = try Self.json(try CLI.run(in: dir, ["audit", file, "--reporter", "sarif"]).stdout)
            let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: Any])?["tapplay/v1"] as? String }
        }
        let before = try prints("demo.yaml")
        #expect(before.count == 2)
        #expect(try prints("wider.yaml") == before, "the same scene name, kinds and views")
    }

    @Test("github: one workflow command per finding and nothing else; file and message read back")
    func github() throws {
        let dir = try Self.workspace([Self.nastyPath: Self.scene])
        let r = try CLI.run(in: dir, ["audit", Self.nastyPath, "--reporter", "github"])
        #expect(r.status == 1)
        let text = try CLI.run(in: dir, ["audit", Self.nastyPath]).lines
        #expect(r.lines.count == 2)
        for (line, expected) in zip(r.lines, text) {
            let pattern = #"^::warning file=([^,:]*),line=([0-9]+),title=tapplay (ambiguous|close) \((swiftui|geometry)\)::(.*)$"#
            let match = try #require(line.wholeMatch(of: try Regex(pattern)), "not a workflow command: \(line)")
            let file = String(match.output[1].substring ?? "")
            #expect(unescape(file, property: true) == Self.nastyPath)
            #expect(match.output[2].substring == "4")
            #expect(unescape(String(match.output[5].substring ?? ""), property: false) == expected)
        }
    }

    @Test("junit: a testsuite per scene, a testcase per policy and close, a failure per finding, parsed by XMLDocument")
    func junit() throws {
        let dir = try Self.workspace([Self.nastyPath: Self.scene, "clean.yaml": Self.scene.replacingOccurrences(of: "[64, 10", with: "[140, 10")])
        let r = try CLI.run(in: dir, ["audit", Self.nastyPath, "clean.yaml", "--reporter", "junit"])
        #expect(r.status == 1)
        let doc = try XMLDocument(xmlString: r.stdout, options: [])
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == [Self.nastyPath, "clean.yaml"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["uikit", "swiftui", "close"])
        let failures = cases.map { $0.elements(forName: "failure").map { $0.attribute(forName: "message")?.stringValue ?? "" } }
        let text = try CLI.run(in: dir, ["audit", Self.nastyPath]).lines
        #expect(failures == [[], [text[0]], [text[1]]])
        let property = suites[0].elements(forName: "properties").first?.elements(forName: "property").first
        #expect(property?.attribute(forName: "value")?.stringValue == "CI \"demo\" <&> 100%: a, b\nline two")
        #expect(suites[1].elements(forName: "testcase").allSatisfy { $0.elements(forName: "failure").isEmpty })
    }

    @Test("a dump: results are located at the line each element came from; SARIF, github and the baseline work on it")
    func dump() throws {
        let dump = """
            Attributes: Application, pid: 7, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                    Button, 0x4, {{20.0, 100.0}, {30.0, 30.0}}, identifier: 'tiny', label: 'x'
                    Button, 0x5, {{20.0, 300.0}, {200.0, 60.0}}, identifier: 'buy', label: 'Buy'

            """
        let dir = try Self.workspace(["UIDumps/shop.txt": dump])
        let r = try CLI.run(in: dir, ["audit", "UIDumps/shop.txt", "--reporter", "sarif"])
        #expect(r.status == 1, "\(r.stderr)")
        let run = try #require((try Self.json(r.stdout)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "UIDumps/shop.txt")
            #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 6, "the line of 'tiny'")
        }
        let github = try CLI.run(in: dir, ["audit", "UIDumps/shop.txt", "--reporter", "github"])
        #expect(github.lines.allSatisfy { $0.hasPrefix("::warning file=UIDumps/shop.txt,line=6,title=tapplay small (") })
        _ = try CLI.run(in: dir, ["audit", "UIDumps/shop.txt", "--write-baseline", "b.json"])
        #expect(try CLI.run(in: dir, ["audit", "UIDumps/shop.txt", "--baseline", "b.json"]).status == 0)
    }

    @Test("--output writes the report to a file and nothing to standard output")
    func output() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene])
        let r = try CLI.run(in: dir, ["audit", "demo.yaml", "--reporter", "sarif", "--output", "out/../report.sarif"])
        #expect(r.status == 1 && r.stdout.isEmpty)
        let written = try String(contentsOfFile: dir + "/report.sarif", encoding: .utf8)
        #expect(try Self.json(written)["version"] as? String == "2.1.0")
        // A device is written in place, never replaced by a file.
        func type() throws -> FileAttributeType? {
            try FileManager.default.attributesOfItem(atPath: "/dev/stdout")[.type] as? FileAttributeType
        }
        let before = try type()
        let device = try CLI.run(in: dir, ["audit", "demo.yaml", "--reporter", "json", "--output", "/dev/stdout"])
        #expect(device.status == 1 && device.lines.count == 2)
        #expect(try type() == before && before != .typeRegular)
        let bad = try CLI.run(in: dir, ["audit", "demo.yaml", "--output", "no/such/dir/r.txt"])
        #expect(bad.status == 74)
        #expect(bad.stderr == "tapplay: no/such/dir/r.txt: cannot write: no such directory\n")
    }

    // MARK: - Baseline

    @Test("baseline round trip: write, add a problem (only it reported, status 1), remove it (status 0)")
    func baselineRoundTrip() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene])
        let write = try CLI.run(in: dir, ["audit", "demo.yaml", "--write-baseline", "tapplay-baseline.json"])
        #expect(write.status == 1, "writing reports and exits as usual")
        #expect(write.lines.count == 3)
        let baseline = try Self.json(try String(contentsOfFile: dir + "/tapplay-baseline.json", encoding: .utf8))
        #expect(baseline["tapplay-baseline"] as? Int == 1)
        let entries = try #require(baseline["findings"] as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["ambiguous", "close"])
        #expect(entries[0]["scene"] as? String == "CI \"demo\" <&> 100%: a, b\nline two")
        #expect(entries[0]["area"] as? Double == 436 && entries[1]["area"] == nil)

        let known = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "tapplay-baseline.json"])
        #expect(known.status == 0, "\(known.stdout)")
        #expect(known.lines == ["demo.yaml: no tap problems under uikit, swiftui (the platform's default; --policy or "
                               + "the config's policies choose others); 2 known from the baseline"])

        // A new, small button: only its findings are reported.
        let added = Self.scene + """
              - id: late
                frame: [150, 150, 20, 20]
                tappable: true

            """
        try added.write(toFile: dir + "/demo.yaml", atomically: true, encoding: .utf8)
        let new = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "tapplay-baseline.json", "--json"])
        #expect(new.status == 1)
        #expect(new.lines.count == 2)
        #expect(new.lines.allSatisfy { (jsonObject($0)?["views"] as? [String]) == ["late"] })

        try Self.scene.write(toFile: dir + "/demo.yaml", atomically: true, encoding: .utf8)
        let removed = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "tapplay-baseline.json"])
        #expect(removed.status == 0)
    }

    @Test("baseline: a zone up to 10% larger is known, one that grew more is new")
    func baselineGrowth() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene])
        _ = try CLI.run(in: dir, ["audit", "demo.yaml", "--write-baseline", "b.json"])
        // 5 pt apart: the seam grows from 436 to 467 pt² (7%); 6 pt apart: to 498 pt² (14%).
        try Self.scene.replacingOccurrences(of: "[64, 10", with: "[65, 10")
            .write(toFile: dir + "/demo.yaml", atomically: true, encoding: .utf8)
        #expect(try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "b.json"]).status == 0)
        try Self.scene.replacingOccurrences(of: "[64, 10", with: "[66, 10")
            .write(toFile: dir + "/demo.yaml", atomically: true, encoding: .utf8)
        let grew = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "b.json", "--json"])
        #expect(grew.status == 1)
        #expect(grew.lines.map { jsonObject($0)?["kind"] as? String } == ["ambiguous"], "the close pair has no area: still known")
    }

    @Test("a bad baseline, or one of another version, is one line and status 2")
    func badBaseline() throws {
        let dir = try Self.workspace([
            "demo.yaml": Self.scene,
            "v2.json": #"{"tapplay-baseline": 2, "findings": []}"#,
            "list.json": "[1, 2, 3]",
            "scene.json": Self.scene,
        ])
        for (file, message) in [
            ("v2.json", "tapplay: v2.json: baseline format version 2 is not supported (this tapplay reads version 1); write it again with --write-baseline\n"),
            ("list.json", "tapplay: list.json: not a tapplay baseline (expected {\"tapplay-baseline\": 1, \"findings\": [...]})\n"),
            ("scene.json", "tapplay: scene.json: not a tapplay baseline: not valid JSON (expected {\"tapplay-baseline\": 1, \"findings\": [...]})\n"),
            ("none.json", "tapplay: none.json: cannot read the baseline: no such file (write one with --write-baseline)\n"),
        ] {
            let r = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", file])
            #expect(r.status == 2 && r.stdout.isEmpty)
            #expect(r.stderr == message)
        }
        let both = try CLI.run(in: dir, ["audit", "demo.yaml", "--baseline", "a.json", "--write-baseline", "b.json"])
        #expect(both.status == 64 && both.stderr.split(separator: "\n").count == 1)
    }

    // MARK: - Config

    @Test("config: .tapplay.yml sets policies, fail-on and ignore; the command line wins")
    func config() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene, ".tapplay.yml": """
            policies: [uikit]
            spacing: 3
            """])
        // spacing 3 < the 4 pt gap: no close finding; uikit only: no ambiguous seam.
        let r = try CLI.run(in: dir, ["audit", "demo.yaml"])
        #expect(r.status == 0 && r.lines == ["demo.yaml: no tap problems under uikit (the config's policies)"])
        let cli = try CLI.run(in: dir, ["audit", "demo.yaml", "--policy", "swiftui", "--spacing", "8", "--json"])
        #expect(cli.lines.map { jsonObject($0)?["kind"] as? String } == ["ambiguous", "close"])

        try "fail-on: [unreachable, small]\nignore:\n  - {view: 'bo*', kind: close}\n"
            .write(toFile: dir + "/.tapplay.yml", atomically: true, encoding: .utf8)
        let soft = try CLI.run(in: dir, ["audit", "demo.yaml", "--json"])
        #expect(soft.status == 0, "an ambiguous seam is reported but does not fail the run")
        #expect(soft.lines.map { jsonObject($0)?["kind"] as? String } == ["ambiguous"])

        // --config replaces the file in the current directory.
        try "policies: [exact]\n".write(toFile: dir + "/other.yml", atomically: true, encoding: .utf8)
        let other = try CLI.run(in: dir, ["audit", "demo.yaml", "--config", "other.yml"])
        #expect(other.lines.last?.hasPrefix("demo.yaml: ") == true)
        #expect(other.lines.last?.contains("exact") == true && other.lines.last?.contains("uikit") == false)
        #expect(other.status == 1, "no fail-on from the other file: every kind fails")
    }

    @Test("config: a bad key or value is one line with line and column, status 2; a missing --config file too")
    func badConfig() throws {
        let dir = try Self.workspace(["demo.yaml": Self.scene, ".tapplay.yml": "policies: [uikit]\nmin-size: -3\nspacng: 4\n"])
        let r = try CLI.run(in: dir, ["audit", "demo.yaml"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr == """
            tapplay: .tapplay.yml:2:11: min-size: -3 must not be negative
            tapplay: .tapplay.yml:3:1: spacng: unknown setting (did you mean 'spacing'?)

            """)
        let missing = try CLI.run(in: dir, ["audit", "demo.yaml", "--config", "nope.yml"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "tapplay: nope.yml: cannot read: no such file\n")
    }

    @Test("--json with another --reporter is a usage error")
    func conflictingReporters() throws {
        let r = try CLI.run(["audit", CLI.scene("single-square.yaml"), "--json", "--reporter", "junit"])
        #expect(r.status == 64)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("--json"))
        let bad = try CLI.run(["audit", CLI.scene("single-square.yaml"), "--reporter", "xml"])
        #expect(bad.status == 64)
    }

    /// The runner's unescaping of workflow command values.
    func unescape(_ s: String, property: Bool) -> String {
        var out = s.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return out.replacingOccurrences(of: "%25", with: "%")
    }
}
