import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// The gesture lab, the drag lab and scene-file watching, driven through tmux.
extension Tmux {
@Suite("labs and reload in tmux", .serialized)
struct LabsTmuxTests {
    static let cols = 120, rows = 40

    @Test("press/release pairs at chosen intervals: the timeline shows the single tap's 350 ms wait and the double tap")
    func gestureTimeline() throws {
        let scene = try SceneLoader.load(path: CLI.scene("gesture-drawing.yaml"))
        // 160 columns: the timeline panel beside the canvas is wide enough for each event on one line.
        let t = try TmuxSession(playground: "run \(CLI.scene("gesture-drawing.yaml"))", cols: 160, rows: Self.rows)
        try t.expect("Gesture drawing")
        var c = t.cell(of: Point(x: 150, y: 200), canvas: scene.canvas)
        func drawingColumn() throws -> Int {
            let line = try #require(try t.screen().first { $0.contains("┌drawing") })
            return DisplayWidth.withLocale(named: "C.UTF-8") {
                DisplayWidth.columns(line[..<line.range(of: "┌drawing")!.lowerBound])
            } ?? 0
        }
        let before = try drawingColumn()
        try t.send("e", expect: "timeline (times from the first touch)")
        // The timeline stands beside the canvas, which moved aside to make room for it.
        c.col += try drawingColumn() - before
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("▶ tap on drawing, 350 ms after touch-up (require-fail)")
        // Both clicks of the double click in one write: however loaded the
        // machine, they reach the playground well inside the 350 ms window.
        try t.clickSGR(col: c.col, row: c.row + 1, times: 2)
        try t.expect("▶ doubleTap on drawing, 0 ms after touch-up")
        try t.expect("single tap median: require-fail 350 ms (1)")
        try t.send("g", expect: "strategy timer")
        try t.clickSGR(col: c.col, row: c.row + 2)
        try t.expect("timer 200 ms (1)")
    }

    @Test("the playground's drag lab uses the slop: under exact, slop 30 loses a drop that slop 10 makes", arguments: [10, 30])
    func dragHonoursSlop(_ slop: Int) throws {
        let yaml = """
        name: Two drop targets
        canvas: { width: 300, height: 120 }
        views:
          - { id: a, frame: [0, 0, 100, 100], tappable: true, draggable: true, dropTarget: true }
          - { id: b, frame: [150, 0, 100, 100], tappable: true, draggable: true, dropTarget: true }
        """
        let path = try CLI.tempFile(yaml)
        let canvas = Size(width: 300, height: 120)
        let t = try TmuxSession(playground: "run \(path) --policy exact --slop \(slop)", cols: Self.cols, rows: Self.rows)
        try t.expect("exact [3] │ slop \(slop)")
        let from = t.cell(of: Point(x: 50, y: 50), canvas: canvas)
        // 15 pt inside b's left edge: inside its exact area at slop 10 ([160, 10, 80, 80]), not at 30 ([180, 30, 40, 40]).
        let to = t.cell(of: Point(x: 166, y: 50), canvas: canvas)
        try t.press(col: from.col, row: from.row)
        try t.expect("dragging a", "the 0.5 s hold lifts the item")
        try t.drag(col: to.col, row: to.row)
        try t.release(col: to.col, row: to.row)
        try t.expect(slop == 10 ? "a dropped on b" : "drop lost")
    }

    @Test("a hold and drag in the grid reorders it; the timeline lists the delegate calls")
    func dragReorder() throws {
        let scene = try SceneLoader.load(path: CLI.scene("drag-drop-grid.yaml"))
        let t = try TmuxSession(cols: Self.cols, rows: Self.rows)
        try t.start("run \(CLI.scene("drag-drop-grid.yaml")) --record \(t.file("rec.jsonl"))")
        try t.expect("Drag and drop grid")
        let grid = try #require(scene.view("grid")).canvasFrame
        let from = t.cell(of: Point(x: grid.minX + 56, y: grid.minY + 56), canvas: scene.canvas)
        let to = t.cell(of: Point(x: grid.minX + 124 + 124 + 56, y: grid.minY + 56), canvas: scene.canvas)
        try t.press(col: from.col, row: from.row)
        try t.expect("dragging item1", "the 0.5 s hold lifts the item")
        for col in stride(from: from.col, through: to.col, by: 3) {
            try t.drag(col: col, row: from.row)
        }
        try t.drag(col: to.col, row: to.row)
        try t.release(col: to.col, row: to.row)
        try t.expect("dropped on item1")
        // item1 now sits in the third slot: its box is drawn right of item2's and item3's.
        let screen = try t.waitFor { s in
            s.split(separator: "\n").contains { l in
                guard let a = l.range(of: "┌item2"), let b = l.range(of: "┌item1") else { return false }
                return a.lowerBound < b.lowerBound
            }
        }
        expectText(screen, contains: "┌item2")
        try t.send("e", expect: "dragEnded item1", "reordered item1 in grid", "performDrop item1")
        // The record has the drag, event by event, as `tapplay drag` prints it, and no tap.
        let lines = t.read("rec.jsonl").split(separator: "\n").compactMap { jsonObject(String($0)) }
        let events = lines.compactMap { $0["event"] as? String }
        #expect(events.count == lines.count, "only drag events: \(lines)")
        #expect(events.first == "lifted")
        #expect(events.contains("reordered"))
        #expect(events.suffix(2) == ["performDrop", "dragEnded"])
        #expect(lines.allSatisfy { $0["item"] as? String == "item1" })
    }

    @Test("editing the scene file reloads it by itself; a broken edit shows its problems and keeps the last good scene")
    func autoReload() throws {
        let path = try CLI.tempFile("name: before edit\ncanvas: {width: 100, height: 100}\nviews:\n  - id: a\n    frame: [0, 0, 50, 50]\n")
        let t = try TmuxSession(playground: "run \(path)", cols: Self.cols, rows: Self.rows)
        try t.expect("before edit")
        try "name: after edit\ncanvas: {width: 100, height: 100}\nviews:\n  - id: b\n    frame: [0, 0, 50, 50]\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        try t.expect("after edit")
        try "name: broken\ncanvas: {width: 100, height: 100}\nviews:\n  - id: b\n    frame: [0, 0, 50, 50]\n    alpha: 7\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        try t.expect("views[0].alpha: 7 is outside 0…1")
        expectText(try t.text(), contains: "after edit", "the last good scene stays")
    }
}
}
