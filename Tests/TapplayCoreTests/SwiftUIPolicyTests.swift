import Testing
@testable import TapplayCore

@Suite("swiftui policy: the enlarged tap area")
struct SwiftUIPolicyTests {
    static let neighbours = scene([view("top", 145, 100, 100, 100, tappable: true),
                                   view("bottom", 145, 208, 100, 100, tappable: true)])

    @Test("a tap within slop of a lone square still hits it; beyond slop nothing")
    func growth() {
        let s = scene([view("square", 145, 100, 100, 100, tappable: true)])
        #expect(tap(s, 250, 150, .swiftui) == outcome("square", "square"))
        #expect(tap(s, 255, 150, .swiftui) == outcome("square", "square"))
        #expect(tap(s, 255.5, 150, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 252, 207, .swiftui) == outcome("square", "square"))   // corner: √(49+49) ≈ 9.9
        #expect(tap(s, 253, 208, .swiftui) == outcome(nil, nil))             // corner: √128 ≈ 11.3
    }

    @Test("the seam between neighbours is ambiguous; the nearest wins")
    func seamNearest() {
        #expect(tap(Self.neighbours, 195, 203, .swiftui) == outcome("top", "top", ambiguous: true, ["top", "bottom"]))
        #expect(tap(Self.neighbours, 195, 205, .swiftui) == outcome("bottom", "bottom", ambiguous: true, ["bottom", "top"]))
    }

    @Test("an exact tie goes to the frontmost, listed first")
    func seamTie() {
        #expect(tap(Self.neighbours, 195, 204, .swiftui) == outcome("bottom", "bottom", ambiguous: true, ["bottom", "top"]))
    }

    @Test("a view containing the point wins over a nearer-by-slop neighbour, not ambiguous")
    func insideWins() {
        #expect(tap(Self.neighbours, 195, 199, .swiftui) == outcome("top", "top", ["top", "bottom"]))
        #expect(tap(Self.neighbours, 195, 150, .swiftui) == outcome("top", "top"))
    }

    @Test("of several views containing the point, the frontmost wins")
    func frontmostContaining() {
        let s = scene([view("a", 0, 0, 100, 100, tappable: true), view("b", 50, 0, 100, 100, tappable: true)])
        // (75, 50): b is in front and contains the point, so a is occluded.
        #expect(tap(s, 75, 50, .swiftui) == outcome("b", "b"))
        // (45, 50): a contains it, b is 5 pt away and does not occlude a.
        #expect(tap(s, 45, 50, .swiftui) == outcome("a", "a", ["a", "b"]))
    }

    @Test("a non-tappable view in front containing the point occludes the candidates behind it")
    func occlusion() {
        let s = scene([view("button", 100, 100, 100, 100, tappable: true), view("panel", 0, 205, 390, 100)])
        #expect(tap(s, 150, 210, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 150, 204, .swiftui) == outcome("button", "button"))
    }

    @Test("descendants never occlude; the innermost gesture wins even just outside its frame")
    func innermostWins() {
        let s = scene([view("card", 50, 50, 200, 200, tappable: true, [view("button", 50, 50, 50, 50, tappable: true)])])
        #expect(tap(s, 125, 125, .swiftui) == outcome("button", "button"))
        #expect(tap(s, 155, 125, .swiftui) == outcome("button", "button"))
        #expect(tap(s, 161, 125, .swiftui) == outcome("card", "card"))
    }

    @Test("parents do not clip: a child's overflow is tappable even with clips")
    func noClipping() {
        let s = scene([view("parent", 0, 0, 100, 100, clips: true, [view("child", 50, 50, 100, 100, tappable: true)])])
        #expect(tap(s, 125, 125, .swiftui) == outcome("child", "child"))
    }

    @Test("opacity threshold is 0.001: a 0.005 overlay occludes under swiftui but not under uikit")
    func opacityThreshold() {
        let s = scene([view("button", 50, 50, 100, 100, tappable: true), view("overlay", 0, 0, 200, 200, alpha: 0.005)])
        #expect(tap(s, 100, 100, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 100, 100, .uikit) == outcome("button", "button"))
        let clear = scene([view("button", 50, 50, 100, 100, tappable: true), view("overlay", 0, 0, 200, 200, alpha: 0)])
        #expect(tap(clear, 100, 100, .swiftui) == outcome("button", "button"))
        let faint = scene([view("item", 50, 50, 100, 100, tappable: true, alpha: 0.001)])
        #expect(tap(faint, 100, 100, .swiftui) == outcome("item", "item"))
        #expect(tap(faint, 100, 100, .uikit) == outcome(nil, nil))
    }

    @Test("hidden and non-interactive tappables are not candidates, nor are their subtrees")
    func hiddenAndDisabled() {
        let s = scene([view("a", 0, 0, 100, 100, tappable: true, hidden: true),
                       view("b", 200, 0, 100, 100, interactive: false, [view("b1", 0, 0, 50, 50, tappable: true)])])
        #expect(tap(s, 50, 50, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 210, 10, .swiftui) == outcome(nil, nil))
    }

    @Test("contentShape circle: the frame's corners are out of reach")
    func circleShape() {
        let s = scene([view("round", 100, 100, 100, 100, tappable: true, shape: ContentShapeSpec(kind: .circle))])
        #expect(tap(s, 101, 101, .swiftui) == outcome(nil, nil))           // 70.7 − 50 − ... > 10 from the circle
        #expect(tap(s, 150, 205, .swiftui) == outcome("round", "round"))   // 5 below the circle
    }

    @Test("contentShape offset moves only the hit area")
    func offsetShape() {
        let s = scene([view("moved", 100, 100, 100, 100, tappable: true,
                            shape: ContentShapeSpec(kind: .rect, offset: Point(x: 40, y: 40)))])
        #expect(tap(s, 105, 105, .swiftui) == outcome(nil, nil))            // 35 pt from the moved shape
        #expect(tap(s, 230, 230, .swiftui) == outcome("moved", "moved"))
    }

    @Test("hitInsets and passThrough are UIKit overrides the SwiftUI family ignores")
    func ignoresUIKitKeys() {
        let s = scene([view("button", 100, 100, 30, 30, tappable: true, insets: 40),
                       view("cover", 0, 0, 390, 90, passThrough: [Rect(x: 0, y: 0, width: 390, height: 90)])])
        #expect(tap(s, 115, 180, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 115, 85, .swiftui) == outcome(nil, nil))    // the cover occludes despite passThrough
    }

    @Test("three contenders: the nearest wins; all are listed nearest first, ties frontmost first")
    func threeContenders() {
        let s = scene([view("a", 0, 0, 100, 100, tappable: true), view("b", 106, 0, 100, 100, tappable: true),
                       view("c", 0, 108, 206, 100, tappable: true)])
        // a at 3.6; b and c tie at 5, so the frontmost (c) is listed before b.
        #expect(tap(s, 102, 103, .swiftui) == outcome("a", "a", ambiguous: true, ["a", "c", "b"]))
    }

    @Test("a point outside the canvas reaches nothing, even within slop of a view")
    func outsideCanvas() {
        let s = scene([view("edge", 0, 0, 100, 100, tappable: true)], width: 100, height: 100)
        #expect(tap(s, 101, 50, .swiftui) == outcome(nil, nil))
    }

    @Test("--slop overrides the scene's slop")
    func slopOverride() {
        let s = scene([view("square", 0, 0, 100, 100, tappable: true)])
        #expect(tap(s, 120, 50, .swiftui) == outcome(nil, nil))
        #expect(tap(s, 120, 50, .swiftui, slop: 20) == outcome("square", "square"))
        #expect(tap(s, 100.5, 50, .swiftui, slop: 0) == outcome(nil, nil))
    }

    @Test("the trace gives each candidate's distance, occlusion and why the winner won")
    func trace() {
        let r = Resolver(scene: Self.neighbours).resolve(Point(x: 195, y: 203), policy: .swiftui, tracing: true)
        let t = r.trace.map(\.text)
        #expect(t.contains("top: distance 3 ≤ slop 10 → candidate"))
        #expect(t.contains("bottom: distance 5 ≤ slop 10 → candidate"))
        #expect(t.contains { $0.contains("top is nearest at 3 → winner, ambiguous") })
    }
}

@Suite("exact policy: .exactHitArea()")
struct ExactPolicyTests {
    @Test("the seam between neighbours reaches nobody once the areas are shrunk")
    func seamFixed() {
        #expect(tap(SwiftUIPolicyTests.neighbours, 195, 204, .exact) == outcome(nil, nil))
        #expect(tap(SwiftUIPolicyTests.neighbours, 195, 195, .exact) == outcome("top", "top"))
    }

    @Test("the grown area fits the frame again, with rounded corners")
    func fitsFrame() {
        let s = scene([view("square", 100, 100, 100, 100, tappable: true)])
        #expect(tap(s, 199, 150, .exact) == outcome("square", "square"))
        #expect(tap(s, 201, 150, .exact) == outcome(nil, nil))
        #expect(tap(s, 100.5, 100.5, .exact) == outcome(nil, nil))   // corner: √(9.5²·2) ≈ 13.4 from [110, 190]
    }

    @Test("a view smaller than 2·slop keeps an area around its centre")
    func tinyView() {
        let s = scene([view("dot", 100, 100, 16, 16, tappable: true)])
        #expect(tap(s, 115, 108, .exact) == outcome("dot", "dot"))     // 7 from the centre
        #expect(tap(s, 100, 100, .exact) == outcome(nil, nil))         // √128 ≈ 11.3 from the centre
        #expect(tap(s, 117.5, 108, .exact) == outcome("dot", "dot"))   // outside the frame, 9.5 from the centre
    }

    @Test("exact replaces a tappable view's contentShape; non-tappable occluders keep theirs")
    func replacesContentShape() {
        let s = scene([view("round", 100, 100, 100, 100, tappable: true, shape: ContentShapeSpec(kind: .circle))])
        #expect(tap(s, 105, 105, .exact) == outcome("round", "round"))   // frame corner, 7 from [110, 190]
    }

    @Test("nested: just outside the inner button the card wins under exact")
    func nested() {
        let s = scene([view("card", 50, 50, 200, 200, tappable: true, [view("button", 50, 50, 50, 50, tappable: true)])])
        #expect(tap(s, 155, 125, .exact) == outcome("card", "card"))
        #expect(tap(s, 125, 125, .exact) == outcome("button", "button"))
    }
}

@Suite("filtered policy: onTapGestureExact")
struct FilteredPolicyTests {
    @Test("the winner's handler runs only inside its frame; outside, the tap is swallowed")
    func deadZone() {
        let s = scene([view("card", 50, 50, 200, 200, tappable: true, [view("button", 50, 50, 50, 50, tappable: true)])])
        #expect(tap(s, 125, 125, .filtered) == outcome("button", "button"))
        #expect(tap(s, 155, 125, .filtered) == outcome("button", nil))      // the dead zone
        #expect(tap(s, 170, 125, .filtered) == outcome("card", "card"))
    }

    @Test("an ambiguous seam tap is swallowed but still reported as ambiguous")
    func seam() {
        #expect(tap(SwiftUIPolicyTests.neighbours, 195, 204, .filtered)
                == outcome("bottom", nil, ambiguous: true, ["bottom", "top"]))
    }

    @Test("filtered checks the frame, not the content shape")
    func frameNotShape() {
        let s = scene([view("moved", 100, 100, 100, 100, tappable: true,
                            shape: ContentShapeSpec(kind: .rect, offset: Point(x: 40, y: 40)))])
        #expect(tap(s, 230, 230, .filtered) == outcome("moved", nil))
        #expect(tap(s, 150, 150, .filtered) == outcome("moved", "moved"))
    }
}
