import Testing
@testable import TapplayCore

@Suite("Drag reorder: a reorderable container's children swap slots on dropEntered")
struct DragReorderTests {
    /// Centre of grid slot k (0…8) in drag-drop-grid.yaml, in canvas points.
    static func slot(_ k: Int) -> String {
        let (r, c) = k.quotientAndRemainder(dividingBy: 3)
        return "\(15 + 124 * c + 56),\(80 + 124 * r + 56)"
    }

    static func frame(_ k: Int) -> Rect {
        let (r, c) = k.quotientAndRemainder(dividingBy: 3)
        return Rect(x: Double(124 * c), y: Double(124 * r), width: 112, height: 112)
    }

    /// On drag-drop-grid.yaml: a hold on slot `path[0]` at time 0, moves to the other slots at
    /// 0.6, 0.7, … s, and the lift on the last one 0.1 s after the last move. The events in the
    /// compact notation, the engine after them, and the grid as loaded.
    static func drag(_ path: [Int], policy: PolicyKind = .uikit) throws -> (got: [String], engine: DragEngine, grid: Scene) {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: policy, settings: DragSettings())
        var script = ["0 \(slot(path[0])) down"]
        for (k, s) in path.dropFirst().enumerated() { script.append("\(Double(6 + k) / 10) \(slot(s)) move") }
        script.append("\(Double(5 + path.count) / 10) \(slot(path[path.count - 1])) up")
        let got = DragFixture.run(&engine, script.joined(separator: "\n"))
        return (got, engine, grid)
    }

    /// The ids in slot order, read back from the frames.
    static func layout(_ s: Scene) -> [String] {
        (0..<9).map { k in s.views.first { $0.parent != nil && $0.frame == frame(k) }?.id ?? "?" }
    }

    @Test("forward: item1 onto item3 takes slot 2, item2 and item3 shift back one slot each")
    func forward() throws {
        let (got, engine, grid) = try Self.drag([0, 2])
        #expect(got == [
            "0.5 lifted item1 @71,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.6 dropExited item1", "0.6 validateDrop item3", "0.6 dropEntered item3",
            "0.6 reordered item1 grid 0→2",
            "0.6 dropExited item3", "0.6 validateDrop item1", "0.6 dropEntered item1",
            "0.7 performDrop item1 @319,136", "0.7 dragEnded item1 @319,136",
        ])
        #expect(Self.layout(engine.scene) == ["item2", "item3", "item1", "item4", "item5", "item6", "item7", "item8", "item9"])
        let g = try #require(grid.index(of: "grid"))
        #expect(engine.childOrder(of: g).map { grid.views[$0].id }.prefix(3) == ["item2", "item3", "item1"])
        // Canvas frames follow: item1 is now at x 263…375.
        #expect(engine.scene.view("item1")?.canvasFrame == Rect(x: 263, y: 80, width: 112, height: 112))
    }

    @Test("backward: item9 onto item5 takes slot 4; item5…item8 shift forward one slot each")
    func backward() throws {
        let (got, engine, _) = try Self.drag([8, 4], policy: .swiftui)
        #expect(got.contains("0.6 reordered item9 grid 8→4"))
        #expect(got.suffix(2) == ["0.7 performDrop item9 @195,260", "0.7 dragEnded item9 @195,260"])
        #expect(Self.layout(engine.scene) == ["item1", "item2", "item3", "item4", "item9", "item5", "item6", "item7", "item8"])
    }

    @Test("onto itself: entering its own slot again is no reorder")
    func ontoItself() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        let got = DragFixture.run(&engine, """
            0 \(Self.slot(4)) down
            0.6 195,440 move
            0.7 \(Self.slot(4)) move
            0.8 \(Self.slot(4)) up
            """)
        #expect(got == [
            "0.5 lifted item5 @195,260", "0.5 validateDrop item5", "0.5 dropEntered item5",
            "0.6 dropExited item5",
            "0.7 validateDrop item5", "0.7 dropEntered item5",
            "0.8 performDrop item5 @195,260", "0.8 dragEnded item5 @195,260",
        ])
        #expect(!got.contains { $0.contains("reordered") })
        #expect(engine.scene.views.map(\.frame) == grid.views.map(\.frame))
    }

    @Test("a drag across the grid reorders at every sibling it enters, as a reordering grid's dropEntered does")
    func reorderAlongTheWay() throws {
        let (got, engine, _) = try Self.drag([0, 1, 4, 3])
        #expect(got.filter { $0.contains("reordered") } == [
            "0.6 reordered item1 grid 0→1", "0.7 reordered item1 grid 1→4", "0.8 reordered item1 grid 4→3",
        ])
        #expect(Self.layout(engine.scene) == ["item2", "item3", "item4", "item1", "item5", "item6", "item7", "item8", "item9"])
        #expect(got.last == "0.9 dragEnded item1 @71,260")
    }

    @Test("moving back and forth over two neighbours swaps them back")
    func swapBack() throws {
        let (_, engine, grid) = try Self.drag([0, 1, 0])
        #expect(engine.scene.views.map(\.frame) == grid.views.map(\.frame))
    }

    @Test("siblings in a container that is not reorderable get the calls but do not move")
    func notReorderable() {
        let got = DragFixture.run(DragFixture.board, "0 50,50 down\n0.6 150,50 move\n0.7 150,50 up")
        #expect(!got.contains { $0.contains("reordered") })
        var plain = DragEngine(scene: DragFixture.board, policy: .uikit, settings: DragSettings())
        _ = DragFixture.run(&plain, "0 50,50 down\n0.6 150,50 move\n0.7 150,50 up")
        #expect(plain.scene.views.map(\.frame) == DragFixture.board.views.map(\.frame))
    }

    @Test("the reordered event reports the item, the container and 0-based slots; from ≠ to")
    func reorderedEvent() throws {
        let grid = try DragFixture.load("drag-drop-grid.yaml")
        var engine = DragEngine(scene: grid, policy: .uikit, settings: DragSettings())
        var events: [DragEvent] = []
        for s in DragFixture.samples("0 \(Self.slot(6)) down\n0.6 \(Self.slot(2)) move") { events += engine.handle(s) }
        let item7 = grid.index(of: "item7")!, g = grid.index(of: "grid")!
        #expect(events.contains(.reordered(time: 0.6, item: item7, container: g, from: 6, to: 2)))
        #expect(Self.layout(engine.scene) == ["item1", "item2", "item7", "item3", "item4", "item5", "item6", "item8", "item9"])
        #expect(engine.currentTarget == item7)
    }
}
