import Foundation
import Testing
import TapplayCore
import TapplayTestSupport

/// `--screenshot FILE` and the PNG beside the dump, end to end (SPEC 6.2):
/// the SVG's embedded picture, the scale rule's refusals, and hostile PNGs
/// through every command that takes one.
@Suite("Screenshots through the commands")
struct ScreenshotCLITests {
    /// 100 × 100 pt: `top` (red) [10, 90) × [10, 50) over `bottom` (blue) [10, 90) × [54, 94).
    static let scene = SceneYAML("shot", canvas: [100, 100], views: [
        .tappable("top", [10, 10, 80, 40], "color: red", "label: Top"),
        .tappable("bottom", [10, 54, 80, 40], "color: blue", "label: Bottom"),
    ]).text
    static let red: (UInt8, UInt8, UInt8) = (200, 20, 30)
    static let green: (UInt8, UInt8, UInt8) = (10, 180, 60)

    /// The scene's picture at `scale` px per pt, `longer` times as tall as the canvas.
    static func picture(scale: Double = 3, longer: Double = 1) -> [UInt8] {
        TestPNG.rectangles(width: Int(100 * scale), height: Int((100 * scale * longer).rounded()), scale: scale,
                           [(10, 10, 80, 40, red), (10, 54, 80, 40, green)])
    }

    /// A folder holding the scene as `login.yaml`.
    static func folder() throws -> URL { try TemporaryFiles.folder("shot", holding: ["login.yaml": scene]) }

    @Test("render --svg --screenshot: the PNG under the views, cut at the canvas, opens in rsvg-convert", PNGPixels.required)
    func svgPixels() throws {
        let dir = try Self.folder()
        defer { TemporaryFiles.remove(dir) }
        let shot = try TestPNG.file(Self.picture(longer: 1.15), name: "shot.png", in: dir.path)
        let out = dir.appendingPathComponent("out.svg").path
        let r = try CLI.run(["render", dir.appendingPathComponent("login.yaml").path, "--svg", out, "--screenshot", shot])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("data:image/png;base64,"))
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"100\" height=\"115\""))
        // Inside top, below its label: the picture's red; inside bottom: its green; outside: white.
        let px = try PNGPixels.read(svg: out, at: [(50, 40), (50, 80), (95, 97)])
        #expect(px.width == 100 && px.height == 100)
        func near(_ got: [Int], _ want: (UInt8, UInt8, UInt8), _ what: String) {
            #expect(zip(got, [Int(want.0), Int(want.1), Int(want.2)]).allSatisfy { abs($0 - $1) <= 6 }, "\(what): \(got)")
        }
        near(px.rgb[0], Self.red, "top")
        near(px.rgb[1], Self.green, "bottom")
        near(px.rgb[2], (255, 255, 255), "outside")
    }

    @Test("audit --svg --screenshot embeds it in every policy's panel")
    func auditSVG() throws {
        let dir = try Self.folder()
        defer { TemporaryFiles.remove(dir) }
        let shot = try TestPNG.file(Self.picture(), in: dir.path)
        let out = dir.appendingPathComponent("audit.svg").path
        let r = try CLI.run(["audit", dir.appendingPathComponent("login.yaml").path, "--policy", "uikit", "--policy", "swiftui",
                             "--svg", out, "--screenshot", shot])
        #expect(r.status <= 1, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count == 3)
        let usage = try CLI.run(["audit", dir.appendingPathComponent("login.yaml").path, "--screenshot", shot])
        #expect(usage.status == 64 && usage.stderr.contains("give --svg FILE or --reporter html"), "\(usage.stderr)")
    }

    @Test("run and render take the PNG beside the dump, and say so on stderr")
    func beside() throws {
        let dir = try Self.folder()
        defer { TemporaryFiles.remove(dir) }
        _ = try TestPNG.file(Self.picture(), name: "login.png", in: dir.path)
        let out = dir.appendingPathComponent("out.svg").path
        let r = try CLI.run(in: dir.path, ["render", "login.yaml", "--svg", out])
        #expect(r.status == 0)
        #expect(r.stderr.contains("login.yaml: drawing login.png (beside it) under the scene"), "\(r.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("data:image/png;base64,"))
        let text = try CLI.run(in: dir.path, ["render", "login.yaml", "--cols", "150", "--rows", "40"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("picture off: a text rendering has no colours"), "\(text.stdout)")
        // A PNG beside it that does not fit is left out, with the reason; the command goes on.
        _ = try TestPNG.file(Self.picture(longer: 2), name: "login.png", in: dir.path)
        let bad = try CLI.run(in: dir.path, ["render", "login.yaml", "--svg", out])
        #expect(bad.status == 0)
        #expect(bad.stderr.contains("not drawing login.png beside it"), "\(bad.stderr)")
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("<image"))
    }

    @Test("a picture that does not fit is refused in one line with both sizes")
    func refusals() throws {
        let dir = try Self.folder()
        defer { TemporaryFiles.remove(dir) }
        let scene = dir.appendingPathComponent("login.yaml").path
        let landscape = try TestPNG.file(TestPNG.rgba(width: 300, height: 150) { _, _ in (0, 0, 0, 255) }, name: "wide.png", in: dir.path)
        let r = try CLI.run(["render", scene, "--svg", dir.appendingPathComponent("o.svg").path, "--screenshot", landscape])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("(300 × 150 px) does not fit the scene's 100 × 100 pt canvas"), "\(r.stderr)")
        #expect(r.stderr.contains("the picture is 100 × 50 pt") && r.stderr.contains("the canvas would be 300 × 300 px"), "\(r.stderr)")
        // Within the rule: one point short, and a fifth longer.
        for (name, bytes) in [("short.png", TestPNG.rgba(width: 300, height: 297) { _, _ in (0, 0, 0, 255) }),
                              ("long.png", Self.picture(longer: 1.2))] {
            let path = try TestPNG.file(bytes, name: name, in: dir.path)
            let ok = try CLI.run(["render", scene, "--svg", dir.appendingPathComponent("o.svg").path, "--screenshot", path])
            #expect(ok.status == 0, "\(name): \(ok.stderr)")
        }
    }

    /// `../shared/screenshots`: real dumps with the screenshot taken with each, read in place.
    static let realPairs = Project.root.deletingLastPathComponent().appendingPathComponent("shared/screenshots")
    static let realPairsAbsent: String? = FileManager.default.fileExists(atPath: realPairs.path)
        ? nil : "\(realPairs.path) is not there"

    @Test("the real pairs: each dump takes the PNG beside it (iOS ×3 a pixel narrow, Android within a fifth longer)",
          .enabled(if: realPairsAbsent == nil, Comment(rawValue: realPairsAbsent ?? "")))
    func realPairs() throws {
        let dir = try TemporaryFiles.folder("shot-real")
        defer { TemporaryFiles.remove(dir) }
        let out = dir.appendingPathComponent("real.svg").path
        for name in ["autozap-expo-go-home", "autozap-motorola-feedback-keyboard", "solidi-ios-addressbook-step2-choice",
                     "solidi-ios-addressbook-step2-manual"] {
            let dump = Self.realPairs.appendingPathComponent(name + ".txt").path
            let r = try CLI.run(["render", dump, "--svg", out])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stderr.contains("drawing \(Self.realPairs.appendingPathComponent(name + ".png").path) (beside it)"), "\(name)")
            let svg = try String(contentsOfFile: out, encoding: .utf8)
            #expect(svg.contains("data:image/png;base64,"), "\(name)")
        }
        // An Android picture under an iOS dump has about the same shape (720 × 1600 over 393 × 852 pt is
        // 873 pt tall, within a fifth): the rule takes it, as it cannot tell; only the size is checked.
        let swapped = try CLI.run(["render", Self.realPairs.appendingPathComponent("solidi-ios-addressbook-step2-choice.txt").path,
                                   "--svg", out, "--screenshot", Self.realPairs.appendingPathComponent("autozap-expo-go-home.png").path])
        #expect(swapped.status == 0, "\(swapped.stderr)")
    }

    @Test("hostile PNGs through run, render, render --svg and audit --svg: one line each, no crash")
    func hostile() throws {
        let dir = try Self.folder()
        defer { TemporaryFiles.remove(dir) }
        let scene = dir.appendingPathComponent("login.yaml").path
        let svg = dir.appendingPathComponent("o.svg").path
        for h in TestPNG.hostile() {
            let png = try TestPNG.file(h.bytes, name: h.name, in: dir.path)
            let commands: [[String]] = [
                ["run", scene, "--screenshot", png],
                ["render", scene, "--cols", "40", "--rows", "20", "--screenshot", png],
                ["render", scene, "--svg", svg, "--screenshot", png],
                ["audit", scene, "--svg", svg, "--screenshot", png],
            ]
            for args in commands {
                let r = try CLI.run(args)
                let what = "\(args[0]) \(h.name)"
                // Killed by a signal (a trap) would be over 128.
                #expect(r.status < 128, "\(what): status \(r.status)")
                if h.refused {
                    #expect(r.status == (args[0] == "audit" ? 2 : 1), "\(what): status \(r.status) \(r.stderr)")
                    let lines = r.stderr.split(separator: "\n")
                    #expect(lines.count == 1 && lines[0].hasPrefix("tapplay: \(png): "), "\(what): \(r.stderr)")
                }
            }
        }
    }
}
