import Testing
@testable import TapplayCore

@Suite("Playground state and keys (no terminal)")
struct PlaygroundTests {
    /// A 100×100 canvas shown 1 pt per cell column: cell (c, r) is the point (c + 0.5, 2r + 1).
    static let neighbours = topOverBottom

    static func make(_ scenes: [Scene] = [neighbours], loader: @escaping Playground.Loader = { _ in neighbours }) -> Playground {
        var pg = Playground(entries: scenes.enumerated().map { SceneEntry(path: "s\($0.offset).yaml", scene: $0.element) },
                            cols: 120, rows: 60, loader: loader)
        pg.setViewport(Viewport(scale: 1))
        return pg
    }

    static func click(_ pg: inout Playground, _ c: Int, _ r: Int) -> [PlaygroundEffect] {
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: c, row: r, time: 1)))
        return pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: c, row: r, time: 1.1)))
    }

    @Test("a left press and release is a tap at the cell's centre, recorded as JSON")
    func clickTaps() {
        var pg = Self.make()
        let fx = Self.click(&pg, 50, 10)          // point (50.5, 21): inside top
        #expect(pg.results.count == 1)
        #expect(pg.results[0].point == Point(x: 50.5, y: 21))
        #expect(pg.resolver.id(pg.results[0].responder) == "top")
        guard case .record(let json)? = fx.first else { Issue.record("no record effect"); return }
        let line = json.json.serialized
        #expect(line.contains("\"cell\": [50, 10]"))
        #expect(line.contains("\"hit\": \"top\""))
        #expect(line.contains("\"time\": 1.1"))
    }

    @Test("a press released far away is a drag, not a tap")
    func dragIsNoTap() {
        var pg = Self.make()
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: 10, row: 10)))
        let fx = pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: 30, row: 10)))
        #expect(fx.isEmpty)
        #expect(pg.results.isEmpty)
    }

    @Test("1–8 and Tab switch policy and re-resolve every dot")
    func policySwitchReresolves() {
        var pg = Self.make()
        _ = Self.click(&pg, 50, 25)               // (50.5, 51): the seam, 1 from top and 3 from bottom
        #expect(pg.results[0].responder == nil)   // uikit: nobody
        _ = pg.handle(.key(.char("2")))
        #expect(pg.policy == .swiftui)
        #expect(pg.results[0].ambiguous)
        #expect(pg.resolver.id(pg.results[0].responder) == "top")
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .exact)
        #expect(pg.results[0].hit == nil)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .filtered)
        #expect(pg.results[0].responder == nil && pg.results[0].hit != nil)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .sampled)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .android)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .compose)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .flutter)
        _ = pg.handle(.key(.tab))
        #expect(pg.policy == .uikit)
        _ = pg.handle(.key(.backTab))
        #expect(pg.policy == .flutter)
        _ = pg.handle(.key(.char("5")))
        #expect(pg.policy == .sampled)
        _ = pg.handle(.key(.char("6")))
        #expect(pg.policy == .android)
        _ = pg.handle(.key(.char("7")))
        #expect(pg.policy == .compose)
        // The seam is 1 from top's edge and 3 from bottom's: Compose's nearest edge, ambiguous.
        #expect(pg.resolver.id(pg.results[0].hit) == "top" && pg.results[0].ambiguous)
        _ = pg.handle(.key(.char("8")))
        #expect(pg.policy == .flutter)
        // Flutter: exactly the frames, no slop: the seam reaches nobody.
        #expect(pg.results[0].hit == nil && pg.results[0].responder == nil && !pg.results[0].ambiguous)
    }

    @Test("dots: ● handled, ○ nobody, ◐ ambiguous")
    func glyphs() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("2")))
        _ = Self.click(&pg, 50, 10)
        _ = Self.click(&pg, 5, 45)      // (5.5, 91): 4.5 left of bottom → handled, not ambiguous
        _ = Self.click(&pg, 50, 25)
        _ = Self.click(&pg, 99, 0)      // far from both
        #expect(pg.results.map(Playground.glyph) == ["●", "●", "◐", "○"])
        let screen = pg.draw()
        #expect(screen[50, 10].char == "●")
        #expect(screen[50, 25].char == "◐")
        #expect(screen[99, 0].char == "○")
    }

    @Test("c clears the dots")
    func clear() {
        var pg = Self.make()
        _ = Self.click(&pg, 50, 10)
        _ = pg.handle(.key(.char("c")))
        #expect(pg.results.isEmpty && pg.entry.taps.isEmpty)
    }

    @Test("[ and ] change slop by 1 pt and re-resolve")
    func slopKeys() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("2")))
        _ = Self.click(&pg, 99, 20)     // (99.5, 41): 9.5 right of top
        #expect(pg.resolver.id(pg.results[0].hit) == "top")
        _ = pg.handle(.key(.char("[")))
        #expect(pg.slop == 9)
        #expect(pg.results[0].hit == nil)
        _ = pg.handle(.key(.char("]")))
        _ = pg.handle(.key(.char("]")))
        #expect(pg.slop == 11)
    }

    @Test("status line shows scene, policy, slop and the last tap with its contenders")
    func statusLine() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("2")))
        _ = Self.click(&pg, 50, 25)
        let text = pg.draw().lines().suffix(2).joined(separator: "\n")
        #expect(text.contains("pair"))
        #expect(text.contains("swiftui"))
        #expect(text.contains("slop 10"))
        #expect(text.contains("tap (50.5, 51) pt → hit top, responder top, ambiguous: top, bottom"))
    }

    @Test("k shows a crosshair; arrows move it; Space taps there")
    func crosshair() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("k")))
        guard let start = pg.crosshair else { Issue.record("no crosshair"); return }
        _ = pg.handle(.key(.left))
        _ = pg.handle(.key(.up))
        #expect(pg.crosshair! == (start.col - 1, start.row - 1))
        let fx = pg.handle(.key(.char(" ")))
        #expect(fx.count == 1)
        #expect(pg.results.count == 1)
        _ = pg.handle(.key(.enter))
        #expect(pg.results.count == 2)
        _ = pg.handle(.key(.char("k")))
        #expect(pg.crosshair == nil)
    }

    @Test("arrows pan, +/- zoom, 0 fits again")
    func zoomPan() {
        var pg = Self.make()
        let before = pg.viewport
        _ = pg.handle(.key(.right))
        #expect(pg.viewport.originCol == before.originCol - 2)
        _ = pg.handle(.key(.char("+")))
        #expect(pg.viewport.scale < before.scale)
        _ = pg.handle(.key(.char("-")))
        _ = pg.handle(.key(.char("-")))
        #expect(pg.viewport.scale > before.scale)
        _ = pg.handle(.key(.char("0")))
        #expect(pg.viewport == Viewport.fitCentred(canvas: Self.neighbours.canvas, cols: 120, rows: 58))
    }

    @Test("right-button drag pans by the distance moved")
    func rightDragPans() {
        var pg = Self.make()
        let before = pg.viewport
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .right, col: 10, row: 10)))
        _ = pg.handle(.mouse(MouseEvent(kind: .motion, button: .right, col: 15, row: 12)))
        _ = pg.handle(.mouse(MouseEvent(kind: .release, button: .right, col: 17, row: 12)))
        #expect(pg.viewport.originCol == before.originCol + 7)
        #expect(pg.viewport.originRow == before.originRow + 2)
    }

    @Test("n and p switch scenes, each keeping its own dots")
    func sceneSwitching() {
        let other = Scene(name: "other", canvas: Size(width: 100, height: 100), tree: [view("solo", 0, 0, 100, 100, tappable: true)])
        var pg = Self.make([Self.neighbours, other])
        _ = Self.click(&pg, 50, 10)
        _ = pg.handle(.key(.char("n")))
        #expect(pg.scene.name == "other")
        #expect(pg.results.isEmpty)
        _ = pg.handle(.key(.char("p")))
        #expect(pg.scene.name == "pair")
        #expect(pg.results.count == 1)
    }

    @Test("r reloads; a broken edit keeps the last good scene and shows its problems")
    func reload() {
        struct Broken: Error, CustomStringConvertible { var description = "s0.yaml:3:5: views[0].alpha: 2 is outside 0…1" }
        var pg = Self.make(loader: { _ in throw Broken() })
        _ = pg.handle(.key(.char("r")))
        #expect(pg.scene.name == "pair")
        #expect(pg.entry.problems == ["s0.yaml:3:5: views[0].alpha: 2 is outside 0…1"])
        #expect(pg.draw().plainText.contains("views[0].alpha: 2 is outside 0…1"))
        var good = Self.make(loader: { _ in Scene(name: "edited", canvas: Size(width: 100, height: 100), tree: []) })
        _ = good.handle(.key(.char("r")))
        #expect(good.scene.name == "edited")
        #expect(good.entry.problems.isEmpty)
    }

    @Test("? shows help listing every key; any key closes it; q quits")
    func helpAndQuit() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("?")))
        let text = pg.draw().plainText
        for b in Keymap.bindings { #expect(text.contains(b.label), "help lacks \(b.label)") }
        _ = pg.handle(.key(.char("x")))
        #expect(!pg.overlays.help)
        #expect(pg.handle(.key(.char("q"))) == [.quit])
    }

    @Test("t shows the trace of the last tap")
    func tracePanel() {
        var pg = Self.make()
        _ = Self.click(&pg, 50, 10)
        _ = pg.handle(.key(.char("t")))
        let text = pg.draw().plainText
        #expect(text.contains("trace of (50.5, 21) under uikit"))
        #expect(text.contains("top: inside, no children"))
    }

    @Test("m tints every cell with who a tap there reaches; d marks disagreements with uikit")
    func overlays() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("2")))
        _ = pg.handle(.key(.char("m")))
        var screen = pg.draw()
        #expect(screen[5, 20].char == "t")        // (5.5, 41): within slop of top
        #expect(screen[50, 40].char == "b")
        #expect(pg.draw().plainText.contains("map: ╳ reached, no handler · · nobody · t top · b bottom"))
        _ = pg.handle(.key(.char("d")))
        #expect(!pg.overlays.map && pg.overlays.diff)
        screen = pg.draw()
        #expect(screen[5, 20].char == "≠")        // uikit: nobody; swiftui: top
        #expect(screen[50, 10].char != "≠")       // both: top
    }

    @Test("a terminal under 30×8 gets a readable 'too small' notice, and recovers")
    func tooSmall() {
        var pg = Self.make()
        _ = pg.handle(.resize(cols: 20, rows: 6))
        let text = pg.draw().plainText
        #expect(text.contains("too small"))
        _ = pg.handle(.resize(cols: 80, rows: 24))
        #expect(!pg.draw().plainText.contains("too small"))
    }

    @Test("f shows the HUD with resolve and frame times and the frame rate")
    func hud() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("f")))
        pg.stats.frame(at: 10, took: 0.0004)
        pg.stats.frame(at: 10.5, took: 0.0004)
        let top = pg.draw().lines()[0]
        #expect(top.contains("frame 400 µs"))
        #expect(top.contains("2 fps"))
        #expect(top.contains("2 views"))
    }

    @Test("replayed taps are placed on their scenes and shown as dots at once")
    func replayedTaps() {
        let taps = [RecordLine.Tap(line: 1, point: Point(x: 50.5, y: 21), policy: .uikit, hit: "top", responder: "top",
                                ambiguous: false, candidates: ["top"], file: "s0.yaml", slop: 10)]
        let entries = ReplayPlacement.place(taps, on: [SceneEntry(path: "s0.yaml", scene: Self.neighbours)])
        var pg = Playground(entries: entries, cols: 120, rows: 60, loader: { _ in Self.neighbours })
        pg.setViewport(Viewport(scale: 1))
        #expect(pg.results.count == 1)
        #expect(pg.draw()[50, 10].char == "●")
    }

    @Test("the number of dots kept per scene is capped")
    func tapCap() {
        var pg = Self.make()
        for _ in 0..<(Limits.maxTaps + 10) { pg.tap(point: Point(x: 50, y: 20)) }
        _ = Self.click(&pg, 50, 10)
        #expect(pg.entry.taps.count == Limits.maxTaps)
        #expect(pg.results.count == Limits.maxTaps)
    }

    // MARK: - Gesture and drag labs in the playground

    static let lab: Scene = {
        var draw = SceneView(id: "draw", frame: Rect(x: 0, y: 0, width: 60, height: 40), gestures: [.tap, .doubleTap, .longPress])
        draw.color = .red
        var items: [ViewTree] = []
        for i in 0..<3 {
            items.append(ViewTree(SceneView(id: "item\(i)", frame: Rect(x: Double(i) * 20, y: 0, width: 18, height: 18),
                                            tappable: true, draggable: true, dropTarget: true)))
        }
        let grid = ViewTree(SceneView(id: "grid", frame: Rect(x: 0, y: 60, width: 60, height: 18), reorderable: true), items)
        return Scene(name: "lab", canvas: Size(width: 100, height: 100), tree: [ViewTree(draw), grid])
    }()

    static func press(_ pg: inout Playground, _ c: Int, _ r: Int, _ t: Double) {
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: c, row: r, time: t)))
    }
    static func release(_ pg: inout Playground, _ c: Int, _ r: Int, _ t: Double) {
        _ = pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: c, row: r, time: t)))
    }

    @Test("a single tap on a view with a double tap waits 0.35 s under require-fail, 0.2 s under timer")
    func gestureLatency() {
        var pg = Self.make([Self.lab])
        Self.press(&pg, 10, 5, 1.0)
        Self.release(&pg, 10, 5, 1.1)
        #expect(pg.nextDeadline.map { abs($0 - 1.45) < 1e-9 } == true, "the loop must wake at the window's end")
        #expect(pg.labs.gestureMarks.isEmpty)
        pg.advance(to: 1.5)
        #expect(pg.labs.gestureMarks.map(\.label) == ["1"])
        #expect(pg.labs.latencies.median(.tap, strategy: .requireFail).map { abs($0 - 0.35) < 1e-9 } == true)
        _ = pg.handle(.key(.char("g")))
        #expect(pg.labs.strategy == .timer)
        Self.press(&pg, 10, 5, 3.0)
        Self.release(&pg, 10, 5, 3.1)
        pg.advance(to: 3.4)
        #expect(pg.labs.latencies.median(.tap, strategy: .timer).map { abs($0 - 0.2) < 1e-9 } == true)
        _ = pg.handle(.key(.char("e")))
        let text = pg.draw().plainText
        #expect(text.contains("single tap median: require-fail 350 ms (1), timer 200 ms (1)"))
        #expect(text.contains("▶ tap on draw, 350 ms after touch-up (require-fail)"))
        #expect(text.contains("+0.000  touch began"))
    }

    @Test("a double click fires a double tap marked 2; a held press fires a long press marked L")
    func doubleAndLong() {
        var pg = Self.make([Self.lab])
        Self.press(&pg, 10, 5, 1.0)
        Self.release(&pg, 10, 5, 1.05)
        Self.press(&pg, 10, 5, 1.2)
        Self.release(&pg, 10, 5, 1.25)
        pg.advance(to: 2)
        #expect(pg.labs.gestureMarks.map(\.label) == ["2"])
        #expect(pg.draw()[11, 5].char == "2")
        Self.press(&pg, 30, 5, 5.0)
        pg.advance(to: 5.6)
        #expect(pg.labs.gestureMarks.map(\.label) == ["2", "L"])
        Self.release(&pg, 30, 5, 6.0)
        pg.advance(to: 7)
        #expect(pg.labs.gestureMarks.count == 2, "a long press is not also a tap")
    }

    @Test("hold a grid item 0.5 s, drag it onto a sibling: lift, delegate calls in the timeline, reorder, no tap dot")
    func dragReorder() {
        var pg = Self.make([Self.lab])
        // item0 spans x 0…18, y 60…78: cell (5, 33) is (5.5, 67); item2 is x 40…58: cell (45, 33).
        Self.press(&pg, 5, 33, 1.0)
        pg.advance(to: 1.6)
        #expect(pg.labs.drags.dragging?.item == pg.scene.index(of: "item0"))
        _ = pg.handle(.mouse(MouseEvent(kind: .motion, button: .left, col: 25, row: 33, time: 1.8)))
        _ = pg.handle(.mouse(MouseEvent(kind: .motion, button: .left, col: 45, row: 33, time: 2.0)))
        #expect(pg.draw().plainText.contains("░"), "a ghost follows the pointer")
        Self.release(&pg, 45, 33, 2.2)
        #expect(pg.results.isEmpty, "a drop is not a tap")
        let item0 = pg.scene.view("item0")!
        #expect(item0.frame.x == 40, "item0 moved to the last slot")
        #expect(pg.scene.view("item2")!.frame.x == 20)
        _ = pg.handle(.key(.char("e")))
        let text = pg.draw().plainText
        #expect(text.contains("drag  lifted item0"))
        #expect(text.contains("dropEntered"))
        #expect(text.contains("performDrop"))
    }

    @Test("with --record, every drag event becomes a record line as `tapplay drag` prints it, in order, and the drop is no tap line")
    func dragEventsAreRecorded() {
        var pg = Self.make([Self.lab])
        func lines(_ fx: [PlaygroundEffect]) -> [String] {
            fx.compactMap { if case .record(let j) = $0 { j.json.serialized } else { nil } }
        }
        #expect(lines(pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: 5, row: 33, time: 1.0)))).isEmpty)
        let lift = lines(pg.advance(to: 1.6))
        // Lifted after the 0.5 s hold (times from the session's start), over itself: a drop target.
        #expect(lift.compactMap { jsonEvent($0)?.event } == ["lifted", "validateDrop", "dropEntered"])
        #expect(lift.first?.hasPrefix("{\"t\": 1.5, \"event\": \"lifted\", \"item\": \"item0\"") == true, "\(lift)")
        var rest = lines(pg.handle(.mouse(MouseEvent(kind: .motion, button: .left, col: 45, row: 33, time: 2.0))))
        rest += lines(pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: 45, row: 33, time: 2.2))))
        let events = rest.compactMap { jsonEvent($0) }
        #expect(events.count == rest.count, "every line is a drag event, none a tap: \(rest)")
        #expect(events.map(\.event).prefix(4) == ["dropExited", "validateDrop", "dropEntered", "reordered"])
        #expect(events.map(\.event).suffix(2) == ["performDrop", "dragEnded"])
        #expect(rest.allSatisfy { $0.contains("\"item\": \"item0\"") && $0.contains("\"file\": \"s0.yaml\"") })
        #expect(lines(pg.advance(to: 3)).isEmpty, "each event is handed over once")
    }

    /// The `event` of a drag record line (nil for anything else).
    func jsonEvent(_ line: String) -> (event: String, t: Double)? {
        guard let r = line.range(of: "\"event\": \""), let end = line[r.upperBound...].firstIndex(of: "\""),
              let tr = line.range(of: "{\"t\": "), let te = line[tr.upperBound...].firstIndex(of: ","),
              let t = Double(line[tr.upperBound..<te]) else { return nil }
        return (String(line[r.upperBound..<end]), t)
    }

    @Test("an X10 release (no button) ends a right-button pan")
    func x10ReleaseEndsPan() {
        var pg = Self.make()
        let before = pg.viewport
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .right, col: 10, row: 10)))
        _ = pg.handle(.mouse(MouseEvent(kind: .release, button: .none, col: 14, row: 11)))
        #expect(pg.viewport.originCol == before.originCol + 4)
        #expect(pg.viewport.originRow == before.originRow + 1)
        _ = pg.handle(.mouse(MouseEvent(kind: .motion, button: .none, col: 30, row: 30)))
        #expect(pg.viewport.originCol == before.originCol + 4, "the pan is over: motion no longer pans")
    }

    @Test("a drag released over no drop target is marked lost where it was released")
    func lostDrop() {
        var pg = Self.make([Self.lab])
        Self.press(&pg, 5, 33, 1.0)
        pg.advance(to: 1.6)
        Self.release(&pg, 90, 45, 2.0)   // (90.5, 91): empty canvas
        #expect(pg.labs.lostDrops.count == 1)
        #expect(pg.draw()[90, 45].char == "✗")
        #expect(pg.note?.contains("drop lost") == true)
    }
}
