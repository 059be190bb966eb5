import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TapplayTestSupport

/// `tapplay audit` with findings to review (SPEC 5.3), end to end: the exit
/// status with review findings only, `--fail-on-review`, the config's
/// `fail-on-review`, every reporter, the baseline, `ignore` and the SVG.
@Suite("tapplay audit: certain findings and findings to review")
struct AuditReviewCLITests {
    /// Two small buttons far apart; `guess` is tappable only by a guess, so
    /// its finding is to review.
    static func scene(certain: Bool) -> String {
        let sure = certain ? "  - id: sure\n    frame: [10, 10, 30, 30]\n    tappable: true\n" : ""
        return "name: Review CLI\ncanvas: [300, 100]\nplatform: ios\nviews:\n" + sure
            + "  - id: guess\n    frame: [200, 10, 30, 30]\n    tappable: true\n    review: [tappable-guessed]\n"
    }

    /// A scene in converted pixels whose density was assumed (3): a 30 dp
    /// button is small at any standard density within 10% of it, a 46 dp one
    /// not at 2.75 (where it would be 50 dp).
    static let assumed = """
        name: Assumed
        canvas: [400, 200]
        platform: android
        assumedDensity: 3
        views:
          - id: tiny
            frame: [10, 10, 30, 30]
            tappable: true
          - id: borderline
            frame: [200, 10, 46, 46]
            tappable: true

        """

    static func workspace(_ files: [String: String]) throws -> String {
        try TemporaryFiles.folder("review", holding: files).path
    }

    @Test("exit status: 0 with findings to review only, 1 with --fail-on-review or config fail-on-review: true, 1 with a certain one")
    func exitStatus() throws {
        let dir = try Self.workspace(["review.yaml": Self.scene(certain: false), "both.yaml": Self.scene(certain: true),
                                      "fail.yml": "fail-on-review: true\n", "pass.yml": "fail-on-review: false\n"])
        let only = try CLI.run(in: dir, ["audit", "review.yaml", "--policy", "uikit"])
        #expect(only.status == 0, "\(only.stdout) \(only.stderr)")
        #expect(only.lines == [
            "review (tappable-guessed): review.yaml: uikit: small guess: its taps land in 30 × 30 pt, under the 44 pt "
                + "minimum (900.00 pt²) near (214.75, 24.75) — grow the hit area with hitInsets",
            "review.yaml: 0 problems, 1 to review under uikit (uikit: to review 1 small; close: none)",
        ])
        #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--policy", "uikit", "--fail-on-review"]).status == 1)
        #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--config", "fail.yml"]).status == 1)
        #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--config", "pass.yml"]).status == 0)
        // The command line's flag wins over the file's false.
        #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--config", "pass.yml", "--fail-on-review"]).status == 1)
        let both = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit"])
        #expect(both.status == 1)
        #expect(both.lines.count == 3 && both.lines[0].hasPrefix("both.yaml: uikit: small sure")
            && both.lines[1].hasPrefix("review (tappable-guessed): both.yaml: uikit: small guess"))
        #expect(both.lines[2] == "both.yaml: 1 problem, 1 to review under uikit (uikit: 1 small, to review 1 small; close: none)")
        // The same in every reporter: the status does not depend on the format.
        for reporter in ["json", "sarif", "github", "junit"] {
            #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--reporter", reporter]).status == 0, "\(reporter)")
            #expect(try CLI.run(in: dir, ["audit", "review.yaml", "--reporter", reporter, "--fail-on-review"]).status == 1)
        }
    }

    @Test("a bad fail-on-review in the config is one line with file, line and column, and status 2")
    func badConfig() throws {
        let dir = try Self.workspace(["review.yaml": Self.scene(certain: false),
                                      ".tapplay.yml": "policies: [uikit]\nfail-on-review: sometimes\n"])
        let r = try CLI.run(in: dir, ["audit", "review.yaml"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains(".tapplay.yml:2:17: fail-on-review: expected true or false, got 'sometimes'"), "\(r.stderr)")
    }

    @Test("json, sarif, github and junit say certain or review; --json is --reporter json byte for byte")
    func reporters() throws {
        let dir = try Self.workspace(["both.yaml": Self.scene(certain: true)])
        let a = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--json"])
        let b = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--reporter", "json"])
        #expect(a.stdout == b.stdout && a.status == b.status)
        #expect(a.lines.count == 2)
        let objects = a.lines.compactMap(jsonObject)
        #expect(objects.map { $0["certainty"] as? String } == ["review", "certain"])
        #expect(objects.map { $0["because"] as? String } == ["tappable-guessed", nil])
        #expect(a.lines[0].hasSuffix(#", "certainty": "review", "because": "tappable-guessed"}"#))
        let sarif = try #require(jsonObject(try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--reporter", "sarif"]).stdout))
        let results = (sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["level"] as? String } == ["note", "warning"])
        #expect(results.map { ($0["properties"] as? [String: Any])?["because"] as? String } == ["tappable-guessed", nil])
        let github = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--reporter", "github"])
        #expect(github.lines.map { $0.hasPrefix("::notice file=both.yaml,line=8,") } == [true, false])
        #expect(github.lines[1].hasPrefix("::warning file=both.yaml,line=5,"))
        let junit = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--reporter", "junit"]).stdout
        #expect(junit.contains("failures=\"1\""))
        #expect(junit.contains("<system-out>review (tappable-guessed): both.yaml: uikit: small guess"))
    }

    @Test("an assumed density: a borderline size is to review (density-assumed), a clear one certain; the status follows")
    func assumedDensity() throws {
        let dir = try Self.workspace(["assumed.yaml": Self.assumed])
        let r = try CLI.run(in: dir, ["audit", "assumed.yaml", "--json"])
        let objects = r.lines.compactMap(jsonObject)
        let byView = Dictionary(objects.map { (($0["views"] as? [String])?.first ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byView["tiny"]?["certainty"] as? String == "certain")
        #expect(byView["borderline"]?["certainty"] as? String == "review")
        #expect(byView["borderline"]?["because"] as? String == "density-assumed")
        #expect(r.status == 1)
        // Without the clear one, only the review finding is left: status 0.
        let borderline = Self.assumed.replacingOccurrences(of: "[10, 10, 30, 30]", with: "[10, 10, 60, 60]")
        let dir2 = try Self.workspace(["b.yaml": borderline])
        let b = try CLI.run(in: dir2, ["audit", "b.yaml"])
        #expect(b.status == 0, "\(b.stdout)")
        #expect(b.lines.first?.hasPrefix("review (density-assumed): b.yaml: android: small borderline") == true, "\(b.lines)")
    }

    @Test("baseline and ignore take findings to review")
    func baselineAndIgnore() throws {
        let dir = try Self.workspace(["review.yaml": Self.scene(certain: false),
                                      "ignore.yml": "ignore:\n  - view: 'gu*'\n"])
        let write = try CLI.run(in: dir, ["audit", "review.yaml", "--policy", "uikit", "--write-baseline", "base.json",
                                          "--fail-on-review"])
        #expect(write.status == 1)
        let baseline = try String(contentsOfFile: dir + "/base.json", encoding: .utf8)
        #expect(baseline.contains(#""views": ["guess"]"#) && !baseline.contains("certainty"))
        let known = try CLI.run(in: dir, ["audit", "review.yaml", "--policy", "uikit", "--baseline", "base.json",
                                          "--fail-on-review"])
        #expect(known.status == 0)
        #expect(known.lines == ["review.yaml: no tap problems under uikit; 1 known from the baseline"])
        let ignored = try CLI.run(in: dir, ["audit", "review.yaml", "--policy", "uikit", "--config", "ignore.yml",
                                            "--fail-on-review"])
        #expect(ignored.status == 0)
        #expect(ignored.lines == ["review.yaml: no tap problems under uikit; 1 ignored"])
    }

    @Test("audit --svg and render --svg --audit draw the finding to review dotted in a dimmer group")
    func svg() throws {
        let dir = try Self.workspace(["both.yaml": Self.scene(certain: true)])
        let r = try CLI.run(in: dir, ["audit", "both.yaml", "--policy", "uikit", "--svg", "a.svg"])
        #expect(r.status == 1)
        let render = try CLI.run(in: dir, ["render", "both.yaml", "--svg", "r.svg", "--audit", "--policy", "uikit"])
        #expect(render.status == 0, "\(render.stderr)")
        for file in ["a.svg", "r.svg"] {
            let svg = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
            let lines = svg.split(separator: "\n").map(String.init)
            let group = try #require(lines.firstIndex(of: "<g class=\"review\" opacity=\"0.5\">"), "\(file): \(svg)")
            #expect(lines[group + 1].contains("x=\"200\" y=\"10\"") && lines[group + 1].contains("stroke-dasharray=\"1.5 1.5\""))
            #expect(lines[group + 2] == "</g>")
            let sure = try #require(lines.first { $0.contains("x=\"10\" y=\"10\" width=\"30\" height=\"30\" fill=\"none\"") })
            #expect(!sure.contains("dasharray"))
            #expect(XMLParser(data: Data(svg.utf8)).parse())
        }
    }
}
