import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TapplayTestSupport

/// `render --svg` and `audit --svg`: well-formed SVG at point scale, scene
/// text escaped, and, rendered by rsvg-convert, the right colours where they belong.
@Suite("SVG pictures")
struct SVGPictureTests {
    /// A red view, a plain label with hostile text, and two blue buttons with an 8 pt seam (ambiguous under swiftui).
    static let scene = SceneYAML(#""Pic <&> \"quoted\"""#, canvas: [200, 100], "slop: 10", views: [
        .tappable("red", [10, 10, 180, 30], "color: red", #"label: "a < b & \"c\" ]]> \u001b[31m""#),
        .tappable("left", [10, 60, 86, 30], "color: blue"),
        .tappable("right", [104, 60, 86, 30], "color: green"),
    ]).text

    func parseXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    @Test("render --svg: viewBox is the canvas, text escaped, well-formed XML")
    func structure() throws {
        let path = try CLI.tempFile(Self.scene)
        let out = path + ".svg"
        let r = try CLI.run(["render", path, "--svg", out])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains(#"viewBox="0 0 200 100""#))
        // Control characters are spaces in a picture (SPEC §6.1), never `^[`.
        #expect(svg.contains("a &lt; b &amp; &quot;c&quot; ]]&gt; [31m"))
        #expect(!svg.contains("^["))
        #expect(!svg.contains("\u{1b}"))
        #expect(svg.contains("Pic &lt;&amp;&gt; &quot;quoted&quot;"))
        #expect(parseXML(svg))
        // No --cols/--rows needed with --svg, but needed without it.
        #expect(try CLI.run(["render", path]).status != 0)
        #expect(try CLI.run(["render", path, "--map"]).status != 0)
    }

    @Test("rendered pixels: a view's colour, a tap's dot, the ambiguous zone's tint, the hit map", PNGPixels.required)
    func pixels() throws {
        let path = try CLI.tempFile(Self.scene)
        let taps = try CLI.tempFile("150,75\n", name: "taps.txt")
        let out = path + ".svg"
        let r = try CLI.run(["render", path, "--svg", out, "--taps", taps, "--policy", "swiftui", "--audit"])
        #expect(r.status == 0, "\(r.stderr)")
        // (60, 35): inside red, below its label; (150, 75): the tap's dot in right's green;
        // (100, 75): the middle of the 8 pt seam, ambiguous: the tint over the white canvas; (5, 5): canvas.
        let px = try PNGPixels.read(svg: out, at: [(60, 35), (150, 75), (100, 75), (5, 5)])
        // The canvas at the origin, the legend beside it.
        #expect(px.width > 200 && px.height >= 100)
        func near(_ got: [Int], _ want: [Int], _ what: String) {
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 6 }, "\(what): got \(got), want \(want)")
        }
        near(px.rgb[0], [0xE5, 0x39, 0x35], "red view")
        near(px.rgb[1], [0x43, 0xA0, 0x47], "dot in right's green")
        // Tint #8e24aa at 0.6 over white: 0.6·c + 0.4·255.
        near(px.rgb[2], [Int((0.6 * 0x8E + 102).rounded()), Int((0.6 * 0x24 + 102).rounded()), Int((0.6 * 0xAA + 102).rounded())],
             "ambiguous tint")
        near(px.rgb[3], [255, 255, 255], "canvas")

        // The hit map: at (100, 75) under uikit nobody; at (98, 75) under swiftui left (blue, 0.35 over white).
        let map = path + ".map.svg"
        #expect(try CLI.run(["render", path, "--svg", map, "--policy", "swiftui", "--map"]).status == 0)
        let m = try PNGPixels.read(svg: map, at: [(98, 75)])
        near(m.rgb[0], [Int((0.35 * 0x1E + 0.65 * 255).rounded()), Int((0.35 * 0x88 + 0.65 * 255).rounded()),
                        Int((0.35 * 0xE5 + 0.65 * 255).rounded())], "hit map tint")
    }

    /// `audit --svg` of the scene under its default policies (uikit and swiftui): the scene's and the picture's paths.
    static func auditSVG() throws -> (scene: String, svg: String) {
        let path = try CLI.tempFile(Self.scene)
        let two = path + ".two.svg"
        let r = try CLI.run(["audit", path, "--svg", two])
        #expect(r.status == 1)
        return (path, two)
    }

    @Test("audit --svg: one panel per policy side by side, titled, the legend beside; one policy gives render's picture")
    func auditPanels() throws {
        let (path, two) = try Self.auditSVG()
        let svg = try String(contentsOfFile: two, encoding: .utf8)
        #expect(parseXML(svg))
        #expect(svg.components(separatedBy: "class=\"panel\"").count - 1 == 2)
        #expect(svg.contains(">uikit") && svg.contains(">swiftui"))
        // 200 + 16 + 200 wide for the panels, then the legend; 100 + 22 tall at least.
        #expect(!svg.contains(#"viewBox="0 0 416 122""#) && svg.contains("class=\"legend\""))
        let one = path + ".one.svg"
        _ = try CLI.run(["audit", path, "--svg", one, "--policy", "swiftui"])
        let single = try String(contentsOfFile: one, encoding: .utf8)
        #expect(single.contains(#"<svg class="canvas" x="0" y="0" width="200" height="100" viewBox="0 0 200 100""#))
        #expect(single.contains("class=\"legend\"") && single.contains("findings ("))
        #expect(single.contains("class=\"ambiguous\""))
    }

    @Test("audit --svg pixels: the seam tinted in the swiftui panel, white in the uikit one", PNGPixels.required)
    func auditPanelPixels() throws {
        let two = try Self.auditSVG().svg
        // The swiftui panel starts at x = 216, y = 22: the seam's middle (100, 75) is at (316, 97).
        let px = try PNGPixels.read(svg: two, at: [(316, 97), (100, 97)])
        #expect(px.width > 416)
        #expect(abs(px.rgb[0][1] - Int((0.6 * 0x24 + 102).rounded())) <= 6, "swiftui panel tint \(px.rgb[0])")
        #expect(px.rgb[1].allSatisfy { $0 >= 245 }, "uikit panel: no ambiguity, white \(px.rgb[1])")
    }
}
