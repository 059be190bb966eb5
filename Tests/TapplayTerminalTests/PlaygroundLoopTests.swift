import Testing
import TapplayCore
@testable import TapplayTerminal

@Suite("Buffer diff: what a screen must change")
struct BufferDiffTests {
    static func buffer(_ lines: [String]) -> CellBuffer {
        var b = CellBuffer(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for (r, l) in lines.enumerated() { b.write(l, col: 0, row: r) }
        return b
    }

    @Test("a first frame, or one of another size, is a full repaint of every cell")
    func fullRepaint() {
        let b = Self.buffer(["ab", "cd"])
        let first = BufferDiff(from: nil, to: b)
        #expect(first.full)
        #expect(first.changes.count == 4)
        let resized = BufferDiff(from: Self.buffer(["abc"]), to: b)
        #expect(resized.full && resized.changes.count == 4)
    }

    @Test("an unchanged frame sends nothing; a changed one only its changed cells, row by row")
    func onlyChanges() {
        let a = Self.buffer(["abc", "def"])
        #expect(BufferDiff(from: a, to: a) == BufferDiff(from: a, to: a))
        #expect(BufferDiff(from: a, to: a).changes.isEmpty && !BufferDiff(from: a, to: a).full)
        var b = a
        b[2, 0] = Cell("X")
        b[0, 1] = Cell("d", attrs: .bold)   // same character, new attribute: still a change
        let d = BufferDiff(from: a, to: b)
        #expect(!d.full)
        #expect(d.changes.map { "\($0.col),\($0.row)" } == ["2,0", "0,1"])
        #expect(d.applied(to: a, width: b.width, height: b.height) == b)
    }
}

@Suite("The real run loop on a scripted screen (no terminal)")
struct PlaygroundLoopTests {
    /// 100×100 canvas; at 1 pt a cell, cell (c, r) is the point (c + 0.5, 2r + 1).
    static let pair = Scene(name: "pair", canvas: Size(width: 100, height: 100), slop: 10, tree: [
        ViewTree(SceneView(id: "top", frame: Rect(x: 10, y: 10, width: 80, height: 40), tappable: true)),
        ViewTree(SceneView(id: "double", frame: Rect(x: 10, y: 54, width: 80, height: 40),
                           gestures: [.tap, .doubleTap])),
    ])

    static func playground(cols: Int = 120, rows: Int = 60) -> Playground {
        var pg = Playground(entries: [SceneEntry(path: "pair.yaml", scene: pair)], cols: cols, rows: rows,
                            colour: false, loader: { _ in pair })
        pg.setViewport(Viewport(scale: 1))
        return pg
    }

    static func click(_ c: Int, _ r: Int) -> [ScriptedScreen.Step] {
        [.event(.mouse(MouseEvent(kind: .press, button: .left, col: c, row: r))),
         .event(.mouse(MouseEvent(kind: .release, button: .left, col: c, row: r)))]
    }

    @Test("a click goes in, a dot comes out in the next frame, and its record line is written")
    func clickToDot() {
        var pg = Self.playground()
        let screen = ScriptedScreen(cols: 120, rows: 60, script: Self.click(50, 10) + [.wait(0.1), .event(.key(.char("q")))])
        var records: [RecordLine] = []
        PlaygroundLoop.run(&pg, on: screen, record: { records.append($0) })
        #expect(!screen.ranOut)
        #expect(screen.frames.count >= 2)
        #expect(screen.frames.first?[50, 10].char != "●")
        #expect(screen.shown?[50, 10].char == "●", "the screen built from diffs shows the dot")
        #expect(screen.shown == screen.frames.last)
        #expect(records.count == 1)
        #expect(records.first?.tap?.hit == "top")
        #expect(records.first?.tap?.point == Point(x: 50.5, y: 21))
    }

    @Test("the loop wakes for a waiting single tap's timer with no input, and draws its mark")
    func wakesForTimers() {
        var pg = Self.playground()
        // A single tap on a view with a double tap waits 0.35 s (require-fail) before firing.
        let screen = ScriptedScreen(cols: 120, rows: 60,
                                    script: Self.click(50, 35) + [.wait(0.2)])
        PlaygroundLoop.run(&pg, on: screen)
        #expect(pg.labs.gestureMarks.isEmpty, "0.2 s in, the single tap still waits")

        var pg2 = Self.playground()
        let later = ScriptedScreen(cols: 120, rows: 60, script: Self.click(50, 35) + [.wait(0.4)])
        PlaygroundLoop.run(&pg2, on: later)
        #expect(pg2.labs.gestureMarks.map(\.label) == ["1"])
        #expect(later.shown?[51, 35].char == "1", "the mark is drawn beside the dot without any input")
    }

    @Test("keys reach the playground: ? opens the help from the keymap, a resize redraws at the new size")
    func keysAndResize() {
        var pg = Self.playground()
        let screen = ScriptedScreen(cols: 120, rows: 60, script: [
            .event(.key(.char("?"))), .wait(0.1), .resize(cols: 80, rows: 24), .wait(0.1),
            .event(.key(.char("q"))), .event(.key(.char("q"))),      // the first closes the help
        ])
        PlaygroundLoop.run(&pg, on: screen)
        #expect(screen.frames.contains { $0.plainText.contains("keys") && $0.plainText.contains("quit") })
        #expect(screen.frames.last?.width == 80 && screen.frames.last?.height == 24)
        #expect(!screen.ranOut)
    }

    @Test("the loop only sends events: a changed scene file is reloaded, the record file's trouble is shown, frames are timed")
    func observationsAreEvents() {
        let edited = Scene(name: "edited", canvas: Size(width: 100, height: 100), tree: [])
        var pg = Playground(entries: [SceneEntry(path: "pair.yaml", scene: Self.pair)], cols: 120, rows: 60,
                            colour: false, loader: { _ in edited })
        // The first check for changed files comes 0.5 s in.
        let screen = ScriptedScreen(cols: 120, rows: 60, script: [.wait(0.6), .event(.key(.char("q")))])
        var checked: [String] = []
        PlaygroundLoop.run(&pg, on: screen, sceneFileChanged: { checked.append($0); return true },
                           alert: { "cannot write the record: No space left on device" })
        #expect(checked == ["pair.yaml"])
        #expect(pg.scene.name == "edited")
        #expect(screen.frames.last?.plainText.contains("⚠ cannot write the record: No space left on device") == true)
        #expect(pg.stats.framesPerSecond > 0, "each frame's timing reached the playground")
    }

    @Test("the first frame alone, for start-up measurements")
    func firstFrameOnly() {
        var pg = Self.playground()
        let screen = ScriptedScreen(cols: 120, rows: 60, script: [])
        PlaygroundLoop.run(&pg, on: screen, exitAfterFirstFrame: true)
        #expect(screen.frames.count == 1)
        #expect(!screen.ranOut)
    }
}
