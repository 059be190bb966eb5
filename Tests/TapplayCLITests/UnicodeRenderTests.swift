import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// `render` as text and as SVG on a screen with labels in several scripts and a
/// full-screen plain container in front: the text under the user's locale,
/// the ASCII fallback said once without one, and a picture in which the plain
/// container hides nothing.
@Suite("render: Unicode text and plain containers")
struct UnicodeRenderTests {
    /// Buttons in Japanese, Chinese, Korean and with an emoji, then a plain
    /// full-screen wrapper (no colour, no label, not tappable) in front.
    static let scene = SceneYAML("点我 demo", canvas: [200, 100], views: [
        .tappable("jp", [10, 10, 80, 40], "color: blue", "label: 日本語"),
        .tappable("zh", [110, 10, 80, 40], "color: green", "label: 点我"),
        .tappable("ko", [10, 55, 80, 40], "color: red", "label: \"한국어 😀\""),
        .view("wrapper", [0, 0, 200, 100]),
    ]).text

    static let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    static let ascii = ["LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"]

    static func cells(_ s: String) -> Int {
        DisplayWidth.withLocale(named: "C.UTF-8") { DisplayWidth.columns(s) } ?? s.count
    }

    @Test("in a UTF-8 locale the labels show as they are, wide characters two cells, no line wider than --cols")
    func text() throws {
        let path = try CLI.tempFile(Self.scene)
        let r = try CLI.run(["render", path, "--cols", "40", "--rows", "10"], environment: Self.utf8)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        for label in ["│日本語", "│点我", "│한국어 😀", " 点我 demo │ uikit"] {
            expectText(r.stdout, contains: label)
        }
        expectText(r.stdout, lacks: "wrapper", "a plain container is untitled (SPEC §6.1)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { Self.cells($0) <= 40 }, "\(lines)")
        #expect(!lines.prefix(10).joined().contains("?"))
        // Under the wrapper the canvas and the boxes still show.
        #expect(lines[1].contains("·┌jp"))
    }

    @Test("without a UTF-8 locale: the ASCII fallback, and one note on stderr")
    func fallback() throws {
        let path = try CLI.tempFile(Self.scene)
        let r = try CLI.run(["render", path, "--cols", "40", "--rows", "10"], environment: Self.ascii)
        #expect(r.status == 0, "\(r.stderr)")
        expectText(r.stdout, contains: "│???")
        expectText(r.stdout, lacks: "日本語")
        #expect(r.stderr.components(separatedBy: "the locale is not UTF-8").count - 1 == 1, "\(r.stderr)")
        // An ASCII scene needs no note.
        let plain = try CLI.run(["render", CLI.scene("vstack-neighbours.yaml"), "--cols", "40", "--rows", "10"],
                                environment: Self.ascii)
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")
    }

    /// The scene written by `render --svg` under the ASCII locale: its path.
    static func svg() throws -> String {
        let path = try CLI.tempFile(Self.scene)
        let out = path + ".svg"
        let r = try CLI.run(["render", path, "--svg", out], environment: Self.ascii)
        #expect(r.status == 0, "\(r.stderr)")
        return out
    }

    @Test("SVG: the plain full-screen container is no opaque fill; the buttons under it show, labels in their script")
    func svg() throws {
        let svg = try String(contentsOfFile: try Self.svg(), encoding: .utf8)
        for label in [">日本語</text>", ">点我</text>", ">한국어 😀</text>"] { expectText(svg, contains: label) }
        let full = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") && $0.contains("width=\"200\" height=\"100\"") }
        #expect(full.count == 2 && full.filter { !$0.contains("fill=\"none\"") }.count == 1, "\(full)")
    }

    @Test("SVG pixels: under the plain full-screen container, each button's colour, the canvas between", PNGPixels.required)
    func svgPixels() throws {
        let out = try Self.svg()
        // Below each label, inside its button: the button's own colour; between them, the white canvas.
        let px = try PNGPixels.read(svg: out, at: [(50, 40), (150, 40), (50, 85), (100, 52)])
        func near(_ got: [Int], _ want: SceneColor, _ what: String) {
            let c = want.rgb
            #expect(zip(got, [Int(c.r), Int(c.g), Int(c.b)]).allSatisfy { abs($0 - $1) <= 6 }, "\(what): \(got)")
        }
        near(px.rgb[0], .blue, "jp")
        near(px.rgb[1], .green, "zh")
        near(px.rgb[2], .red, "ko")
        near(px.rgb[3], .white, "canvas between")
    }
}
