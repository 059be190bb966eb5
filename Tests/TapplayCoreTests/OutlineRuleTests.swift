import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore

/// SPEC section 6: a view with no colour, no label and no tap handler is drawn
/// as its outline only, in every picture, so that it hides nothing; the others
/// are filled as before. Also where dots, the crosshair and clicks land beside
/// the wide characters of a label.
@Suite("Plain containers drawn as outlines")
struct OutlineRuleTests {
    /// Two buttons and a tinted box, then a full-screen plain wrapper in front
    /// of them (as a real screen's second window, which lets touches through),
    /// holding a plain `inner`.
    static func scene(wrapperColour: SceneColor? = nil) -> Scene {
        func v(_ id: String, _ f: [Double], color: SceneColor? = nil, label: String? = nil,
               tappable: Bool = false, interactive: Bool = true, _ children: [ViewTree] = []) -> ViewTree {
            ViewTree(SceneView(id: id, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), color: color,
                               label: label, tappable: tappable, interactive: interactive), children)
        }
        return Scene(name: "Outline rule", canvas: Size(width: 200, height: 100), tree: [
            v("card", [10, 10, 80, 40], color: .blue, label: "Card", tappable: true),
            v("badge", [110, 10, 80, 40], label: "点我", tappable: true),
            v("tinted", [10, 60, 60, 30], color: .green),
            v("wrapper", [0, 0, 200, 100], color: wrapperColour, interactive: false, [v("inner", [100, 50, 100, 50])]),
        ])
    }

    static func playground(_ s: Scene, colour: Bool = false) -> Playground {
        var pg = Playground(entries: [SceneEntry(path: nil, scene: s)], cols: 40, rows: 12, colour: colour,
                            headless: true, loader: { _ in s })
        pg.setViewport(Viewport.fit(canvas: s.canvas, cols: 40, rows: 10))
        return pg
    }

    @Test("the rule: no colour, no label (or an empty one), not tappable")
    func rule() {
        let s = Self.scene()
        #expect(s.views.filter(\.drawsOutlineOnly).map(\.id) == ["wrapper", "inner"])
        #expect(SceneView(id: "e", frame: .zero, label: "").drawsOutlineOnly)
        #expect(!SceneView(id: "t", frame: .zero, tappable: true).drawsOutlineOnly)
        #expect(!SceneView(id: "g", frame: .zero, gestures: [.doubleTap]).drawsOutlineOnly)
        #expect(!SceneView(id: "c", frame: .zero, color: .gray).drawsOutlineOnly)
    }

    @Test("text render: the wrapper in front is an outline and everything under it shows")
    func textRender() throws {
        let text = try #require(DisplayWidth.withLocale(named: "C.UTF-8") {
            Self.playground(Self.scene()).draw().lines().prefix(10).joined(separator: "\n")
        })
        let expected = """
        ┌──────────────────────────────────────┐
        │·┌card──────────┐····┌badge─────────┐·│
        │·│Card          │····│点我          │·│
        │·│              │····│              │·│
        │·└──────────────┘····└──────────────┘·│
        │···················┌──────────────────┐
        │·┌tinted────┐······│··················│
        │·│          │······│··················│
        │·└──────────┘······│··················│
        └───────────────────└──────────────────┘
        """
        #expect(text == expected)
        // Given a colour, the same wrapper is filled as before and hides what is behind it.
        let filled = try #require(DisplayWidth.withLocale(named: "C.UTF-8") {
            Self.playground(Self.scene(wrapperColour: .gray)).draw().lines().prefix(10).joined(separator: "\n")
        })
        #expect(!filled.contains("Card") && !filled.contains("点我") && !filled.contains("·"))
        #expect(filled.contains("┌wrapper"))
    }

    @Test("an outline covers no text beneath it, not even with its id")
    func outlineSparesText() throws {
        let s = Scene(name: "t", canvas: Size(width: 200, height: 100), tree: [
            ViewTree(SceneView(id: "title", frame: Rect(x: 0, y: 0, width: 200, height: 40), color: .yellow,
                               label: "Hello 世界, hello world")),
            ViewTree(SceneView(id: "box", frame: Rect(x: 20, y: 10, width: 100, height: 80))),
        ])
        let lines = try #require(DisplayWidth.withLocale(named: "C.UTF-8") {
            HeadlessScreen.render(scene: s, path: nil, cols: 40, rows: 10, settings: HitSettings(policy: .uikit), taps: []).lines()
        })
        // The box's top edge (row 1, columns 4…23) crosses the title's label: the text stays whole,
        // spaces between its words included; its left and right edges cross the title's bottom border.
        #expect(lines[0] == "┌title" + String(repeating: "─", count: 33) + "┐")
        #expect(lines[1] == "│Hello 世界, hello world" + String(repeating: " ", count: 15) + "│", "\(lines)")
        #expect(lines[2] == "│   │" + String(repeating: " ", count: 18) + "│" + String(repeating: " ", count: 15) + "│")
        #expect(lines[3] == "└───│" + String(repeating: "─", count: 18) + "│" + String(repeating: "─", count: 15) + "┘")
        #expect(lines[4].hasPrefix("····│"))
    }

    @Test("in colour the outline keeps the background of what it crosses")
    func colourOutline() {
        let pg = Self.playground(Self.scene(), colour: true)
        let buf = pg.draw()
        // Column 0 is the wrapper's left edge; (2, 2) is the card's left edge, inside the wrapper.
        #expect(buf[0, 2].char == "│" && buf[0, 2].bg == .default)
        #expect(buf[2, 2].char == "│" && buf[2, 2].bg == .scene(.blue))
        // The card's inside is still blue under the wrapper.
        #expect(buf[8, 3].bg == .scene(.blue))
    }

    @Test("SVG: a plain container is an unfilled outline, never an opaque fill; labels stay UTF-8 text")
    func svg() throws {
        let svg = ScenePicture(scene: Self.scene()).svg
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let rects = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") }
        let canvasSized = rects.filter { $0.contains("width=\"200\" height=\"100\"") }
        // The background, and the wrapper's outline.
        #expect(canvasSized.count == 2)
        #expect(canvasSized.filter { !$0.contains("fill=\"none\"") }.count == 1)
        #expect(canvasSized[0].contains("fill=\"#ffffff\""))
        #expect(canvasSized[1].contains("fill=\"none\"") && canvasSized[1].contains("class=\"container\""))
        #expect(rects.contains { $0.contains("x=\"100\" y=\"50\"") && $0.contains("fill=\"none\"") })
        #expect(rects.contains { $0.contains("x=\"10\" y=\"10\"") && $0.contains("fill=\"\(SceneColor.blue.hex)\"") })
        #expect(svg.contains(">点我</text>"))
        #expect(svg.contains(">Card</text>"))
        #expect(!svg.contains(">wrapper</text>"))
        // With a colour the wrapper is filled.
        let filled = ScenePicture(scene: Self.scene(wrapperColour: .gray)).svg
        #expect(filled.contains("fill=\"\(SceneColor.gray.hex)\""))
    }

    @Test("SVG: long labels are cut between characters by width; a view that clips clips its subtree")
    func svgCutAndClip() throws {
        // Cut with `…` (SPEC §6.1), between characters, by width.
        #expect(ScenePicture.fitted("日本語のラベル", columns: 7) == "日本語…")
        #expect(ScenePicture.fitted("Cafe\u{301}s", columns: 4) == "Caf…")
        #expect(ScenePicture.fitted("Cafe\u{301}s", columns: 5) == "Cafe\u{301}s")
        #expect(ScenePicture.fitted("点", columns: 1) == "…")
        let s = Scene(name: "clip", canvas: Size(width: 100, height: 100), tree: [
            ViewTree(SceneView(id: "scroll", frame: Rect(x: 0, y: 20, width: 100, height: 50), clips: true), [
                ViewTree(SceneView(id: "page", frame: Rect(x: 0, y: -100, width: 100, height: 300), color: .red)),
            ]),
            ViewTree(SceneView(id: "after", frame: Rect(x: 0, y: 80, width: 100, height: 20), color: .blue)),
        ])
        let svg = ScenePicture(scene: s).svg
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let lines = svg.split(separator: "\n").map(String.init)
        let open = try #require(lines.firstIndex { $0.hasPrefix("<svg class=\"clip\"") })
        let close = try #require(lines.firstIndex(of: "</svg>"))
        #expect(lines[open].contains("viewBox=\"0 20 100 50\""))
        let page = try #require(lines.firstIndex { $0.contains("fill=\"\(SceneColor.red.hex)\"") })
        let after = try #require(lines.firstIndex { $0.contains("fill=\"\(SceneColor.blue.hex)\"") })
        #expect(open < page && page < close && close < after)
    }

    @Test("a click on either half of a wide character taps that cell's point; the dot and the crosshair take that one cell")
    func dotsBesideWideCharacters() throws {
        let ran: Void? = try DisplayWidth.withLocale(named: "C.UTF-8") { () throws -> Void in
            var pg = Self.playground(Self.scene())
            // The badge's label 点我 sits at columns 23…26 of row 2: 点 (head 23, tail 24), 我 (25, 26).
            var buf = pg.draw()
            #expect(buf[23, 2].char == "点" && buf[24, 2].isTail && buf[25, 2].char == "我")
            _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: 24, row: 2, time: 1)))
            _ = pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: 24, row: 2, time: 1.05)))
            let r = try #require(pg.lastResult)
            #expect(r.point == pg.viewport.point(col: 24, row: 2))
            #expect(r.responder.map { pg.scene.views[$0].id } == "badge")
            buf = pg.draw()
            #expect(buf[24, 2].char == "●")
            #expect(buf[23, 2].char == " ", "the head of 点 is blanked, not left half drawn")
            #expect(buf[25, 2].char == "我" && buf[26, 2].isTail)
            #expect(buf.lines()[2].hasPrefix("│·│Card          │····│ ●我"))
            // The crosshair on the head of 我 marks that cell alone.
            pg.enableCrosshair()
            _ = pg.perform(.move(cols: 25 - (pg.crosshair?.col ?? 0), rows: 2 - (pg.crosshair?.row ?? 0)))
            #expect(pg.crosshair?.col == 25 && pg.crosshair?.row == 2)
            buf = pg.draw()
            #expect(buf[25, 2].char == "+" && buf[25, 2].attrs.contains(.reverse))
            #expect(buf[26, 2].char == " ")
            #expect(buf.lines().allSatisfy { DisplayWidth.columns($0) <= 40 })
        }
        #expect(ran != nil, "C.UTF-8 is needed")
    }
}

/// How an imported screen's small text elements show their labels.
@Suite("Labels on imported screens")
struct ImportedLabelTests {
    /// A 60 × 60 button holding a 37 × 22 title label that repeats its label, as XCUITest lists them.
    static func scene(source: String?) -> Scene {
        Scene(name: "dump", canvas: Size(width: 100, height: 100), source: source, tree: [
            ViewTree(SceneView(id: "touchMe", frame: Rect(x: 20, y: 20, width: 60, height: 60), label: "点我",
                               type: "Button", tappable: true), [
                ViewTree(SceneView(id: "StaticText-2", frame: Rect(x: 11.5, y: 19, width: 37, height: 22),
                                   label: "点我", type: "StaticText")),
            ]),
        ])
    }

    func lines(_ s: Scene) throws -> [String] {
        try #require(DisplayWidth.withLocale(named: "C.UTF-8") {
            HeadlessScreen.render(scene: s, path: nil, cols: 12, rows: 6, settings: HitSettings(policy: .uikit), taps: []).lines()
        })
    }

    @Test("a title too narrow for its label inside a box shows it across its width; hand-made scenes keep their boxes")
    func narrowTitle() throws {
        let imported = try lines(Self.scene(source: "dump.txt (xcuitest)"))
        #expect(imported.contains { $0.contains("│ 点我 │") }, "\(imported)")
        let handMade = try lines(Self.scene(source: nil))
        #expect(!handMade.contains { $0.contains("点我") && !$0.contains("┌") }, "\(handMade)")
    }
}
