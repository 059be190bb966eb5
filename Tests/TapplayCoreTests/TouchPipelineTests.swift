import Testing
@testable import TapplayCore

/// One click in the playground is resolved once, under the current policy and
/// slop, and the dot, the record line, the gesture lab and the drag lab all
/// agree about it.
@Suite("Playground touch pipeline: one resolution, one tap rule")
struct TouchPipelineTests {
    static let pair = Scene(name: "pair", canvas: Size(width: 300, height: 100), slop: 10, tree: [
        view("wide", 0, 0, 300, 100, tappable: true),
    ])

    static func make(_ s: Scene, scale: Double, cols: Int = 200) -> Playground {
        var pg = Playground(entries: [SceneEntry(path: "s.yaml", scene: s)], cols: cols, rows: 60,
                            loader: { _ in s })
        pg.setViewport(Viewport(scale: scale))
        return pg
    }

    static func mouse(_ pg: inout Playground, _ kind: MouseEvent.Kind, _ c: Int, _ r: Int, _ t: Double) -> [PlaygroundEffect] {
        pg.handle(.mouse(MouseEvent(kind: kind, button: .left, col: c, row: r, time: t)))
    }

    /// The taps the gesture lab recognised, as the timeline lists them.
    static func firedTaps(_ pg: Playground) -> Int {
        pg.labs.timeline.filter { $0.contains("▶ tap on") }.count
    }

    @Test("a click released one cell (14 pt) away is no tap anywhere: no dot, no record, no gesture")
    func coarseCellMoveIsNoTap() {
        var pg = Self.make(Self.pair, scale: 14)
        _ = Self.mouse(&pg, .press, 5, 1, 1.0)
        let fx = Self.mouse(&pg, .release, 6, 1, 1.1)      // 14 pt right of the press
        #expect(Self.firedTaps(pg) == 0)
        #expect(pg.results.count == Self.firedTaps(pg), "the dot and the gesture lab disagree")
        #expect(fx.isEmpty, "a record line for a click the gesture lab says was no tap")
    }

    @Test("a click released 3 pt away (three cells at 1 pt a cell) is a tap everywhere: dot, record, gesture")
    func fineCellMoveIsATap() {
        var pg = Self.make(Self.pair, scale: 1)
        _ = Self.mouse(&pg, .press, 50, 10, 1.0)
        let fx = Self.mouse(&pg, .release, 53, 10, 1.1)
        #expect(Self.firedTaps(pg) == 1)
        #expect(pg.results.count == Self.firedTaps(pg), "the dot and the gesture lab disagree")
        #expect(fx.count == 1)
        // The dot is where the touch went down.
        #expect(pg.results.first?.point == Point(x: 50.5, y: 21))
    }

    @Test("motion beyond 10 pt and back before the release is no tap, as in the gesture lab")
    func wanderingClickIsNoTap() {
        var pg = Self.make(Self.pair, scale: 1)
        _ = Self.mouse(&pg, .press, 50, 10, 1.0)
        _ = Self.mouse(&pg, .motion, 70, 10, 1.05)
        _ = Self.mouse(&pg, .release, 50, 10, 1.1)
        #expect(Self.firedTaps(pg) == 0)
        #expect(pg.results.isEmpty)
    }

    /// Two draggable, tappable drop targets: under `exact`, slop 30 shrinks b's
    /// drop area to [180, 30, 40, 40], slop 10 only to [160, 10, 80, 80].
    static let dragPair = Scene(name: "drag", canvas: Size(width: 300, height: 120), slop: 10, tree: [
        ViewTree(SceneView(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100), tappable: true,
                           draggable: true, dropTarget: true)),
        ViewTree(SceneView(id: "b", frame: Rect(x: 150, y: 0, width: 100, height: 100), tappable: true,
                           draggable: true, dropTarget: true)),
    ])

    @Test("the playground's drag lab uses the current slop, as `tapplay drag --slop` does")
    func dragLabHonoursSlop() {
        // Headless, as `tapplay drag --policy exact --slop 30` runs it.
        var engine = DragEngine(scene: Self.dragPair, policy: .exact, slop: 30)
        var headless: [DragEvent] = []
        headless += engine.handle(TouchSample(time: 0, point: Point(x: 50.5, y: 49), kind: .down))
        headless += engine.advance(to: 0.6)
        headless += engine.handle(TouchSample(time: 0.7, point: Point(x: 164.5, y: 49), kind: .move))
        headless += engine.handle(TouchSample(time: 0.8, point: Point(x: 164.5, y: 49), kind: .up))
        let headlessLost = headless.contains { if case .dragEnded(_, _, _, true) = $0 { true } else { false } }
        #expect(headlessLost, "at slop 30, (164.5, 49) is outside b's exact area")

        var pg = Self.make(Self.dragPair, scale: 1, cols: 300)
        _ = pg.handle(.key(.char("3")))          // exact
        pg.setSlop(30)
        _ = Self.mouse(&pg, .press, 50, 24, 1.0) // (50.5, 49) on a
        pg.advance(to: 1.6)
        _ = Self.mouse(&pg, .motion, 164, 24, 1.7)
        _ = Self.mouse(&pg, .release, 164, 24, 1.8)
        #expect(pg.labs.lostDrops.count == 1, "the playground dropped on b where `tapplay drag --slop 30` loses the drop")
    }
}

extension TouchPipelineTests {
    @Test("zooming with the wheel while the button is held does not move the touch: the click is still a tap")
    func wheelDuringPress() {
        var pg = Self.make(Self.pair, scale: 9.5)
        _ = Self.mouse(&pg, .press, 5, 1, 1.0)
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .wheelDown, col: 0, row: 0, time: 1.02)))
        let fx = Self.mouse(&pg, .release, 5, 1, 1.05)
        #expect(pg.viewport.scale != 9.5, "the wheel zoomed")
        #expect(fx.count == 1 && pg.results.count == 1)
        #expect(Self.firedTaps(pg) == 1)
    }
}
