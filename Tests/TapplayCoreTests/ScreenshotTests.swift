import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// Screenshots under the scene (SPEC 6.2) in the core: libpng's decoding of
/// PNGs the tests write themselves, the scale rule, the half-block picture in
/// the playground and the SVG's embedded image.
@Suite("Screenshots: decoding, the scale rule, half blocks, SVG")
struct ScreenshotTests {
    static let red: (UInt8, UInt8, UInt8) = (220, 30, 40)
    static let blue: (UInt8, UInt8, UInt8) = (20, 60, 230)

    /// A 100 × 100 pt scene: `top` [10, 90) × [10, 50), `bottom` [10, 90) × [54, 94).
    static let scene = topOverBottom

    /// The scene's picture at 3 px per pt: red where `top` is, blue where `bottom` is, white elsewhere.
    static func picture(width: Int = 300, height: Int = 300) -> [UInt8] {
        TestPNG.rectangles(width: width, height: height, scale: Double(width) / 100,
                           [(10, 10, 80, 40, red), (10, 54, 80, 40, blue)])
    }

    static func load(_ bytes: [UInt8], canvas: Size = Size(width: 100, height: 100)) throws -> Screenshot {
        try Screenshot.load(path: try TestPNG.file(bytes), canvas: canvas)
    }

    static func pixel(_ s: Screenshot, _ x: Int, _ y: Int) -> [UInt8] {
        Array(s.rgba[((y * s.width + x) * 4)..<((y * s.width + x) * 4 + 4)])
    }

    @Test("a PNG of coloured rectangles where the views are decodes pixel-exact")
    func decodesPixelExact() throws {
        let shot = try Self.load(Self.picture())
        #expect(shot.width == 300 && shot.height == 300)
        #expect(shot.fit.scale == 3)
        #expect(shot.fit.rows == 300)
        for y in 0..<300 {
            for x in 0..<300 {
                let px = (Double(x) + 0.5) / 3, py = (Double(y) + 0.5) / 3
                let want: (UInt8, UInt8, UInt8) = (10..<90).contains(px) && (10..<50).contains(py) ? Self.red
                    : (10..<90).contains(px) && (54..<94).contains(py) ? Self.blue : (255, 255, 255)
                let got = Self.pixel(shot, x, y)
                if got != [want.0, want.1, want.2, 255] {
                    Issue.record("pixel (\(x), \(y)) is \(got), not \(want)")
                    return
                }
            }
        }
    }

    @Test("16-bit, interlaced, palette and grey-with-alpha PNGs are drawn right")
    func otherFormats() throws {
        // 16-bit RGB: 0x8080 is 128 in 8 bits.
        let sixteen = TestPNG.encode(width: 20, height: 20, colourType: TestPNG.rgb, bitDepth: 16) { x, _ in
            x < 10 ? [0xFF, 0xFF, 0, 0, 0x80, 0x80] : [0, 0, 0, 0, 0, 0]
        }
        let s16 = try Self.load(sixteen)
        #expect(Self.pixel(s16, 2, 3) == [255, 0, 128, 255])
        #expect(Self.pixel(s16, 15, 3) == [0, 0, 0, 255])
        // Interlaced (Adam7) RGBA: every pixel in its place.
        let interlaced = TestPNG.encode(width: 23, height: 23, colourType: TestPNG.rgba, bitDepth: 8, interlaced: true) { x, y in
            [UInt8(x * 10), UInt8(y * 10), UInt8((x + y) % 256), 255]
        }
        let si = try Self.load(interlaced)
        for (x, y) in [(0, 0), (7, 3), (22, 22), (13, 8), (1, 1)] {
            #expect(Self.pixel(si, x, y) == [UInt8(x * 10), UInt8(y * 10), UInt8(x + y), 255])
        }
        // A palette of three colours, the third half transparent.
        let palette = TestPNG.encode(width: 12, height: 12, colourType: TestPNG.palette, bitDepth: 8,
                                     palette: [255, 0, 0, 0, 255, 0, 0, 0, 255], transparency: [255, 255, 128]) { x, _ in
            [UInt8(x / 4)]
        }
        let sp = try Self.load(palette)
        #expect(Self.pixel(sp, 1, 1) == [255, 0, 0, 255])
        #expect(Self.pixel(sp, 5, 1) == [0, 255, 0, 255])
        #expect(Self.pixel(sp, 9, 1) == [0, 0, 255, 128])
        // Grey with alpha.
        let ga = TestPNG.encode(width: 10, height: 10, colourType: TestPNG.greyAlpha, bitDepth: 8) { x, _ in
            [x < 5 ? 60 : 200, x < 5 ? 255 : 0]
        }
        let sg = try Self.load(ga)
        #expect(Self.pixel(sg, 1, 1) == [60, 60, 60, 255])
        #expect(Self.pixel(sg, 8, 1)[3] == 0)
    }

    @Test("every hostile PNG is refused in one line naming the file, or decoded; nothing traps")
    func hostile() throws {
        for h in TestPNG.hostile() {
            let path = try TestPNG.file(h.bytes, name: h.name)
            do {
                _ = try Screenshot.load(path: path, canvas: Size(width: 10, height: 20))
                #expect(!h.refused, "\(h.name) was taken")
            } catch {
                let line = error.description
                #expect(line.hasPrefix(path + ": "), "\(h.name): \(line)")
                #expect(!line.contains("\n"), "\(h.name): \(line)")
            }
        }
        let wide = try TestPNG.file(TestPNG.hostile().first { $0.name.hasPrefix("wide") }!.bytes)
        #expect(throws: ScreenshotError.self) { try Screenshot.load(path: wide, canvas: Size(width: 100, height: 100)) }
        do {
            _ = try Screenshot.load(path: wide, canvas: Size(width: 100, height: 100))
        } catch {
            #expect(error.message.contains("100000 × 1 px; at most 16384 px a side"))
        }
    }

    @Test("a file over 100 MiB, a directory and a missing file are refused without being read")
    func files() throws {
        let dir = try TemporaryFiles.folder("png-big")
        defer { TemporaryFiles.remove(dir) }
        let big = dir.appendingPathComponent("big.png").path
        #expect(FileManager.default.createFile(atPath: big, contents: Data(TestPNG.signature)))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try h.truncate(atOffset: UInt64(PNGDecoding.maxBytes + 1))   // sparse: nothing written
        try h.close()
        for (path, words) in [(big, "a screenshot is at most 100 MiB"), (dir.path, "it is a directory"),
                              (dir.appendingPathComponent("none.png").path, "no such file")] {
            do {
                _ = try Screenshot.load(path: path, canvas: Size(width: 10, height: 10))
                Issue.record("\(path) was taken")
            } catch {
                #expect(error.message.contains(words), "\(error)")
            }
        }
    }

    @Test("the scale rule: accepted within one point of the height or longer by at most a fifth")
    func scaleRule() {
        func fits(_ w: Int, _ h: Int, _ canvas: (Double, Double)) -> ScreenshotFit? {
            try? ScreenshotFit.check(width: w, height: h, canvas: Size(width: canvas.0, height: canvas.1)).get()
        }
        // An iOS simulator's picture, a pixel narrower than 3 × 393.
        #expect(fits(1178, 2556, (393, 852)) != nil)
        #expect(fits(1179, 2556, (393, 852))?.scale == 3)
        // Within one point, inclusive, both ways.
        #expect(fits(300, 297, (100, 100)) != nil)
        #expect(fits(300, 296, (100, 100)) == nil)
        #expect(fits(300, 303, (100, 100)) != nil)
        // Longer by at most a fifth (an Android navigation bar below the app's window): cut at the canvas.
        #expect(fits(720, 1600, (360, 741.5))?.rows == 1483)
        #expect(fits(300, 360, (100, 100))?.rows == 300)
        #expect(fits(300, 361, (100, 100)) == nil)
        // Refused: landscape against portrait, a smaller window, another screen.
        for (w, h, canvas, hint) in [(1600, 720, Size(width: 360, height: 741.5), "landscape picture of a portrait screen"),
                                     (300, 200, Size(width: 100, height: 100), "smaller window"),
                                     (300, 500, Size(width: 100, height: 100), "another screen")] {
            guard case .failure(let r) = ScreenshotFit.check(width: w, height: h, canvas: canvas) else {
                Issue.record("\(w) × \(h) fitted")
                continue
            }
            let size = "\(Format.number(canvas.width)) × \(Format.number(canvas.height)) pt canvas"
            #expect(r.text.contains("(\(w) × \(h) px)") && r.text.contains(size), "\(r.text)")
            #expect(r.text.contains(hint), "\(r.text)")
        }
    }

    @Test("half blocks: each half cell the mean of the pixels it covers")
    func boxFilter() throws {
        // 4 × 4 px on a 4 × 4 pt canvas; cells 2 pt wide: each half cell is 2 × 2 px.
        let bytes = TestPNG.rgba(width: 4, height: 4) { x, y in
            (x < 2 && y < 2) ? (x == 0 ? (0, 0, 0, 255) : (200, 100, 50, 255)) : (255, 255, 255, 255)
        }
        let shot = try Self.load(bytes, canvas: Size(width: 4, height: 4))
        let grid = PictureGrid(screenshot: shot, canvas: Size(width: 4, height: 4), scale: 2, columns: 0..<2, halves: 0..<2)
        #expect(grid.colour(column: 0, half: 0) == .rgb(100, 50, 25))
        #expect(grid.colour(column: 1, half: 0) == .rgb(255, 255, 255))
        #expect(grid.colour(column: 0, half: 2) == nil)
    }

    static func playground(colour: Bool = true) throws -> Playground {
        var pg = Playground(entries: [SceneEntry(path: "s.yaml", scene: scene, screenshot: try load(picture()))],
                            cols: 120, rows: 60, colour: colour, loader: { _ in scene })
        pg.setViewport(Viewport(scale: 1))
        return pg
    }

    @Test("the playground draws the picture in half blocks under the views' outlines; v hides it")
    func playgroundPicture() throws {
        var pg = try Self.playground()
        var buf = pg.draw()
        // Point (50, 30) is inside top, away from its border and label: cell (50, 15), halves 30 and 31.
        let inside = buf[50, 15]
        #expect(inside.char == "▀")
        #expect(inside.fg == .rgb(Self.red.0, Self.red.1, Self.red.2))
        #expect(inside.bg == .rgb(Self.red.0, Self.red.1, Self.red.2))
        #expect(buf[50, 35].fg == .rgb(Self.blue.0, Self.blue.1, Self.blue.2))
        // Outside every view: white.
        #expect(buf[95, 2].fg == .rgb(255, 255, 255))
        // The views' outlines over it.
        #expect(buf[10, 5].char == "┌")
        expectLine(pg.statusLines()[0], "picture (v hides)")
        _ = pg.perform(.togglePicture)
        buf = pg.draw()
        #expect(buf[50, 15].char != "▀")
        expectLine(pg.statusLines()[0], "picture hidden (v)")
        _ = pg.perform(.togglePicture)
        // A tap's dot is drawn over the picture.
        _ = pg.tap(col: 50, row: 15)
        #expect(pg.draw()[50, 15].char == "●")
    }

    @Test("over the picture, labels follow SceneText: a scroll indicator says nothing, a container repeating its child's words is not drawn twice")
    func outlineLabels() throws {
        let scene = try SceneLoader.parse(yaml: """
        name: labels
        canvas: { width: 100, height: 100 }
        views:
          - id: list
            frame: [0, 0, 100, 60]
            label: Sign in now
            tappable: true
            children:
              - id: title
                frame: [10, 20, 80, 20]
                label: Sign in now
                color: white
          - id: bar
            frame: [96, 0, 4, 60]
            label: Vertical scroll bar, 3 pages
            color: gray
        """, source: "labels.yaml")
        var pg = Playground(entries: [SceneEntry(path: "labels.yaml", scene: scene, screenshot: try Self.load(Self.picture()))],
                            cols: 120, rows: 60, colour: true, loader: { _ in scene })
        pg.setViewport(Viewport(scale: 1))
        let rows = pg.draw().lines()
        #expect(rows.filter { $0.contains("Sign in now") }.count == 1, "\(rows.prefix(40).joined(separator: "\n"))")
        #expect(!rows.contains { $0.contains("scroll bar") })
    }

    @Test("panning and zooming keep the picture aligned with the views' cells")
    func aligned() throws {
        var pg = try Self.playground()
        for step in 0..<3 {
            if step == 1 { pg.pan(cols: 7, rows: 3) }
            if step == 2 { pg.zoom(by: 2) }
            let buf = pg.draw()
            let v = pg.viewport
            // The cell that shows point (50, 30) (inside top) is red; (50, 74) (inside bottom) blue.
            let a = v.cell(for: Point(x: 50, y: 30)), b = v.cell(for: Point(x: 50, y: 74))
            #expect(buf[a.col, a.row].fg == .rgb(Self.red.0, Self.red.1, Self.red.2), "step \(step)")
            #expect(buf[b.col, b.row].fg == .rgb(Self.blue.0, Self.blue.1, Self.blue.2), "step \(step)")
        }
    }

    @Test("without colours, or with too few, the picture is not drawn and the status line says why")
    func noColours() throws {
        var pg = try Self.playground(colour: false)
        #expect(pg.draw()[50, 15].char != "▀")
        expectLine(pg.statusLines()[0], "picture off: no colours")
        pg = try Self.playground()
        pg.setPictureColours(8)
        #expect(pg.draw()[50, 15].char != "▀")
        expectLine(pg.statusLines()[0], "picture off: the terminal has 8 colours")
        pg.setPictureColours(1 << 24)
        #expect(pg.draw()[50, 15].char == "▀")
    }

    @Test("v on a scene without a screenshot says how to give one")
    func noScreenshot() {
        var pg = PlaygroundTests.make()
        _ = pg.perform(.togglePicture)
        #expect(pg.note?.contains("--screenshot FILE") == true)
    }

    @Test("the SVG embeds the PNG's own bytes as a data: URI under the views, sized to the canvas")
    func svg() throws {
        let bytes = Self.picture(width: 300, height: 330)
        let shot = try Self.load(bytes)
        var pic = ScenePicture(scene: Self.scene)
        pic.screenshot = shot
        let svg = pic.svg
        let element = shot.svgImage(canvas: Self.scene.canvas)
        #expect(svg.contains(element))
        #expect(element.contains("width=\"100\" height=\"100\" viewBox=\"0 0 100 100\" overflow=\"hidden\""))
        #expect(element.contains("<image x=\"0\" y=\"0\" width=\"100\" height=\"110\""))
        let uri = try #require(element.split(separator: "\"").first { $0.hasPrefix("data:image/png;base64,") })
        #expect(Data(base64Encoded: String(uri.dropFirst("data:image/png;base64,".count))) == Data(bytes))
        // Under the views: the image comes before the first view's outline, and no view is filled.
        let image = try #require(svg.range(of: "<image"))
        let view = try #require(svg.range(of: "class=\"view\""))
        #expect(image.lowerBound < view.lowerBound)
        #expect(!svg.contains("fill=\"\(SceneColor.red.hex)\""))
        // The audit's picture too.
        let audit = try Audit.analyse(scene: Self.scene, file: "s.yaml", options: AuditOptions(policies: [.uikit]))
        #expect(AuditPicture.svg(audit, screenshot: shot).contains(element))
    }

    @Test("xterm's 256 colours: the nearest of the cube and the greys")
    func xterm256() {
        #expect(TermColor.xterm256(255, 0, 0) == 196)
        #expect(TermColor.xterm256(0, 0, 0) == 16)
        #expect(TermColor.xterm256(255, 255, 255) == 231)
        #expect(TermColor.xterm256(128, 128, 128) == 244)
        #expect(TermColor.xterm256(95, 135, 175) == 67)
        for n in 16...255 {
            let c = TermColor.xterm256RGB(n)
            #expect(TermColor.xterm256RGB(TermColor.xterm256(c.r, c.g, c.b)) == c, "colour \(n)")
        }
        #expect(TermColor.directNumber(0, 0, 5) == 0x105)
        #expect(TermColor.directNumber(1, 2, 3) == 0x010203)
    }
}

/// `#expect(line.contains(needle))` that says the line when it fails.
private func expectLine(_ line: String, _ needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(line.contains(needle), "\(line)", sourceLocation: sourceLocation)
}
