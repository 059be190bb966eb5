import Testing
@testable import TapplayCore

@Suite("Drag scenes: the drag-and-drop grids load with the roles their descriptions promise")
struct DragSceneTests {
    static let files = ["drag-drop-grid.yaml", "drag-opacity-zero.yaml", "drag-opacity-0001.yaml",
                        "drag-partial-grid.yaml", "drag-outer-catch.yaml"]

    @Test("every drag scene has nine draggable, drop-target items in a reorderable grid and a description",
          arguments: files)
    func roles(_ file: String) throws {
        let s = try DragFixture.load(file)
        let grid = try #require(s.view("grid"))
        #expect(grid.reorderable && !grid.dropTarget)
        let items = (1...9).compactMap { s.view("item\($0)") }
        #expect(items.count == 9)
        #expect(items.allSatisfy { $0.draggable && $0.dropTarget && $0.alpha == 1 })
        #expect(s.description?.isEmpty == false)
    }

    @Test("dragOpacity: 1, 0, 0.001, and 0.2 in the partial grids")
    func opacities() throws {
        let expected = ["drag-drop-grid.yaml": 1.0, "drag-opacity-zero.yaml": 0, "drag-opacity-0001.yaml": 0.001,
                        "drag-partial-grid.yaml": 0.2, "drag-outer-catch.yaml": 0.2]
        for (file, op) in expected {
            let s = try DragFixture.load(file)
            #expect((1...9).allSatisfy { s.view("item\($0)")?.dragOpacity == op }, "\(file)")
        }
    }

    @Test("only drag-outer-catch's screen is an outer drop target")
    func outer() throws {
        #expect(try DragFixture.load("drag-outer-catch.yaml").view("screen")?.dropTarget == true)
        #expect(try DragFixture.load("drag-partial-grid.yaml").view("screen")?.dropTarget == false)
    }
}
