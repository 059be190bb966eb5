import Testing
@testable import TapplayCore

@Suite("Gesture views: which view recognises, and who never waits")
struct GestureNestingTests {
    typealias F = GestureFixture

    @Test("a view without doubleTap never waits: its tap fires at touch-up under every strategy", arguments: GestureStrategy.allCases)
    func buttonNeverWaits(strategy: GestureStrategy) {
        #expect(F.fired(F.drawing, strategy, "0.1 332,70 down\n0.2 332,70 up") == ["tap pen @0.2 +0"])
        // Three quick taps: three taps, each at its touch-up.
        let triple = "0.1 332,70 down\n0.15 332,70 up\n0.25 332,70 down\n0.3 332,70 up\n0.4 332,70 down\n0.45 332,70 up"
        #expect(F.fired(F.drawing, strategy, triple) == ["tap pen @0.15 +0", "tap pen @0.3 +0", "tap pen @0.45 +0"])
    }

    @Test("Flutter 67255: a child with only tap inside a parent with doubleTap fires at touch-up under every strategy, and the parent's double tap fails",
          arguments: GestureStrategy.allCases)
    func childDoesNotWait(strategy: GestureStrategy) {
        let ev = F.events(F.nested, strategy, "0.1 320,290 down\n0.2 320,290 up")
        #expect(F.describe(ev, in: F.nested) == ["tap like @0.2 +0"])
        #expect(F.transitions(ev, in: F.nested) == [
            "like tap possible→recognized (touch-up)",
            "photo doubleTap possible→failed (tap recognised on like)",
        ])
        #expect(F.isTimeOrdered(ev))
    }

    @Test("double-tapping the child gives two taps and no double tap on the parent", arguments: GestureStrategy.allCases)
    func doubleTapOnChild(strategy: GestureStrategy) {
        let script = "0.1 320,290 down\n0.2 320,290 up\n0.3 320,290 down\n0.4 320,290 up"
        let ev = F.events(F.nested, strategy, script)
        #expect(F.describe(ev, in: F.nested) == ["tap like @0.2 +0", "tap like @0.4 +0"])
        #expect(F.touches(ev, in: F.nested)[2] == "began 2 like")
    }

    @Test("double-tapping the parent, or a child without gestures, fires the parent's double tap", arguments: GestureStrategy.allCases)
    func doubleTapOnParent(strategy: GestureStrategy) {
        #expect(F.fired(F.nested, strategy, "0.1 150,150 down\n0.2 150,150 up\n0.3 150,150 down\n0.4 150,150 up")
                == ["doubleTap photo @0.4 +0"])
        #expect(F.fired(F.nested, strategy, "0.1 100,290 down\n0.2 100,290 up\n0.3 100,290 down\n0.4 100,290 up")
                == ["doubleTap photo @0.4 +0"])
        // A single tap there fires nothing; the double tap fails when the window expires.
        let ev = F.events(F.nested, strategy, "0.1 150,150 down\n0.2 150,150 up")
        #expect(F.describe(ev, in: F.nested) == [])
        #expect(F.transitions(ev, in: F.nested) == ["photo doubleTap possible→failed (window expired)"])
        #expect(ev.last?.time == 0.55)
    }

    @Test("a parent with tap and doubleTap waits, its child with only tap does not")
    func parentWaitsChildDoesNot() {
        #expect(F.fired(F.nested, .requireFail, "0.1 100,360 down\n0.2 100,360 up") == ["tap post @0.55 +0.35"])
        #expect(F.fired(F.nested, .requireFail, "0.1 320,360 down\n0.2 320,360 up") == ["tap share @0.2 +0"])
    }

    @Test("a double tap whose second touch lands on another view is not tapCount 2: each view gets its single tap at its own time")
    func secondTouchOnAnotherView() {
        // The drawing at (270, 70) then the pen at (300, 70): 30 pt apart, within the window, but another view.
        let script = "0.1 270,70 down\n0.2 270,70 up\n0.3 300,70 down\n0.4 300,70 up"
        let ev = F.events(F.drawing, .requireFail, script)
        #expect(F.touches(ev, in: F.drawing) == ["began 1 drawing", "ended 1 drawing", "began 1 pen", "ended 1 pen"])
        #expect(F.describe(ev, in: F.drawing) == ["tap pen @0.4 +0", "tap drawing @0.55 +0.35"])
        #expect(!F.describe(ev, in: F.drawing).contains { $0.hasPrefix("doubleTap") })
        #expect(F.isTimeOrdered(ev))
        #expect(F.fired(F.drawing, .timer, script) == ["tap drawing @0.4 +0.2", "tap pen @0.4 +0"])
        #expect(F.fired(F.drawing, .immediate, script) == ["tap drawing @0.2 +0", "tap pen @0.4 +0"])
        // Back on the drawing afterwards, the pen touch broke the run: tapCount 1 again.
        let back = script + "\n0.5 270,70 down\n0.55 270,70 up"
        #expect(F.touches(F.events(F.drawing, .requireFail, back), in: F.drawing)[4] == "began 1 drawing")
    }

    @Test("a touch that reaches no view is reported and fires nothing")
    func nothingHit() {
        let ev = F.events(F.drawing, .requireFail, "0.1 5,5 down\n0.2 5,5 up")
        #expect(F.touches(ev, in: F.drawing) == ["began 1 nil", "ended 1 nil"])
        #expect(F.describe(ev, in: F.drawing) == [])
        #expect(F.transitions(ev, in: F.drawing) == [])
    }

    @Test("the touch's view comes from the policy: 5 pt outside the pen, swiftui taps it, uikit reaches nobody, filtered swallows it")
    func policyChoosesView() {
        let s = scene([view("button", 100, 100, 100, 50, gestures: [.tap])])
        let script = "0.1 205,125 down\n0.2 205,125 up"
        #expect(F.fired(s, .requireFail, script, policy: .swiftui) == ["tap button @0.2 +0"])
        #expect(F.fired(s, .requireFail, script, policy: .uikit) == [])
        let filtered = F.events(s, .requireFail, script, policy: .filtered)
        #expect(F.describe(filtered, in: s) == [])
        #expect(F.touches(filtered, in: s) == ["began 1 button", "ended 1 button"])
    }

    @Test("the scene files: gesture-drawing.yaml and gesture-nested.yaml behave as their descriptions say")
    func sceneFiles() throws {
        let dir = SceneExpectationsTests.scenesDir
        let drawing = try SceneLoader.load(path: dir.appendingPathComponent("gesture-drawing.yaml").path)
        #expect(F.fired(drawing, .requireFail, "0.1 150,200 down\n0.2 150,200 up") == ["tap drawing @0.55 +0.35"])
        #expect(F.fired(drawing, .timer, "0.1 150,200 down\n0.2 150,200 up") == ["tap drawing @0.4 +0.2"])
        #expect(F.fired(drawing, .immediate, "0.1 150,200 down\n0.2 150,200 up") == ["tap drawing @0.2 +0"])
        #expect(F.fired(drawing, .requireFail, "0.1 332,70 down\n0.2 332,70 up") == ["tap pen @0.2 +0"])
        let nested = try SceneLoader.load(path: dir.appendingPathComponent("gesture-nested.yaml").path)
        #expect(F.fired(nested, .requireFail, "0.1 320,290 down\n0.2 320,290 up") == ["tap like @0.2 +0"])
        #expect(F.fired(nested, .requireFail, "0.1 100,290 down\n0.2 100,290 up\n0.3 100,290 down\n0.4 100,290 up")
                == ["doubleTap photo @0.4 +0"])
        #expect(F.fired(nested, .requireFail, "0.1 100,360 down\n0.2 100,360 up") == ["tap post @0.55 +0.35"])
        #expect(F.fired(nested, .requireFail, "0.1 320,360 down\n0.2 320,360 up") == ["tap share @0.2 +0"])
    }
}
