import Foundation
import Testing
import TapplayTestSupport

/// SPEC 4.1 through the command line: `--density` on every command that
/// takes a dump, the assumed density said once, the config's density, the
/// scene's policies as the default, and what the audit says of a real screen.
@Suite("Real screens through the command line")
struct RealScreenCLITests {
    /// A 1080-px wide uiautomator screen: a 105-px (40 dp at 2.625, 38.2 at 2.75) button.
    static let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node class="android.widget.FrameLayout" bounds="[0,0][1080,2340]">
            <node class="android.widget.Button" resource-id="app:id/go" text="Go" bounds="[100,200][205,305]" clickable="true" />
          </node>
        </hierarchy>
        """

    static let note = "pixels taken at density 2.75 (1080 px wide): give --density for exact dp (adb shell wm density)"

    @Test("every command that takes a dump takes --density; the assumed density is said once otherwise")
    func densityEverywhere() throws {
        let path = try CLI.tempFile(Self.dump, name: "screen.xml")
        let record = try CLI.tempFile(#"{"time": 1.0, "x": 60.0, "y": 100.0, "policy": "android", "hit": "go", "#
            + #""responder": "go", "ambiguous": false, "candidates": ["go"]}"# + "\n", name: "r.jsonl")
        let commands: [[String]] = [
            ["hit", path, "--at", "60,100"], ["map", path, "--cols", "20", "--rows", "10"],
            ["render", path, "--cols", "40", "--rows", "20"], ["audit", path], ["validate", path],
            ["import", path], ["replay", record, "--scene", path],
            ["gestures", path], ["drag", path], ["bench", path, "--taps", "10"],
        ]
        for args in commands {
            let assumed = try CLI.run(args, input: "")
            let notes = assumed.stderr.components(separatedBy: Self.note).count - 1
            #expect(notes == 1, "\(args[0]): the note \(notes) times: \(assumed.stderr)")
            let given = try CLI.run(args + ["--density", "420dpi"], input: "")
            #expect(!given.stderr.contains("pixels taken at density"), "\(args[0]): \(given.stderr)")
            #expect(given.status == assumed.status, "\(args[0]) \(given.status) vs \(assumed.status): \(given.stderr)")
            let bad = try CLI.run(args + ["--density", "420"], input: "")
            #expect(bad.status == 64 && bad.stderr.contains("420dpi"), "\(args[0]): \(bad.stderr)")
        }
    }

    @Test("--density decides the dp: at 2.625 the button is 40 dp, and small; the audit says dp")
    func densityDecides() throws {
        let path = try CLI.tempFile(Self.dump, name: "screen.xml")
        let r = try CLI.run(["audit", path, "--density", "2.625"])
        #expect(r.status == 1)
        #expect(r.lines.contains { $0.contains("android: small go: its taps land in 40 × 40 dp, under the 48 dp minimum") })
        #expect(r.lines.last?.hasSuffix("under android (the scene's policy; --policy or the config's policies choose others) "
                                         + "(android: 1 small; close: none)") == true, "\(r.lines)")
        let hit = try CLI.run(["hit", path, "--at", "57,95", "--density", "2.625", "--json"])
        let j = try #require(jsonObject(hit.lines[0]))
        #expect(j["policy"] as? String == "android", "the scene's first policy is the default")
        #expect(j["hit"] as? String == "go")
    }

    @Test("the config's density is used when --density is not given, and --density wins over it")
    func configDensity() throws {
        let path = try CLI.tempFile(Self.dump, name: "screen.xml")
        let dir = (path as NSString).deletingLastPathComponent
        try "density: 160dpi\n".write(toFile: dir + "/.tapplay.yml", atomically: true, encoding: .utf8)
        func audit(_ extra: [String]) throws -> CLI.Result { try CLI.run(in: dir, ["audit", "screen.xml", "--json"] + extra) }
        // At 1 px per dp the 105-px button is 105 dp: no problem, and no density assumed.
        let r = try audit([])
        #expect(r.status == 0 && !r.stderr.contains("pixels taken at density"), "\(r.stdout) \(r.stderr)")
        let cli = try audit(["--density", "2.625"])
        #expect(cli.status == 1)
        try "density: lots\n".write(toFile: dir + "/.tapplay.yml", atomically: true, encoding: .utf8)
        let bad = try audit([])
        #expect(bad.status == 2 && bad.stderr.contains(".tapplay.yml:1:10: density:"), "\(bad.stderr)")
    }

    @Test("a scene with nothing tappable says there was nothing to audit")
    func nothingToAudit() throws {
        let path = try CLI.tempFile("name: Empty\ncanvas: [100, 100]\nviews:\n  - id: label\n    frame: [0, 0, 50, 20]\n    label: Hi\n")
        let r = try CLI.run(["audit", path])
        #expect(r.status == 0 && r.lines == ["\(path): no tappable views: nothing to audit"])
    }
}
