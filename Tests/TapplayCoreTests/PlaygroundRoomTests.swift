import Testing
@testable import TapplayCore

/// A phone-sized screen of many small buttons, some labelled.
private func phone(buttons: Int = 8) -> Scene {
    var views = [SceneView(id: "Window", frame: Rect(x: 0, y: 0, width: 390, height: 844))]
    for k in 0..<buttons {
        var b = SceneView(id: "Button-\(k + 1)", frame: Rect(x: Double(k % 8) * 48, y: 100 + Double(k / 8) * 30,
                                                            width: 44, height: 26),
                          label: k == 3 ? "今日" : nil, type: "XCUIElementTypeButton", tappable: true, parent: 0)
        b.color = .blue
        views.append(b)
    }
    return Scene(name: "phone", canvas: Size(width: 390, height: 844), views: views)
}

private func playground(_ s: Scene, cols: Int, rows: Int) -> Playground {
    Playground(entries: [SceneEntry(path: "phone.txt", scene: s)], cols: cols, rows: rows, colour: false,
               loader: { _ in s })
}

/// The playground keeps out of the way: panels beside the phone when there is
/// room, q and Esc close before they quit, the map's legend goes with the map,
/// every view its own mark, and the status line names views as the screen does.
@Suite("Playground room")
struct PlaygroundRoomTests {
    /// The columns the canvas takes on screen.
    static func canvasCols(_ pg: Playground) -> Range<Int> {
        pg.viewport.cols(from: 0, to: pg.scene.canvas.width)
    }

    @Test("panels stand beside the phone at 200 and at 100 columns, over it only when there is no room",
          arguments: [(200, 60), (100, 40)])
    func panelsBeside(_ size: (Int, Int)) {
        var pg = playground(phone(), cols: size.0, rows: size.1)
        for key in ["?", "a", "t"] {
            _ = pg.handle(.key(.char(Character(key))))
            #expect(pg.layout.panelColumns >= ScreenLayout.panelMinimum, "\(key) at \(size)")
            let panel = pg.layout.panelArea
            #expect(Self.canvasCols(pg).upperBound <= panel.col, "the panel covers the phone at \(size) after \(key)")
            let screen = pg.draw()
            // The phone's left edge is still drawn: the panel is beside, not over.
            #expect(screen.lines().contains { $0.contains("┌") })
            _ = pg.handle(.key(.char(Character(key))))
            #expect(pg.layout.panelColumns == 0)
        }
        // A landscape canvas fills the width: no room, the panel goes over it.
        let wide = Scene(name: "wide", canvas: Size(width: 2000, height: 400), views: [])
        var over = playground(wide, cols: 100, rows: 40)
        _ = over.handle(.key(.char("?")))
        #expect(over.layout.panelColumns == 0)
        #expect(over.draw().plainText.contains("keys"))
    }

    @Test("q and Esc close a panel before q quits")
    func qClosesFirst() {
        var pg = playground(phone(), cols: 120, rows: 40)
        _ = pg.handle(.key(.char("?")))
        #expect(pg.handle(.key(.char("q"))) == [])
        #expect(!pg.overlays.help)
        _ = pg.handle(.key(.char("?")))
        #expect(pg.handle(.key(.escape)) == [])
        #expect(!pg.overlays.help)
        _ = pg.handle(.key(.char("t")))
        _ = pg.handle(.key(.char("a")))
        #expect(pg.handle(.key(.char("q"))) == [])
        #expect(!pg.overlays.trace && !pg.overlays.audit)
        #expect(pg.draw().plainText.contains("q again quits"))
        #expect(pg.handle(.key(.char("q"))) == [.quit])
    }

    @Test("the map's legend goes with the map: its key, Esc, the diff, a policy key keeps it with the map")
    func legendGoesWithMap() {
        var pg = playground(phone(), cols: 120, rows: 40)
        func shown() -> Bool { pg.draw().plainText.contains("map: ") }
        _ = pg.handle(.key(.char("m")))
        #expect(shown())
        _ = pg.handle(.key(.char("2")))
        #expect(shown() == pg.overlays.map)
        _ = pg.handle(.key(.char("m")))
        #expect(!shown())
        _ = pg.handle(.key(.char("m")))
        _ = pg.handle(.key(.escape))
        #expect(!shown())
        _ = pg.handle(.key(.char("m")))
        _ = pg.handle(.key(.char("d")))
        #expect(!shown())
    }

    @Test("every view a tap can reach has its own mark in the map, and the legend says when it is cut")
    func distinctMarks() {
        let s = phone(buttons: 140)
        let labels = MapLegend.sceneLabels(s)
        let marks = s.views.indices.filter { s.views[$0].tappable }.map { labels[$0] }
        #expect(!marks.contains(MapLegend.overflow))
        #expect(Set(marks).count == marks.count, "two views share a mark")
        for m in marks { #expect(DisplayWidth.withUTF8Locale { DisplayWidth.columns(m) } == 1) }
        let legend = HitMapLayer.legend(s, width: 100)
        #expect(DisplayWidth.columns(legend) <= 100)
        #expect(legend.contains("more views"), "\(legend)")
        // Past the last mark the legend says so.
        #expect(HitMapLayer.legend(phone(buttons: 200), width: 100).contains("? more views than marks"))
    }

    @Test("the status line names a view by its label, cuts long classes in the middle, keeps the responder")
    func statusNames() {
        DisplayWidth.withUTF8Locale { statusNamesInUTF8() }
    }

    func statusNamesInUTF8() {
        var pg = playground(phone(), cols: 120, rows: 40)
        pg.tap(point: Point(x: 3 * 48 + 20, y: 110))
        #expect(pg.lastTapText().contains("hit 今日 (Button-4), responder 今日 (Button-4)"), "\(pg.lastTapText())")
        pg.tap(point: Point(x: 20, y: 110))
        #expect(pg.lastTapText().contains("hit Button-1 (XCUIElementTypeButton)"), "\(pg.lastTapText())")
        #expect(ViewName.middleCut("com.android.internal.widget.ActionBarOverlayLayout", width: 20)
                    == "com.andro…rlayLayout")
        for width in [30, 40, 50, 60] {
            let t = pg.lastTapText(width: width)
            #expect(t.contains("responder"), "\(width): \(t)")
            #expect(DisplayWidth.columns(t) <= width, "\(width): \(t)")
        }
    }
}
