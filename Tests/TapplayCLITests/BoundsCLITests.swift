import Foundation
import Testing
import TapplayTestSupport

/// Issue 25's memory and time bounds, run through the binary under a memory
/// cap (`ulimit -v`) and a timeout: stacked views under `android`, thousands
/// of buttons with a huge spacing, a huge slop, long globs. Every run must end
/// on its own terms: a result or one clear line, never a signal or a trap.
@Suite("Bounds: memory and time for legal values", .serialized)
struct BoundsCLITests {
    static func bash(_ script: String) throws -> CLI.Result { try ReliabilityCLITests.bash(script) }

    /// Runs `tapplay ARGS` under a cap of `megabytes` of address space and a timeout.
    static func capped(_ args: String, megabytes: Int = 2500, seconds: Int = 240) throws -> CLI.Result {
        let r = try bash("ulimit -v \(megabytes * 1024); timeout \(seconds) \"$T\" \(args)")
        #expect(r.status != 124, "\(args): timed out")
        #expect(r.status < 128, "\(args): ended by signal \(r.status - 128): \(r.stderr.suffix(300))")
        #expect(!r.stderr.contains("Fatal error"), "\(args): \(r.stderr.suffix(300))")
        return r
    }

    static func write(_ text: String, _ name: String) throws -> String { try CLI.tempFile(text, name: name) }

    @Test("tens of thousands of stacked views under android: a scene and a uiautomator dump, in bounded memory")
    func stackedAndroid() throws {
        let stacked = (0..<30_000).map { i -> SceneYAML.View in .tappable("v\(i)", [Double(i % 7), Double(i % 11), 340, 600]) }
        let scene = try Self.write(SceneYAML("stacked", canvas: [360, 640], "platform: android", views: stacked).text, "stacked.yaml")
        let hit = try Self.capped("hit \(scene) --policy android --at 100,300 --json")
        #expect(hit.status == 0 && hit.stdout.contains("\"hit\": \"v29999\""), "\(hit.stdout.prefix(200)) \(hit.stderr)")
        // compose's index is bounded the same way.
        let compose = try Self.capped("hit \(scene) --policy compose --at 100,300 --json", seconds: 120)
        #expect(compose.status == 0 && compose.stdout.contains("\"hit\": \"v29999\""), "\(compose.stderr)")
        let audit = try Self.capped("audit \(scene) --policy android --resolution 8 --spacing 0")
        #expect([0, 1, 2].contains(audit.status), "\(audit.stderr)")
        var dump = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + "<node index=\"0\" class=\"android.widget.FrameLayout\" clickable=\"false\" bounds=\"[0,0][1080,1920]\">"
        for i in 0..<22_000 {
            dump += "<node index=\"\(i)\" class=\"android.widget.Button\" clickable=\"true\" bounds=\"[\(i % 5),\(i % 3)][1000,1800]\"/>"
        }
        dump += "</node></hierarchy>\n"
        let xml = try Self.write(dump, "stacked.xml")
        let fromDump = try Self.capped("hit \(xml) --at 500,900")
        #expect(fromDump.status == 0 && fromDump.stdout.contains("hit:"), "\(fromDump.stderr.suffix(300))")
    }

    @Test("thousands of buttons with a huge spacing: findings capped with a line saying how many more, memory bounded")
    func cappedFindings() throws {
        let grid = (0..<2_500).map { i -> SceneYAML.View in
            let (row, col) = i.quotientAndRemainder(dividingBy: 50)
            return .tappable("b\(i)", [Double(col * 30), Double(row * 30), 24, 24])
        }
        let scene = try Self.write(SceneYAML("grid", canvas: [1500, 1500], views: grid).text, "grid.yaml")
        let text = try Self.capped("audit \(scene) --spacing 80000 --resolution 3 --policy uikit", megabytes: 1500)
        #expect(text.status == 1)
        #expect(text.lines.count == 10_001, "\(text.lines.count) lines")
        let summary = text.lines.last ?? ""
        // 2,500 small and every one of the 3,123,750 pairs close, less the 10,000 listed.
        #expect(summary.hasSuffix("; 3,116,250 more findings not listed: at most 10,000 are reported per scene"), "\(summary)")
        let json = try Self.capped("audit \(scene) --spacing 80000 --resolution 3 --policy uikit --reporter json", megabytes: 1500)
        #expect(json.status == 1 && json.lines.count == 10_000)
        #expect(json.stderr.contains("more findings not listed: at most 10,000 are reported per scene"), "\(json.stderr)")
        // fail-on a kind that only the omitted findings have still fails the run.
        let config = try Self.write("fail-on: [close]\n", "c.yml")
        let failing = try Self.capped("audit \(scene) --spacing 80000 --resolution 3 --policy uikit --config \(config) --reporter github", megabytes: 1500)
        #expect(failing.status == 1)
    }

    @Test("a huge slop on thousands of views is refused up front with what to change, not hours of work")
    func hugeSlop() throws {
        let scene = try Self.write("", "g.yaml")
        #expect(try Self.bash("\"$T\" generate --views 8000 --seed 25 > \(scene)").status == 0)
        let start = Date()
        let r = try Self.capped("audit \(scene) --slop 7e8 --policy swiftui", seconds: 120)
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("at most 1e9 tests per audit: use a coarser --resolution")
                && r.stderr.contains("or a smaller --slop (now 7e8)"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 120)
    }

    @Test("ignore globs match long ids in linear time; an over-long pattern is refused with its length")
    func longGlobs() throws {
        let id = String(repeating: "ab", count: 150_000)
        let scene = try Self.write(SceneYAML("long", canvas: [100, 100], views: [.tappable(id, [0, 0, 10, 10])]).text, "long.yaml")
        let pattern = String(repeating: "a*", count: 400) + String(repeating: "?", count: 150) + "c"
        let config = try Self.write("ignore:\n  - view: '\(pattern)'\n  - view: '*\(String(repeating: "ba", count: 300))*'\n    kind: small\n", "long.yml")
        let start = Date()
        let r = try Self.capped("audit \(scene) --config \(config) --policy uikit", seconds: 120)
        #expect(r.status == 0 && r.stdout.contains("1 ignored"), "\(r.stdout.suffix(300)) \(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 120)
        let huge = try Self.write("ignore:\n  - view: '\(String(repeating: "x*", count: 100_000))'\n", "huge.yml")
        let refused = try Self.capped("audit \(scene) --config \(huge)")
        #expect(refused.status == 2 && refused.stderr.contains("the pattern is 200,000 characters long; at most 1,000"), "\(refused.stderr)")
    }
}
