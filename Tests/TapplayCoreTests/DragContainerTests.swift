import Testing
@testable import TapplayCore

/// Two drag-and-drop observations: a release outside every item is
/// never reported, until an outer view gets a drop delegate too.
@Suite("Drag containers: lost drops and the outer container's catch")
struct DragContainerTests {
    static let outOfTheGrid = "0 71,96 down\n0.6 195,600 move\n0.7 195,610 move\n0.8 195,610 up"

    @Test("partial grid without an outer delegate: released below the grid, the drop is lost", arguments: PolicyKind.allCases)
    func partialLost(_ policy: PolicyKind) throws {
        #expect(try DragFixture.run("drag-partial-grid.yaml", Self.outOfTheGrid, policy: policy) == [
            "0.5 lifted item1 @71,96", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.6 dropExited item1",
            "0.8 dragEnded item1 @195,610 lost",
        ])
    }

    @Test("with the outer delegate: the screen enters, updates and performs the drop, caught by the container",
          arguments: PolicyKind.allCases)
    func outerCatch(_ policy: PolicyKind) throws {
        #expect(try DragFixture.run("drag-outer-catch.yaml", Self.outOfTheGrid, policy: policy) == [
            "0.5 lifted item1 @71,96", "0.5 validateDrop item1", "0.5 dropEntered item1",
            "0.6 dropExited item1", "0.6 validateDrop screen", "0.6 dropEntered screen",
            "0.7 dropUpdated screen @195,610",
            "0.8 performDrop screen @195,610 caught",
            "0.8 dragEnded item1 @195,610",
        ])
    }

    @Test("released in a gap between items: lost without, caught with the outer delegate")
    func gapRelease() throws {
        let script = "0 71,96 down\n0.6 133,96 move\n0.7 133,96 up"
        #expect(try DragFixture.run("drag-partial-grid.yaml", script).last == "0.7 dragEnded item1 @133,96 lost")
        #expect(try DragFixture.run("drag-outer-catch.yaml", script).suffix(2) == ["0.7 performDrop screen @133,96 caught",
                                                             "0.7 dragEnded item1 @133,96"])
    }

    @Test("released off the canvas: lost even with the outer delegate")
    func offCanvas() throws {
        let got = try DragFixture.run("drag-outer-catch.yaml", "0 71,96 down\n0.6 195,600 move\n0.7 195,720 move\n0.8 195,730 up")
        #expect(got.suffix(2) == ["0.7 dropExited screen", "0.8 dragEnded item1 @195,730 lost"])
    }

    @Test("a grid without a grid delegate: releasing in a gap or below the grid is lost")
    func gridLost() throws {
        #expect(try DragFixture.run("drag-drop-grid.yaml", "0 71,136 down\n0.6 133,136 move\n0.7 133,136 up").last
            == "0.7 dragEnded item1 @133,136 lost")
        #expect(try DragFixture.run("drag-drop-grid.yaml", "0 71,136 down\n0.6 195,480 move\n0.7 195,480 up").last
            == "0.7 dragEnded item1 @195,480 lost")
    }

    @Test("exact's shrunk shapes drop-test too: near an item's edge the container catches it, swiftui gives the item")
    func exactShapes() throws {
        let outer = try DragFixture.load("drag-outer-catch.yaml")
        let script = "0 71,96 down\n0.6 20,96 move\n0.7 20,96 up"
        #expect(DragFixture.run(outer, script, policy: .swiftui).suffix(2)
            == ["0.7 performDrop item1 @20,96", "0.7 dragEnded item1 @20,96"])
        #expect(DragFixture.run(outer, script, policy: .filtered).suffix(2)
            == ["0.7 performDrop item1 @20,96", "0.7 dragEnded item1 @20,96"])
        #expect(DragFixture.run(outer, script, policy: .exact).suffix(2)
            == ["0.7 performDrop screen @20,96 caught", "0.7 dragEnded item1 @20,96"])
    }

    @Test("a drop target beside the items that is not their container is not a container catch")
    func notAContainer() {
        let got = DragFixture.run(DragFixture.board, "0 50,50 down\n0.6 150,50 move\n0.7 150,50 up")
        #expect(got.contains("0.7 performDrop a @150,50"))
    }

    @Test("uikit: a child's part outside its parent cannot be dropped on; SwiftUI parents do not clip")
    func uikitClipsReach() {
        let s = Scene(name: "t", canvas: Size(width: 300, height: 200), tree: [
            ViewTree(SceneView(id: "source", frame: Rect(x: 0, y: 0, width: 50, height: 50), draggable: true)),
            ViewTree(SceneView(id: "box", frame: Rect(x: 100, y: 0, width: 100, height: 100)), [
                ViewTree(SceneView(id: "spill", frame: Rect(x: 50, y: 50, width: 100, height: 100), dropTarget: true)),
            ]),
        ])
        let script = "0 25,25 down\n0.6 225,125 move\n0.7 225,125 up"
        #expect(DragFixture.run(s, script, policy: .uikit).last == "0.7 dragEnded source @225,125 lost")
        #expect(DragFixture.run(s, script, policy: .swiftui).last == "0.7 dragEnded source @225,125")
    }
}
