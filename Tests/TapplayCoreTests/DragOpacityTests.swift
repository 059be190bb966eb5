import Testing
@testable import TapplayCore

/// The drag-and-drop pitfall: the item being dragged is set to `.opacity(0)`; its own
/// drop delegate (the one under the finger after the lift, and after every
/// reorder) then never hears of the drop, while `.opacity(0.001)` works in SwiftUI.
@Suite("Drag opacity: the dragged item's dragOpacity against each policy's threshold")
struct DragOpacityTests {
    /// Lift item1 and release it where it is.
    static let inPlace = "0 71,136 down\n0.6 71,136 up"
    /// Lift item1, drag it onto item2 (reorder), release it there.
    static let ontoNeighbour = "0 71,136 down\n0.6 195,136 move\n0.7 195,136 up"

    /// The iOS policies: Android's views (view dispatch and Compose) receive touches and drags whatever their alpha.
    static let iOS = PolicyKind.allCases.filter { $0.platform == .ios }

    @Test("opacity 0: the drop in place is lost under every iOS policy", arguments: Self.iOS)
    func zeroInPlace(_ policy: PolicyKind) throws {
        #expect(try DragFixture.run("drag-opacity-zero.yaml", Self.inPlace, policy: policy) == [
            "0.5 lifted item1 @71,136", "0.6 dragEnded item1 @71,136 lost",
        ])
    }

    @Test("opacity 0: after the reorder the item under the pointer is invisible; the release is lost under every iOS policy",
          arguments: Self.iOS)
    func zeroAfterReorder(_ policy: PolicyKind) throws {
        #expect(try DragFixture.run("drag-opacity-zero.yaml", Self.ontoNeighbour, policy: policy) == [
            "0.5 lifted item1 @71,136",
            "0.6 validateDrop item2", "0.6 dropEntered item2", "0.6 reordered item1 grid 0→1",
            "0.6 dropExited item2",
            "0.7 dragEnded item1 @195,136 lost",
        ])
    }

    @Test("opacity 0.001: the SwiftUI family still sees the dragged item; uikit (alpha < 0.01) does not",
          arguments: PolicyKind.allCases)
    func tinyInPlace(_ policy: PolicyKind) throws {
        let got = try DragFixture.run("drag-opacity-0001.yaml", Self.inPlace, policy: policy)
        if policy == .uikit {
            #expect(got == ["0.5 lifted item1 @71,136", "0.6 dragEnded item1 @71,136 lost"])
        } else {
            #expect(got == ["0.5 lifted item1 @71,136", "0.5 validateDrop item1", "0.5 dropEntered item1",
                            "0.6 performDrop item1 @71,136", "0.6 dragEnded item1 @71,136"])
        }
    }

    @Test("opacity 0.001 after a reorder: performDrop on the item itself in the SwiftUI family, lost under uikit",
          arguments: PolicyKind.allCases)
    func tinyAfterReorder(_ policy: PolicyKind) throws {
        let got = try DragFixture.run("drag-opacity-0001.yaml", Self.ontoNeighbour, policy: policy)
        let common = ["0.5 lifted item1 @71,136"]
        if policy == .uikit {
            #expect(got == common + ["0.6 validateDrop item2", "0.6 dropEntered item2", "0.6 reordered item1 grid 0→1",
                                     "0.6 dropExited item2", "0.7 dragEnded item1 @195,136 lost"])
        } else {
            #expect(got == common + ["0.5 validateDrop item1", "0.5 dropEntered item1",
                                     "0.6 dropExited item1", "0.6 validateDrop item2", "0.6 dropEntered item2",
                                     "0.6 reordered item1 grid 0→1",
                                     "0.6 dropExited item2", "0.6 validateDrop item1", "0.6 dropEntered item1",
                                     "0.7 performDrop item1 @195,136", "0.7 dragEnded item1 @195,136"])
        }
    }

    @Test("opacity 1 (the plain grid): every policy drops on the item", arguments: PolicyKind.allCases)
    func opaque(_ policy: PolicyKind) throws {
        #expect(try DragFixture.run("drag-drop-grid.yaml", Self.inPlace, policy: policy).last == "0.6 dragEnded item1 @71,136")
        #expect(try DragFixture.run("drag-drop-grid.yaml", Self.ontoNeighbour, policy: policy).suffix(2)
            == ["0.7 performDrop item1 @195,136", "0.7 dragEnded item1 @195,136"])
    }

    @Test("dragOpacity applies only while dragging and only to the dragged item", arguments: PolicyKind.allCases)
    func onlyTheDraggedItem(_ policy: PolicyKind) throws {
        let s = try DragFixture.load("drag-opacity-zero.yaml")
        // item5 is at rest (opacity 1) while item1 is dragged over it, so it gets the calls.
        let got = DragFixture.run(s, "0 71,136 down\n0.6 195,260 move", policy: policy)
        #expect(got.contains("0.6 validateDrop item5") && got.contains("0.6 dropEntered item5"))
        // Pressing item1 at rest finds it: dragOpacity does not matter before the lift.
        var engine = DragEngine(scene: s, policy: policy, settings: DragSettings())
        _ = engine.handle(TouchSample(time: 0, point: Point(x: 71, y: 136), kind: .down))
        let lift = engine.advance(to: 0.5)
        guard case .lifted(_, let item, _)? = lift.first else {
            Issue.record("no lift: \(lift)")
            return
        }
        #expect(item == s.index(of: "item1"))
        // The scene the engine reports keeps the declared alphas.
        #expect(engine.scene.views.allSatisfy { $0.alpha == 1 })
    }

    @Test("under android alpha plays no part: the item at opacity 0 still takes its own drop")
    func androidIgnoresAlpha() throws {
        #expect(try DragFixture.run("drag-opacity-zero.yaml", Self.inPlace, policy: .android).last == "0.6 dragEnded item1 @71,136")
    }

    @Test("a drop target at opacity 0 is invisible to every iOS policy; at 0.001 to uikit only", arguments: Self.iOS)
    func transparentTargets(_ policy: PolicyKind) {
        func board(alpha: Double) -> Scene {
            Scene(name: "t", canvas: Size(width: 300, height: 100), tree: [
                ViewTree(SceneView(id: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100), draggable: true)),
                ViewTree(SceneView(id: "ghost", frame: Rect(x: 150, y: 0, width: 100, height: 100), alpha: alpha,
                                   dropTarget: true)),
            ])
        }
        let script = "0 50,50 down\n0.6 200,50 move\n0.7 200,50 up"
        #expect(DragFixture.run(board(alpha: 0), script, policy: policy).last == "0.7 dragEnded source @200,50 lost")
        let tiny = DragFixture.run(board(alpha: 0.001), script, policy: policy).last
        #expect(tiny == (policy == .uikit ? "0.7 dragEnded source @200,50 lost" : "0.7 dragEnded source @200,50"))
    }
}
