import Foundation
import Testing
import TapplayTestSupport

/// `tapplay audit --standard` and the config file's `standards`, end to end.
@Suite("tapplay audit --standard: the config's standards, the command line's, exit status")
struct AuditStandardsCLITests {
    /// Two 20 × 20 buttons 3 apart (their 24 circles cross), and a lone 40 × 40 one.
    static let scene = SceneYAML("Standards", canvas: [200, 100], views: [
        .tappable("star", [10, 10, 20, 20]), .tappable("help", [33, 10, 20, 20]), .tappable("share", [120, 40, 40, 40]),
    ]).text

    static func run(_ files: [String: String], _ args: [String]) throws -> CLI.Result {
        try CLI.run(in: try AuditCITests.workspace(files), args)
    }

    static func kinds(_ r: CLI.Result) throws -> [String] {
        try r.stdout.split(separator: "\n").map { try AuditCITests.json(String($0))["kind"] as? String ?? "?" }
    }

    @Test("default: platform alone (small); --standard wcag-aa adds target-size and drops small")
    func defaults() throws {
        let plain = try Self.run(["s.yaml": Self.scene], ["audit", "s.yaml", "--policy", "uikit", "--json"])
        #expect(try Self.kinds(plain) == ["small", "small", "small", "close"])
        let aa = try Self.run(["s.yaml": Self.scene], ["audit", "s.yaml", "--policy", "uikit", "--standard", "wcag-aa"])
        #expect(aa.status == 1)
        let lines = aa.lines
        // Equal areas sort by views: help before star.
        #expect(lines.first == "s.yaml: uikit: target-size help: WCAG 2.5.8: its largest square is 20 × 20 pt, under 24, "
                + "and the centre of star, also under 24, is 23 pt away — make its tap area at least 24 × 24 pt, or keep other "
                + "targets 12 pt from its centre")
        #expect(!aa.stdout.contains(" small "))
        let both = try Self.run(["s.yaml": Self.scene],
                                ["audit", "s.yaml", "--policy", "uikit", "--standard", "wcag-aaa", "--standard", "platform",
                                 "--json"])
        #expect(try Self.kinds(both) == ["small", "small", "small", "target-size-enhanced", "target-size-enhanced",
                                         "target-size-enhanced", "close"])
    }

    @Test("the config's standards apply; --standard replaces them; fail-on takes the new kinds")
    func config() throws {
        let files = ["s.yaml": Self.scene, ".tapplay.yml": "standards: [wcag-aaa]\nfail-on: [target-size]\n"]
        let fromFile = try Self.run(files, ["audit", "s.yaml", "--policy", "uikit", "--json"])
        #expect(try Self.kinds(fromFile) == ["target-size-enhanced", "target-size-enhanced", "target-size-enhanced", "close"])
        // Findings, but none of a fail-on kind: status 0.
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let given = try Self.run(files, ["audit", "s.yaml", "--policy", "uikit", "--json", "--standard", "wcag-aa"])
        #expect(try Self.kinds(given) == ["target-size", "target-size", "close"])
        #expect(given.status == 1)
        // ignore a WCAG kind by view.
        let ignoring = ["s.yaml": Self.scene, ".tapplay.yml": "standards: wcag-aa\nignore:\n  - {view: help, kind: target-size}\n"]
        let left = try Self.run(ignoring, ["audit", "s.yaml", "--policy", "uikit"])
        #expect(!left.stdout.contains("target-size"), "\(left.stdout)")
        #expect(left.stdout.contains("2 ignored"))
    }

    @Test("bad standards: in the config FILE:LINE:COLUMN: KEY: what is wrong, status 2; on the command line a usage error")
    func bad() throws {
        let r = try Self.run(["s.yaml": Self.scene, ".tapplay.yml": "slop: 4\nstandards: [wcag-aa, wcag-2]\n"],
                             ["audit", "s.yaml"])
        #expect(r.status == 2)
        #expect(r.stderr.contains(".tapplay.yml:2:22: standards[1]: unknown standard 'wcag-2'"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let c = try Self.run(["s.yaml": Self.scene], ["audit", "s.yaml", "--standard", "aa"])
        #expect(c.status != 0 && c.status != 1)
        #expect(c.stderr.contains("standard"), "\(c.stderr)")
    }

    @Test("run: --standard and the config are read before the playground opens; a bad one stops it")
    func runOptions() throws {
        let bad = try Self.run(["s.yaml": Self.scene, ".tapplay.yml": "standards: [wcag]\n"], ["run", "s.yaml"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains(".tapplay.yml:1:13: standards[0]: unknown standard 'wcag'"), "\(bad.stderr)")
        let usage = try Self.run(["s.yaml": Self.scene], ["run", "s.yaml", "--standard", "wcag-b"])
        #expect(usage.status != 0 && usage.stderr.contains("standard"))
        let help = try CLI.run(["run", "--help"])
        #expect(help.stdout.contains("--standard") && help.stdout.contains("--config"))
    }
}
