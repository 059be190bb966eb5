import Foundation
import Testing
@testable import TapplayCore

/// Helpers for the drag tests: scene files, scripts and a compact event notation.
enum DragFixture {
    static let scenesDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    static func load(_ file: String) throws -> Scene {
        try SceneLoader.load(path: scenesDir.appendingPathComponent(file).path)
    }

    /// Samples from `T X,Y kind` lines.
    static func samples(_ script: String) -> [TouchSample] {
        script.split(separator: "\n").enumerated().compactMap { n, line in
            if case .sample(let s)? = TouchScript.parse(String(line), lineNumber: n + 1) { return s }
            return nil
        }
    }

    /// Runs a script through a fresh engine (then `finish()`), events in the compact notation.
    static func run(_ scene: Scene, _ script: String, policy: PolicyKind = .uikit,
                    quick: Bool = false) -> [String] {
        var engine = DragEngine(scene: scene, policy: policy, settings: DragSettings(quick: quick))
        return run(&engine, script)
    }

    /// Runs a script on the scene file `Scenes/<file>` through a fresh engine (see above).
    static func run(_ file: String, _ script: String, policy: PolicyKind = .uikit, quick: Bool = false) throws -> [String] {
        run(try load(file), script, policy: policy, quick: quick)
    }

    static func run(_ engine: inout DragEngine, _ script: String, finish: Bool = true) -> [String] {
        var events: [DragEvent] = []
        for s in samples(script) { events += engine.handle(s) }
        if finish { events += engine.finish() }
        let scene = engine.scene
        return events.map { short($0, scene) }
    }

    /// `0.8 dropEntered item2`, `0.5 lifted item1 @71,136`, `1 performDrop item1 @200,140 caught`,
    /// `0.8 reordered item1 grid 0→1`, `1 dragEnded item1 @200,140 lost`, `0.3 cancelled item1`.
    static func short(_ e: DragEvent, _ s: Scene) -> String {
        func id(_ i: Int) -> String { s.views[i].id }
        func at(_ p: Point) -> String { "@\(Format.number(p.x)),\(Format.number(p.y))" }
        let t = Format.number(e.time)
        switch e {
        case .lifted(_, let item, let p): return "\(t) lifted \(id(item)) \(at(p))"
        case .validateDrop(_, let target, _, let ok): return "\(t) validateDrop \(id(target))" + (ok ? "" : " refused")
        case .dropEntered(_, let target, _): return "\(t) dropEntered \(id(target))"
        case .dropUpdated(_, let target, _, let p): return "\(t) dropUpdated \(id(target)) \(at(p))"
        case .dropExited(_, let target, _): return "\(t) dropExited \(id(target))"
        case .performDrop(_, let target, _, let p, let caught):
            return "\(t) performDrop \(id(target)) \(at(p))" + (caught ? " caught" : "")
        case .reordered(_, let item, let c, let from, let to): return "\(t) reordered \(id(item)) \(id(c)) \(from)→\(to)"
        case .dragEnded(_, let item, let p, let lost): return "\(t) dragEnded \(id(item)) \(at(p))" + (lost ? " lost" : "")
        case .cancelled(_, let item, _): return "\(t) cancelled \(item.map(id) ?? "nil")"
        }
    }

    /// A source item and two drop targets side by side in a plain (not
    /// reorderable) container: `source` 0…100, `a` 120…220, `b` 240…340 (y 0…100).
    static let board = Scene(name: "board", canvas: Size(width: 400, height: 300), tree: [
        ViewTree(SceneView(id: "row", frame: Rect(x: 0, y: 0, width: 400, height: 100)), [
            ViewTree(SceneView(id: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100), draggable: true)),
            ViewTree(SceneView(id: "a", frame: Rect(x: 120, y: 0, width: 100, height: 100), dropTarget: true)),
            ViewTree(SceneView(id: "b", frame: Rect(x: 240, y: 0, width: 100, height: 100), dropTarget: true)),
        ]),
    ])
}

@Suite("Drag lifecycle: lift, delegate calls in SwiftUI's order, release")
struct DragLifecycleTests {
    @Test("enter, update, exit, enter the next, perform: SwiftUI's order, each at its sample's time")
    func fullLifecycle() {
        let got = DragFixture.run(DragFixture.board, """
            0 50,50 down
            0.6 60,50 move
            0.7 150,50 move
            0.8 160,60 move
            0.9 250,50 move
            1.0 260,50 move
            1.1 260,50 up
            """)
        #expect(got == [
            "0.5 lifted source @50,50",
            "0.7 validateDrop a", "0.7 dropEntered a",
            "0.8 dropUpdated a @160,60",
            "0.9 dropExited a", "0.9 validateDrop b", "0.9 dropEntered b",
            "1 dropUpdated b @260,50",
            "1.1 performDrop b @260,50",
            "1.1 dragEnded source @260,50",
        ])
    }

    @Test("a validateDrop always precedes its dropEntered, and accepts")
    func validateAccepts() {
        var engine = DragEngine(scene: DragFixture.board, policy: .swiftui, settings: DragSettings())
        var events: [DragEvent] = []
        for s in DragFixture.samples("0 50,50 down\n0.5 50,50 move\n0.6 150,50 move") { events += engine.handle(s) }
        let a = DragFixture.board.index(of: "a")!, source = DragFixture.board.index(of: "source")!
        #expect(events.suffix(2) == [.validateDrop(time: 0.6, target: a, item: source, accepted: true),
                                     .dropEntered(time: 0.6, target: a, item: source)])
        #expect(engine.currentTarget == a)
        #expect(engine.dragging?.item == source && engine.dragging?.point == Point(x: 150, y: 50))
    }

    @Test("leaving every target: dropExited at once; releasing there is a lost drop")
    func exitThenLost() {
        let got = DragFixture.run(DragFixture.board, """
            0 50,50 down
            0.6 150,50 move
            0.7 150,200 move
            0.8 150,210 move
            0.9 150,210 up
            """)
        #expect(got == [
            "0.5 lifted source @50,50",
            "0.6 validateDrop a", "0.6 dropEntered a",
            "0.7 dropExited a",
            "0.9 dragEnded source @150,210 lost",
        ])
    }

    @Test("a move to the same point is no movement: no dropUpdated")
    func repeatedPointNoUpdate() {
        let got = DragFixture.run(DragFixture.board, "0 150,50 down\n0.6 150,50 move\n0.7 150,50 move\n0.8 150,50 up")
        #expect(got.isEmpty, "nothing draggable at (150, 50): \(got)")
        let got2 = DragFixture.run(DragFixture.board, """
            0 90,50 down
            0.5 95,50 move
            0.6 150,50 move
            0.7 150,50 move
            0.8 150,50 up
            """)
        #expect(got2 == ["0.5 lifted source @90,50", "0.6 validateDrop a", "0.6 dropEntered a",
                         "0.8 performDrop a @150,50", "0.8 dragEnded source @150,50"])
    }

    @Test("an up away from the last move moves first: dropUpdated, then performDrop at the up point")
    func upMovesFirst() {
        let got = DragFixture.run(DragFixture.board, "0 50,50 down\n0.6 150,50 move\n0.7 170,80 up")
        #expect(got.suffix(3) == ["0.7 dropUpdated a @170,80", "0.7 performDrop a @170,80",
                                  "0.7 dragEnded source @170,80"])
        let into = DragFixture.run(DragFixture.board, "0 50,50 down\n0.6 150,50 move\n0.7 250,50 up")
        #expect(into.suffix(5) == ["0.7 dropExited a", "0.7 validateDrop b", "0.7 dropEntered b",
                                   "0.7 performDrop b @250,50", "0.7 dragEnded source @250,50"])
    }

    @Test("a long press that never moves lifts at exactly down + 0.5 and drops in place")
    func longPressDropsInPlace() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        #expect(engine.handle(TouchSample(time: 2, point: Point(x: 71, y: 136), kind: .down)).isEmpty)
        #expect(engine.nextDeadline == 2.5)
        #expect(engine.advance(to: 2.49).isEmpty)
        let lift = engine.advance(to: 3).map { DragFixture.short($0, grid) }
        #expect(lift == ["2.5 lifted item1 @71,136", "2.5 validateDrop item1", "2.5 dropEntered item1"])
        #expect(engine.nextDeadline == nil)
        let drop = engine.handle(TouchSample(time: 3.2, point: Point(x: 71, y: 136), kind: .up))
            .map { DragFixture.short($0, grid) }
        #expect(drop == ["3.2 performDrop item1 @71,136", "3.2 dragEnded item1 @71,136"])
        #expect(engine.dragging == nil && engine.currentTarget == nil)
        #expect(engine.scene.views.map(\.frame) == grid.views.map(\.frame))
    }

    @Test("a lift due before a sample runs first, stamped with its due time, even when the sample is at it")
    func timerRunsBeforeSample() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        #expect(DragFixture.run(grid, "0 71,136 down\n0.5 71,136 up") == [
            "0.5 lifted item1 @71,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.5 performDrop item1 @71,136", "0.5 dragEnded item1 @71,136",
        ])
        // The pointer was within 10 pt when the timer ran; the far move comes after the lift.
        #expect(DragFixture.run(grid, "0 71,136 down\n0.2 75,136 move\n0.9 71,300 move\n1 71,300 up").prefix(4) == [
            "0.5 lifted item1 @75,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.9 dropExited item1",
        ])
    }

    @Test("releasing before the lift is no drag: no events")
    func releaseBeforeLift() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        #expect(DragFixture.run(grid, "0 71,136 down\n0.2 75,140 move\n0.49 75,140 up").isEmpty)
    }

    @Test("moving more than 10 pt before the lift cancels the drag (a scroll); the rest of the touch is ignored")
    func movingBeforeLiftCancels() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: .swiftui, settings: DragSettings())
        let events = DragFixture.run(&engine, """
            0 71,136 down
            0.1 71,146 move
            0.2 71,147 move
            0.6 71,147 move
            0.8 195,136 move
            1 195,136 up
            """)
        #expect(events == ["0.2 cancelled item1"])
        #expect(engine.nextDeadline == nil)
        var e2 = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        _ = e2.handle(TouchSample(time: 0, point: Point(x: 71, y: 136), kind: .down))
        let c = e2.handle(TouchSample(time: 0.3, point: Point(x: 83, y: 145), kind: .move))
        guard case .cancelled(let t, let item, let reason)? = c.first else { Issue.record("no cancel: \(c)"); return }
        #expect(t == 0.3 && item == grid.index(of: "item1"))
        #expect(reason.contains("moved 15 pt"))
    }

    @Test("exactly 10 pt of movement is still a press: it lifts")
    func tenPointsAllowed() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        #expect(DragFixture.run(grid, "0 71,136 down\n0.1 77,144 move\n0.6 77,144 up").first == "0.5 lifted item1 @77,144")
    }

    @Test("quick drag lifts on the first movement beyond 10 pt, at that move; holding still never lifts")
    func quickDrag() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        let got = DragFixture.run(grid, """
            0 71,136 down
            0.05 76,136 move
            0.1 82,136 move
            0.2 90,136 move
            0.3 90,136 up
            """, quick: true)
        #expect(got == ["0.1 lifted item1 @82,136", "0.1 validateDrop item1", "0.1 dropEntered item1",
                        "0.2 dropUpdated item1 @90,136", "0.3 performDrop item1 @90,136", "0.3 dragEnded item1 @90,136"])
        var held = DragEngine(scene: grid, policy: .uikit, settings: DragSettings(quick: true))
        _ = held.handle(TouchSample(time: 0, point: Point(x: 71, y: 136), kind: .down))
        #expect(held.nextDeadline == nil)
        #expect(held.advance(to: 5).isEmpty)
        #expect(held.handle(TouchSample(time: 5, point: Point(x: 71, y: 136), kind: .up)).isEmpty)
    }

    @Test("the scene's quickDrag: true lifts quickly without the flag")
    func sceneQuickDrag() throws {
        var grid = try DragFixture.load("drag-drop-grid.yaml")
        grid.quickDrag = true
        let engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        #expect(engine.quick)
        #expect(DragFixture.run(grid, "0 71,136 down\n0.1 90,136 move").first == "0.1 lifted item1 @90,136")
    }

    @Test("a press over nothing draggable reports nothing and arms no timer")
    func pressOverNothing() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        #expect(engine.handle(TouchSample(time: 0, point: Point(x: 133, y: 136), kind: .down)).isEmpty)
        #expect(engine.nextDeadline == nil)
        #expect(engine.advance(to: 5).isEmpty, "nothing draggable was pressed: nothing lifts")
        #expect(DragFixture.run(grid, "0 133,136 down\n0.7 71,136 move\n1 71,136 up").isEmpty)
        #expect(DragFixture.run(grid, "0 5,5 down\n1 5,5 up").isEmpty)
    }

    @Test("a new press or the end of input cancels a drag: dropExited, then cancelled")
    func interruptions() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        #expect(DragFixture.run(grid, "0 71,136 down\n0.6 72,136 move\n0.7 195,260 down\n0.8 195,260 up") == [
            "0.5 lifted item1 @71,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.6 dropUpdated item1 @72,136",
            "0.7 dropExited item1", "0.7 cancelled item1",
        ])
        #expect(DragFixture.run(grid, "0 71,136 down\n0.7 72,136 move") == [
            "0.5 lifted item1 @71,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.7 dropUpdated item1 @72,136", "0.7 dropExited item1", "0.7 cancelled item1",
        ])
        #expect(DragFixture.run(grid, "0 71,136 down\n0.3 72,136 move") == ["0.3 cancelled item1"])
        #expect(DragFixture.run(grid, "0 71,136 down\n0.1 72,136 move\n0.2 195,260 down\n0.3 195,260 up")
            == ["0.2 cancelled item1"])
    }

    @Test("stray moves and ups are ignored; a sample from the past happens at the clock's time")
    func strayAndPast() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        #expect(DragFixture.run(grid, "0 71,136 move\n0.1 71,136 up").isEmpty)
        let got = DragFixture.run(grid, "1 71,136 down\n1.6 72,136 move\n1.2 71,136 up")
        #expect(got.last == "1.6 dragEnded item1 @71,136")
        var engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        var times: [Double] = []
        for s in DragFixture.samples("1 71,136 down\n1.6 195,136 move\n1.2 195,260 move\n1.3 195,260 up") {
            times += engine.handle(s).map(\.time)
        }
        #expect(times == times.sorted())
    }
}
