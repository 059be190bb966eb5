import Foundation
import Testing
import TapplayTestSupport

/// `tapplay audit` end to end: lines, summary, JSON, exit status, bad input.
@Suite("audit command")
struct AuditCommandTests {
    /// Two views 8 pt apart, full height, on a 200 × 20 canvas (the seam worked out in the core tests).
    static let seam = SceneYAML("Seam", canvas: [200, 20], "slop: 10", views: [
        .tappable("left", [0, 0, 96, 20]), .tappable("right", [104, 0, 96, 20]),
    ]).text

    @Test("a clean scene: one summary line, status 0")
    func clean() throws {
        let path = try CLI.tempFile(SceneYAML("Clean", canvas: [200, 200], views: [.tappable("big", [50, 50, 100, 100])]).text)
        let r = try CLI.run(["audit", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["\(path): no tap problems under uikit, swiftui (the platform's default; --policy or the config's policies choose others)"])
    }

    @Test("findings: one line each with advice, then the summary; status 1")
    func findings() throws {
        let path = try CLI.tempFile(Self.seam)
        let r = try CLI.run(["audit", path, "--spacing", "10"])
        #expect(r.status == 1)
        #expect(r.lines.contains("\(path): swiftui: ambiguous left ~ right: 160.00 pt² near (99.75, 9.75) — add spacing or .exactHitArea()"))
        #expect(r.lines.contains { $0.hasPrefix("\(path): uikit: small left: its taps land in 96 × 20 pt, under the 44 pt minimum") && $0.contains("grow the hit area with hitInsets") })
        #expect(r.lines.contains("\(path): close left ~ right: 8 pt apart, under the 10 pt spacing — add spacing between them"))
        #expect(r.lines.last == "\(path): 6 problems, 0 to review under uikit, swiftui (the platform's default; --policy or the config's policies choose others) (uikit: 2 small; swiftui: 2 small, 1 ambiguous; close: 1)")
    }

    @Test("--json: one object per finding, the order of the text, no summary")
    func json() throws {
        let path = try CLI.tempFile(Self.seam)
        let r = try CLI.run(["audit", path, "--json", "--policy", "swiftui", "--policy", "uikit"])
        #expect(r.status == 1)
        let objects = r.lines.compactMap(jsonObject)
        #expect(objects.count == r.lines.count)
        #expect(objects.map { "\($0["policy"] as? String ?? "null") \($0["kind"]!)" }
                == ["uikit small", "uikit small", "swiftui small", "swiftui small", "swiftui ambiguous"])
        let amb = objects[4]
        #expect(amb["scene"] as? String == path)
        #expect(amb["views"] as? [String] == ["left", "right"])
        #expect(amb["area"] as? Double == 160)
        #expect(amb["at"] as? [Double] == [99.75, 9.75])
        #expect(amb["bounds"] as? [Double] == [96, 0, 8, 20])
        #expect(objects[0]["size"] as? [Double] == [96, 20])
    }

    @Test("options: --min-size, --resolution, --slop change the numbers")
    func options() throws {
        let path = try CLI.tempFile(Self.seam)
        // 20 pt tall regions are not small under a 20 pt minimum; no close under the 8 pt default.
        #expect(try CLI.run(["audit", path, "--min-size", "20", "--policy", "uikit"]).status == 0)
        // Slop 3 leaves the middle 2 pt of the seam out of reach: ambiguous only where both are within 3 pt — nowhere.
        let r = try CLI.run(["audit", path, "--slop", "3", "--min-size", "1", "--policy", "swiftui", "--json"])
        #expect(r.status == 0, "\(r.stdout)")
        // At 1 pt the seam has 8 columns × 20 rows = 160 samples × 1 pt² = 160 pt² again.
        let one = try CLI.run(["audit", path, "--resolution", "1", "--min-size", "1", "--policy", "swiftui", "--json"])
        let obj = try #require(one.lines.compactMap(jsonObject).first)
        #expect(obj["area"] as? Double == 160)
        #expect(obj["at"] as? [Double] == [99.5, 9.5])
    }

    @Test("bad input: exit status other than 0 and 1, a one-line reason")
    func badInput() throws {
        let broken = try CLI.tempFile("name: X\ncanvas: { width: 10 }\nviews: []\n")
        let r = try CLI.run(["audit", broken])
        #expect(r.status != 0 && r.status != 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(broken))
        let missing = try CLI.run(["audit", "/nonexistent/scene.yaml"])
        #expect(missing.status != 0 && missing.status != 1)
        let path = try CLI.tempFile(Self.seam)
        for args in [["--resolution", "0"], ["--resolution", "nan"], ["--min-size", "-1"], ["--spacing", "inf"],
                     ["--policy", "nope"], ["--resolution", "0.00001"]] {
            let b = try CLI.run(["audit", path] + args)
            #expect(b.status != 0 && b.status != 1, "\(args): status \(b.status)")
            #expect(b.stderr.split(separator: "\n").count == 1, "\(args): \(b.stderr)")
        }
    }

    @Test("several scenes: in the order given, a summary after each")
    func severalScenes() throws {
        let a = try CLI.tempFile(Self.seam, name: "a.yaml")
        let b = try CLI.tempFile(Self.seam.replacingOccurrences(of: "Seam", with: "Other"), name: "b.yaml")
        let r = try CLI.run(["audit", b, a, "--policy", "uikit"])
        let summaries = r.lines.filter { $0.contains(" to review under uikit") }
        #expect(summaries.count == 2)
        #expect(summaries.first?.hasPrefix(b) == true)
        #expect(r.lines.first?.hasPrefix(b) == true)
    }

    @Test("the audit scene has a finding of every kind under the default policies")
    func auditScene() throws {
        let r = try CLI.run(["audit", CLI.scene("audit.yaml"), "--json"])
        #expect(r.status == 1)
        let kinds = Set(r.lines.compactMap(jsonObject).compactMap { $0["kind"] as? String })
        #expect(kinds == ["unreachable", "small", "swallowed", "ambiguous", "close"])
    }
}
