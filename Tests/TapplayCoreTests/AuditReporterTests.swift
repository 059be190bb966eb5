import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// Every reporter's output parsed back: the structure each consumer needs,
/// and every field escaped so that it reads back exactly.
@Suite("Audit reporters: json, sarif, github, junit, text")
struct AuditReporterTests {
    typealias F = AuditCIFixtures
    static let cwd = "/work/repo"

    static func sarif(_ report: AuditReport, cwd: String = cwd) throws -> [String: Any] {
        let text = SARIFReporter.render(report, currentDirectory: cwd)
        return try #require(jsonObject(text))
    }

    static func results(_ log: [String: Any]) -> [[String: Any]] {
        let runs = log["runs"] as? [[String: Any]] ?? []
        return runs.first?["results"] as? [[String: Any]] ?? []
    }

    /// Reverses RFC 3986 percent-encoding.
    static func percentDecoded(_ s: String) -> String? { s.removingPercentEncoding }

    // MARK: - JSON

    @Test("json: one object per finding per line with the finding's keys")
    func json() throws {
        let report = F.report()
        let lines = ReporterKind.json.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count)
        let objects = try lines.map { try #require(jsonObject($0)) }
        let amb = objects[3]
        #expect(amb["scene"] as? String == "Scenes/demo.yaml")
        #expect(amb["kind"] as? String == "ambiguous" && amb["policy"] as? String == "swiftui")
        #expect(amb["views"] as? [String] == ["reply", "boost"])
        #expect(amb["area"] as? Double == 412.5)
        #expect(amb["at"] as? [Double] == [56.25, 88.25])
        #expect(amb["bounds"] as? [Double] == [50, 60, 8, 60])
        #expect(lines[3] == #"{"scene": "Scenes/demo.yaml", "kind": "ambiguous", "policy": "swiftui", "views": ["reply", "boost"], "area": 412.5, "at": [56.25, 88.25], "bounds": [50.0, 60.0, 8.0, 60.0], "certainty": "certain"}"#)
        let unreachable = objects[0]
        #expect(unreachable["area"] as? Double == 0 && unreachable["at"] == nil && unreachable["bounds"] == nil)
        #expect(objects[1]["size"] as? [Double] == [30, 20])
        let close = objects[4]
        #expect(close["policy"] is NSNull && close["gap"] as? Double == 4)
        #expect(close["area"] == nil && close["at"] == nil && close["bounds"] == nil)
    }

    @Test("json: paths and ids with ':', ',', '%', quotes, '<', '&' and newlines read back exactly, one object a line")
    func jsonEscaping() throws {
        let file = "dir/\(F.nasty).yaml"
        let views = ["x:1,2%\"<&>'", "y\r\nz"]
        let report = F.report(file: file, scene: F.nasty, views: views)
        let lines = ReporterKind.json.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count, "a raw newline leaked")
        for (line, f) in zip(lines, report.findings) {
            let o = try #require(jsonObject(line))
            #expect(o["scene"] as? String == f.file)
            #expect(o["views"] as? [String] == f.views)
        }
        #expect(lines.filter { $0.contains(#""views": ["x:1,2%\"<&>'", "y\r\nz"]"#) }.count == 2)
    }

    @Test("text: quotes, '<', '&', ':' and ',' print as they are; a newline in a path or id is shown, never printed")
    func textEscaping() {
        let report = F.report(file: "dir/a:b,c%\"<&>'\nd.yaml", views: ["x\ny", "z"])
        let lines = ReporterKind.text.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == report.findings.count + report.scenes.count + 1)
        #expect(lines[0].hasPrefix("dir/a:b,c%\"<&>'^Jd.yaml: uikit: "))
        #expect(lines[3].contains("ambiguous x^Jy ~ z"))
    }

    // MARK: - SARIF

    @Test("sarif: 2.1.0, one run, tapplay's driver and version, a rule per kind with descriptions and help")
    func sarifDriver() throws {
        let log = try Self.sarif(F.report())
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tapplay")
        #expect(driver["version"] as? String == TapplayVersion.string)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String
                #expect(text?.isEmpty == false, "rule \(rule["id"] ?? "?") lacks \(key)")
            }
            #expect(((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String) == "warning")
        }
    }

    @Test("sarif: a warning result per finding with its rule, text line, file, line and fingerprint")
    func sarifResults() throws {
        let report = F.report()
        let log = try Self.sarif(report)
        let results = Self.results(log)
        #expect(results.count == report.findings.count)
        let rules = FindingKind.allCases.map(\.rawValue)
        for (r, f) in zip(results, report.findings) {
            #expect(r["ruleId"] as? String == f.kind.rawValue)
            #expect((r["ruleIndex"] as? Int).map { rules[$0] } == f.kind.rawValue)
            #expect(r["level"] as? String == "warning")
            #expect((r["message"] as? [String: Any])?["text"] as? String == FindingFormat.textLine(f))
            let locations = try #require(r["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == f.file)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == (f.line ?? 1))
            let print = try #require((r["partialFingerprints"] as? [String: Any])?["tapplay/v1"] as? String)
            #expect(print.count == 64 && print.allSatisfy(\.isHexDigit))
        }
        let bases = (log["runs"] as? [[String: Any]])?.first?["originalUriBaseIds"] as? [String: Any]
        #expect((bases?["%SRCROOT%"] as? [String: Any])?["uri"] as? String == "file:///work/repo/")
    }

    @Test("sarif: a file outside the current directory is an absolute file:// URI")
    func sarifAbsolute() throws {
        let f = F.ambiguous(file: "/elsewhere/my screens/login #1.yaml")
        let log = try Self.sarif(AuditReport(scenes: [], findings: [f]))
        let r = try #require(Self.results(log).first)
        let uri = (((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
            "artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "file:///elsewhere/my%20screens/login%20%231.yaml")
        #expect(URL(string: try #require(uri))?.path == "/elsewhere/my screens/login #1.yaml")
    }

    @Test("sarif: paths under the current directory become relative, percent-encoded URIs that decode back")
    func sarifRelativeEncoding() throws {
        let name = "dir/we:ird,%\"<&>'\n é.yaml"
        for given in [name, "/work/repo/" + name, "./" + name, "sub/../" + name] {
            let log = try Self.sarif(AuditReport(scenes: [], findings: [F.ambiguous(file: given)]))
            let r = try #require(Self.results(log).first)
            let artifact = (((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])
            let uri = try #require(artifact?["uri"] as? String)
            #expect(uri.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "\"" && $0 != "<" && $0 != ">" })
            #expect(Self.percentDecoded(uri) == name, "\(given) → \(uri)")
            #expect((r["message"] as? [String: Any])?["text"] as? String == FindingFormat.textLine(F.ambiguous(file: given)))
        }
    }

    @Test("sarif: unreachable views without a line start at line 1")
    func sarifLineOne() throws {
        let log = try Self.sarif(AuditReport(scenes: [], findings: [F.unreachable(line: nil)]))
        let r = try #require(Self.results(log).first)
        let region = ((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        #expect((region as? [String: Any])?["startLine"] as? Int == 1)
    }

    @Test("fingerprints stay when only the zone changes, and differ when scene, kind, policy or views do")
    func fingerprints() {
        let base = F.ambiguous()
        var moved = base
        moved.area = 900
        moved.at = Point(x: 1, y: 2)
        moved.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        moved.line = 99
        moved.file = "elsewhere/demo.yaml"
        #expect(FindingFingerprint.of(base) == FindingFingerprint.of(moved))
        let others = [
            F.ambiguous(scene: "Demo 2"), F.ambiguous(views: ["boost", "reply"]), F.ambiguous(policy: .exact),
            F.ambiguous(views: ["reply", "boost", "x"]),
        ]
        var kind = base
        kind.kind = .swallowed
        for o in others + [kind] { #expect(FindingFingerprint.of(o) != FindingFingerprint.of(base)) }
        // The parts cannot run into each other.
        #expect(FindingFingerprint.of(F.ambiguous(scene: "a", views: ["b,c"]))
            != FindingFingerprint.of(F.ambiguous(scene: "a", views: ["b", "c"])))
    }

    // MARK: - GitHub

    /// GitHub's workflow command: `::warning prop=value,prop=value::message`,
    /// no raw `,` or `:` in values, no raw CR or LF anywhere.
    static func parseCommand(_ line: String) -> (properties: [String: String], message: String)? {
        guard line.hasPrefix("::warning "), !line.contains("\n"), !line.contains("\r") else { return nil }
        let body = line.dropFirst("::warning ".count)
        guard let sep = body.range(of: "::") else { return nil }
        var properties: [String: String] = [:]
        for pair in body[..<sep.lowerBound].split(separator: ",", omittingEmptySubsequences: false) {
            let kv = pair.split(separator: "=", maxSplits: 1)
            guard kv.count == 2, !kv[1].contains(":") else { return nil }
            properties[String(kv[0])] = unescape(String(kv[1]), property: true)
        }
        return (properties, unescape(String(body[sep.upperBound...]), property: false))
    }

    /// The runner's unescaping (actions/runner `ActionCommand`).
    static func unescape(_ s: String, property: Bool) -> String {
        var out = s.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return out.replacingOccurrences(of: "%25", with: "%")
    }

    @Test("github: one ::warning line per finding, in the command syntax, that unescapes to the file and text line")
    func github() throws {
        let report = F.report()
        let text = GitHubReporter.render(report, currentDirectory: Self.cwd)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        #expect(lines.count - 1 == report.findings.count)
        for (line, f) in zip(lines, report.findings) {
            let c = try #require(Self.parseCommand(line), "not a workflow command: \(line)")
            #expect(Set(c.properties.keys) == ["file", "line", "title"])
            #expect(c.properties["file"] == f.file)
            #expect(c.properties["line"] == String(f.line ?? 1))
            #expect(c.properties["title"] == "tapplay \(f.kind.rawValue) (\(f.policy?.rawValue ?? "geometry"))")
            #expect(c.message == FindingFormat.textLine(f))
        }
        #expect(lines[3].hasPrefix("::warning file=Scenes/demo.yaml,line=12,title=tapplay ambiguous (swiftui)::"
            + "Scenes/demo.yaml: swiftui: ambiguous reply ~ boost: 412.50 pt² near (56.25, 88.25)"))
    }

    @Test("github: %, CR, LF, ':' and ',' in paths and ids are escaped and read back")
    func githubEscaping() throws {
        let file = "dir/\(F.nasty).yaml"
        let report = F.report(file: file, scene: F.nasty, views: ["x:1,2", "100%\nfake"])
        let text = GitHubReporter.render(report, currentDirectory: Self.cwd)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count, "a newline leaked: \(text)")
        for (line, f) in zip(lines, report.findings) {
            let c = try #require(Self.parseCommand(line), "not a workflow command: \(line)")
            #expect(c.properties["file"] == f.file)
            #expect(c.message == FindingFormat.textLine(f))
        }
        #expect(GitHubReporter.escapeProperty("a%b:c,d\r\ne") == "a%25b%3Ac%2Cd%0D%0Ae")
        #expect(GitHubReporter.escapeData("a%b:c,d\r\ne") == "a%25b:c,d%0D%0Ae")
        #expect(GitHubReporter.escapeData("\u{1B}[31m") == "^[[31m")
    }

    // MARK: - JUnit

    static func junit(_ report: AuditReport) throws -> XMLDocument {
        try XMLDocument(xmlString: JUnitReporter.render(report), options: [])
    }

    @Test("junit: testsuites, a testsuite per scene, a testcase per policy and close, a failure per finding")
    func junit() throws {
        let report = F.report()
        let doc = try Self.junit(report)
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == report.scenes.map(\.file))
        var failures = 0
        for (suite, scene) in zip(suites, report.scenes) {
            let cases = suite.elements(forName: "testcase")
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == scene.policies.map(\.rawValue) + ["close"])
            #expect(suite.attribute(forName: "tests")?.stringValue == String(cases.count))
            let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
            #expect(suite.attribute(forName: "failures")?.stringValue == String(failed))
            for c in cases {
                let name = c.attribute(forName: "name")?.stringValue
                let expected = report.findings(of: scene).filter { ($0.policy?.rawValue ?? "close") == name }
                let found = c.elements(forName: "failure")
                failures += found.count
                #expect(found.map { $0.attribute(forName: "message")?.stringValue } == expected.map(FindingFormat.textLine))
                #expect(found.map { $0.stringValue } == expected.map(FindingFormat.textLine))
                #expect(found.map { $0.attribute(forName: "type")?.stringValue } == expected.map(\.kind.rawValue))
            }
        }
        #expect(failures == report.findings.count)
    }

    @Test("junit: quotes, <, &, ':' ',' '%' and newlines in paths, names and ids survive a parser")
    func junitEscaping() throws {
        let file = "dir/\(F.nasty).yaml"
        let report = F.report(file: file, scene: F.nasty, views: ["x\"<&>'", "y\r\nz"])
        let doc = try Self.junit(report)
        let suite = try #require(doc.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == file)
        let property = suite.elements(forName: "properties").first?.elements(forName: "property").first
        #expect(property?.attribute(forName: "value")?.stringValue == F.nasty)
        let messages = suite.elements(forName: "testcase").flatMap { $0.elements(forName: "failure") }
        #expect(messages.map { $0.attribute(forName: "message")?.stringValue }
            == report.findings(of: report.scenes[0]).map(FindingFormat.textLine))
        #expect(messages.map(\.stringValue) == report.findings(of: report.scenes[0]).map(FindingFormat.textLine))
        // Characters XML cannot hold at all are shown instead of breaking the document.
        let bad = try Self.junit(F.report(file: "a\u{1B}b\u{0}.yaml"))
        #expect(bad.rootElement()?.elements(forName: "testsuite").first?.attribute(forName: "name")?.stringValue
            == "a^[b^@.yaml")
    }

    // MARK: - Text

    @Test("text: for each scene its finding lines, then its summary, saying what was left out")
    func text() {
        var report = F.report()
        report.scenes[0].known = 2
        report.scenes[0].ignored = 1
        let lines = ReporterKind.text.render(report).split(separator: "\n").map(String.init)
        #expect(lines.count == report.findings.count + report.scenes.count)
        #expect(Array(lines[0..<5]) == report.findings.prefix(5).map(\.textLine))
        #expect(lines[3].hasPrefix("Scenes/demo.yaml: swiftui: ambiguous reply ~ boost: 412.50 pt² near (56.25, 88.25)"))
        #expect(lines[5].hasPrefix("Scenes/demo.yaml: 5 problems, 0 to review under uikit, swiftui ("))
        #expect(lines[5].hasSuffix("; 2 known from the baseline, 1 ignored"))
        #expect(lines[6] == report.findings[5].textLine)
        #expect(lines[7].hasPrefix("Scenes/other.yaml: 1 problem, 0 to review ") && !lines[7].contains("known"))
        #expect(lines[8] == "Scenes/clean.yaml: no tap problems under uikit")
    }

    @Test("text: control characters from paths and ids never reach the terminal raw")
    func textSafe() {
        let out = ReporterKind.text.render(F.report(file: "a\u{1B}]0;x\u{7}.yaml", views: ["a\nb", "c"]))
        #expect(!out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(out.split(separator: "\n").count == 6 + 3)
    }

    @Test("every reporter handles a run without findings")
    func empty() throws {
        let report = AuditReport(scenes: [AuditedScene(file: "a.yaml", name: "A", policies: [.uikit])], findings: [])
        #expect(ReporterKind.json.render(report) == "")
        #expect(ReporterKind.github.render(report) == "")
        #expect(ReporterKind.text.render(report) == "a.yaml: no tap problems under uikit\n")
        #expect(Self.results(try Self.sarif(report)).isEmpty)
        let suite = try Self.junit(report).rootElement()?.elements(forName: "testsuite").first
        #expect(suite?.elements(forName: "testcase").count == 2)
        #expect(!report.fails)
    }
}
