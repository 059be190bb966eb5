import Testing
@testable import TapplayCore

@Suite("uikit policy: UIView.hitTest")
struct UIKitPolicyTests {
    /// The hitTest traversal tree: MainView › A, B (B.1, B.2), C.
    static let traversal = scene([
        view("MainView", 0, 0, 390, 420, [
            view("A", 20, 20, 100, 100),
            view("B", 20, 150, 300, 200, tappable: true, [
                view("B.1", 10, 10, 100, 100),
                view("B.2", 150, 10, 100, 100),
            ]),
            view("C", 200, 20, 150, 100),
        ]),
    ])

    @Test("hitTest traversal: C outside, B inside, B.2 outside, B.1 is the deepest hit")
    func seedTraversal() {
        #expect(tap(Self.traversal, 50, 180, .uikit) == outcome("B.1", "B"))
        let r = Resolver(scene: Self.traversal).resolve(Point(x: 50, y: 180), policy: .uikit, tracing: true)
        let texts = r.trace.map(\.text)
        let order = ["MainView: inside, trying children C, B, A", "C: point outside", "B: inside, trying children B.2, B.1",
                     "B.2: point outside", "B.1: inside, no children"]
        var last = -1
        for step in order {
            let i = texts.firstIndex { $0.hasPrefix(step) }
            #expect(i != nil, "missing step \(step) in \(texts)")
            if let i { #expect(i > last, "step \(step) out of order"); last = i }
        }
        #expect(!texts.contains { $0.hasPrefix("A:") }, "A is never tried once B answered")
    }

    @Test("the responder is the nearest tappable view up the chain, or none")
    func responderChain() {
        #expect(tap(Self.traversal, 200, 180, .uikit) == outcome("B.2", "B"))
        #expect(tap(Self.traversal, 60, 60, .uikit) == outcome("A", nil))
        #expect(tap(Self.traversal, 5, 5, .uikit) == outcome("MainView", nil))
    }

    @Test("later siblings are in front and tried first")
    func reverseOrder() {
        let s = scene([view("back", 0, 0, 100, 100, tappable: true), view("front", 50, 0, 100, 100, tappable: true)])
        #expect(tap(s, 75, 50, .uikit) == outcome("front", "front"))
        #expect(tap(s, 25, 50, .uikit) == outcome("back", "back"))
    }

    @Test("containment is half-open: the max edges belong to the neighbour")
    func halfOpenEdges() {
        let s = scene([view("left", 0, 0, 100, 100, tappable: true), view("right", 100, 0, 100, 100, tappable: true)])
        #expect(tap(s, 100, 50, .uikit) == outcome("right", "right"))
        #expect(tap(s, 99.99, 50, .uikit) == outcome("left", "left"))
        #expect(tap(s, 50, 100, .uikit) == outcome(nil, nil))
    }

    @Test("hidden, non-interactive and alpha < 0.01 views are skipped with their subtrees")
    func skippedViews() {
        for cover in [view("cover", 0, 0, 200, 200, hidden: true, [view("kid", 0, 0, 200, 200, tappable: true)]),
                      view("cover", 0, 0, 200, 200, interactive: false, [view("kid", 0, 0, 200, 200, tappable: true)]),
                      view("cover", 0, 0, 200, 200, alpha: 0.005, [view("kid", 0, 0, 200, 200, tappable: true)])] {
            let s = scene([view("button", 50, 50, 100, 100, tappable: true), cover])
            #expect(tap(s, 100, 100, .uikit) == outcome("button", "button"))
        }
    }

    @Test("alpha exactly 0.01 still takes touches under uikit")
    func alphaThreshold() {
        let s = scene([view("button", 50, 50, 100, 100, tappable: true), view("cover", 0, 0, 200, 200, alpha: 0.01)])
        #expect(tap(s, 100, 100, .uikit) == outcome("cover", nil))
    }

    @Test("a child's part outside its parent's bounds is unreachable, clipped or not")
    func outsideParent() {
        for clips in [false, true] {
            let s = scene([view("parent", 0, 0, 100, 100, clips: clips, [view("child", 50, 50, 100, 100, tappable: true)])])
            #expect(tap(s, 75, 75, .uikit) == outcome("child", "child"))
            #expect(tap(s, 125, 125, .uikit) == outcome(nil, nil))
        }
    }

    @Test("hitInsets grows point(inside:), but only within the parent's bounds")
    func hitInsets() {
        let s = scene([view("bar", 0, 0, 390, 60, [view("button", 10, 10, 30, 30, tappable: true, insets: 15)])])
        #expect(tap(s, 50, 20, .uikit) == outcome("button", "button"))    // 10 pt right of the frame
        #expect(tap(s, 56, 20, .uikit) == outcome("bar", nil))             // beyond the 15 pt growth
        #expect(tap(s, 20, -3, .uikit) == outcome(nil, nil))               // grown area above the bar: unreachable
        let shrunk = scene([view("button", 10, 10, 30, 30, tappable: true, insets: -5)])
        #expect(tap(shrunk, 12, 12, .uikit) == outcome(nil, nil))
        #expect(tap(shrunk, 16, 16, .uikit) == outcome("button", "button"))
    }

    @Test("a parent's hitInsets make its child's overflow reachable")
    func parentInsets() {
        let s = scene([view("parent", 100, 100, 100, 100, insets: 20, [view("child", 90, 0, 30, 30, tappable: true)])])
        #expect(tap(s, 215, 110, .uikit) == outcome("child", "child"))
    }

    @Test("passThrough returns nil inside its rects and skips the whole subtree there")
    func passThrough() {
        // A CoverView over five switches: only the middle third passes touches on.
        var switches: [ViewTree] = []
        for i in 0..<5 { switches.append(view("switch\(i)", 15 + Double(i) * 75, 185, 60, 30, tappable: true)) }
        let cover = view("cover", 0, 100, 390, 200, passThrough: [Rect(x: 130, y: 66.67, width: 130, height: 66.67)],
                         [view("coverLabel", 130, 70, 130, 60)])
        let s = scene(switches + [cover])
        #expect(tap(s, 195, 200, .uikit) == outcome("switch2", "switch2"))
        #expect(tap(s, 45, 200, .uikit) == outcome("cover", nil))
        #expect(tap(s, 195, 120, .uikit) == outcome("cover", nil))
    }

    @Test("a plain label in front of a button swallows the tap; as the button's child it does not")
    func labelOverButton() {
        let sibling = scene([view("button", 50, 50, 200, 60, tappable: true), view("label", 60, 60, 100, 40)])
        #expect(tap(sibling, 100, 80, .uikit) == outcome("label", nil))
        let child = scene([view("button", 50, 50, 200, 60, tappable: true, [view("label", 10, 10, 100, 40)])])
        #expect(tap(child, 100, 80, .uikit) == outcome("label", "button"))
    }

    @Test("a point outside the canvas reaches nothing")
    func outsideCanvas() {
        let s = scene([view("big", -50, -50, 1000, 1000, tappable: true)])
        #expect(tap(s, -1, 10, .uikit) == outcome(nil, nil))
        #expect(tap(s, 390, 10, .uikit) == outcome(nil, nil))
        #expect(tap(s, 389.5, 10, .uikit) == outcome("big", "big"))
    }

    @Test("uikit ignores contentShape and slop")
    func ignoresSwiftUIKeys() {
        let s = scene([view("round", 0, 0, 100, 100, tappable: true, shape: ContentShapeSpec(kind: .circle))])
        #expect(tap(s, 2, 2, .uikit) == outcome("round", "round"))
        #expect(tap(s, 105, 50, .uikit) == outcome(nil, nil))
    }

    @Test("gestures make a view tappable")
    func gesturesMakeTappable() {
        let s = scene([view("canvas", 0, 0, 100, 100, gestures: [.doubleTap])])
        #expect(tap(s, 50, 50, .uikit) == outcome("canvas", "canvas"))
    }
}
