import Foundation
import Testing
@testable import TapplayCore

private func tapSampled(_ s: Scene, _ x: Double, _ y: Double, radius: Double? = nil) -> HitResult {
    Resolver(scene: s, radius: radius).resolve(Point(x: x, y: y), policy: .sampled, tracing: true)
}

private func colored(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     tappable: Bool = true, alpha: Double = 1, _ children: [ViewTree] = []) -> ViewTree {
    ViewTree(SceneView(id: id, frame: Rect(x: x, y: y, width: w, height: h), color: .blue,
                       tappable: tappable, alpha: alpha), children)
}

@Suite("sampled: the touch cloud")
struct TouchCloudTests {
    @Test("radius 20: 41 points, point 0 weighs 24, rings at 4, 8, 12, 16 pt of 4i points weighing 24/4i, 120 in all")
    func cloud20() {
        let c = TouchCloud(radius: 20)
        #expect(c.count == 41)
        #expect(c.weights[0] == 24 && c.dx[0] == 0 && c.dy[0] == 0)
        #expect(c.weights.reduce(0, +) == 120)
        var k = 1
        for ring in 1...4 {
            for _ in 0..<(4 * ring) {
                #expect(c.weights[k] == 24 / Double(4 * ring))
                #expect(c.rings[k] == ring)
                let d = (c.dx[k] * c.dx[k] + c.dy[k] * c.dy[k]).squareRoot()
                #expect(abs(d - 4 * Double(ring)) < 1e-12)
                k += 1
            }
        }
        // Point 1 is along +x; the ring's second quarter turns toward +y (down).
        #expect(c.dx[1] == 4 && c.dy[1] == 0)
        #expect(c.dx[2] == 0 && c.dy[2] == 4)
        #expect(c.dx[3] == -4 && c.dy[3] == 0)
        #expect(c.dx[4] == 0 && c.dy[4] == -4)
        // Ring 4, j = 2: 45°, 16 · 0.70710678118654757 on both axes.
        #expect(c.dx[27] == 16 * 0.70710678118654757 && c.dy[27] == 16 * 0.70710678118654757)
    }

    @Test("13 points at radius 10, 61 above 20, the same cloud for any radius in (16, 20], one point below 4")
    func sizes() {
        #expect(TouchCloud(radius: 10).count == 13)
        for r in [20.5, 24, 30, 45, 60, 1000] { #expect(TouchCloud(radius: r).count == 61, "\(r)") }
        let twenty = TouchCloud(radius: 20)
        for r in [16.0001, 17, 19.99, -20] {
            let c = TouchCloud(radius: r)
            #expect(c.dx == twenty.dx && c.dy == twenty.dy && c.weights == twenty.weights, "\(r)")
        }
        #expect(TouchCloud(radius: 0).count == 1)
        #expect(TouchCloud(radius: 4).count == 1)
        #expect(TouchCloud(radius: 4.5).count == 5)
        // Ring 5 has 20 points of 24/20.
        #expect(TouchCloud(radius: 24).weights.last == 24.0 / 20)
    }

    @Test("the table's cosines are the nearest doubles (checked against libm to an ulp or two)")
    func cosines() {
        for k in [4, 8, 12, 16, 20] {
            for j in 0..<k {
                let (c, t) = TouchCloud.direction(j, of: k)
                let a = 2 * Double.pi * Double(j) / Double(k)
                #expect(abs(c - Foundation.cos(a)) < 1e-15 && abs(t - Foundation.sin(a)) < 1e-15, "\(j)/\(k)")
                #expect(c * c + t * t > 1 - 1e-15 && c * c + t * t < 1 + 1e-15)
            }
        }
    }

    @Test("reach past a large view's edge: 8√2 ≈ 11.314 pt at radius 20")
    func reach20() {
        let c = TouchCloud(radius: 20)
        #expect(c.reachPastEdge == 16 * 0.70710678118654757)
        #expect(abs(c.reachPastEdge - 8 * 2.0.squareRoot()) < 1e-12)
        // A large view whose left edge is at x = 200.
        let s = scene([colored("big", 200, 0, 300, 400)], width: 600, height: 400)
        #expect(tapSampled(s, 200 - 11.31, 200).hit == s.index(of: "big"))
        #expect(tapSampled(s, 200 - 11.32, 200).hit == nil)
        // Just past the reach, what is left weighs 6.5: below 8, so nobody.
        #expect(c.weight(pastEdgeAt: 11.32) == 6.5)
        #expect(c.weight(pastEdgeAt: 11.31) == 9.5)
    }

    @Test("reach grows with the radius: 10, 16, 20, 24, 30")
    func reachTable() {
        let reach = [10.0, 16, 20, 24, 30].map { TouchCloud(radius: $0).reachPastEdge }
        #expect(reach[0] < reach[2] && reach[2] < reach[3] && reach[3] < reach[4])
        // Radius 16 samples rings up to 12 pt only: the outermost stride is never sampled.
        #expect(reach[1] < reach[2])
    }
}

@Suite("sampled: resolution")
struct SampledPolicyTests {
    @Test("a tap inside a lone view goes to it, with all 120 points")
    func lone() {
        let s = scene([colored("a", 100, 100, 100, 100)])
        let r = tapSampled(s, 150, 150)
        #expect(r.hit == 0 && r.responder == 0 && !r.ambiguous && r.candidates == [0] && r.weights == [120])
    }

    @Test("exact tie on the seam of two stacked squares in a bare stack: ambiguous, the stack keeps the tap")
    func tieInBareStack() {
        // A bare parent (no colour, label or content shape): only its children take points.
        // Edges 8.1 pt either side of the tap, so no sample point lies on one (rects are half-open).
        let s = scene([view("stack", 100, 100, 100, 216, [
            colored("top", 0, 0, 100, 99.9), colored("bottom", 0, 116.1, 100, 100)])])
        let r = tapSampled(s, 150, 208)
        let ids = r.candidates.map { s.views[$0].id }
        #expect(r.ambiguous)
        #expect(r.hit == s.index(of: "stack") && r.responder == nil)
        #expect(Array(ids.prefix(2)) == ["bottom", "top"], "the tied pair first, front-most first")
        #expect(r.weights[0] == r.weights[1])
        #expect(r.trace.contains { $0.text.contains("within 1.2× of top") })
    }

    @Test("top-level tie: nobody hit, ambiguous; the first two candidates are the pair")
    func tieAtRoot() {
        let s = scene([colored("top", 100, 100, 100, 99.9), colored("bottom", 100, 216.1, 100, 100)])
        let r = tapSampled(s, 150, 208)
        #expect(r.ambiguous && r.hit == nil && r.responder == nil)
        #expect(r.candidates == [1, 0])
    }

    @Test("the 1.2× rule: 24 against 23.5 is ambiguous and stays with the parent; 24 against 19.5 wins")
    func dominance() {
        // `dot` holds only the tap point itself (24); `wall` the points at least d to the right.
        func run(_ d: Double) -> HitResult {
            let s = scene([colored("dot", 149, 199, 2, 2), colored("wall", 150 + d, 0, 100, 420)])
            return tapSampled(s, 150, 200)
        }
        let close = run(5.9)
        #expect(close.weights == [24, 23.5])
        #expect(close.ambiguous && close.hit == nil && close.candidates == [0, 1])
        #expect(close.trace.contains { $0.text.contains("within 1.2× of wall") })
        let clear = run(6.05)
        #expect(clear.weights == [24, 19.5])
        #expect(!clear.ambiguous && clear.hit == 0 && clear.candidates == [0, 1])
    }

    @Test("below 8: a view barely reached does not get the tap")
    func belowEight() {
        let s = scene([colored("a", 100, 100, 100, 100)])
        // 15 pt left of the edge: only ring 4's point at angle 0 reaches (1.5).
        let r = tapSampled(s, 85, 150)
        #expect(r.hit == nil && r.responder == nil && !r.ambiguous)
        #expect(r.candidates == [0] && r.weights == [1.5])
        #expect(r.trace.contains { $0.text.contains("below 8") })
    }

    @Test("opacity 0.5 or below takes no points from the views behind; above 0.5 it does")
    func opacityRule() {
        for (alpha, winner) in [(0.5, "button"), (0.3, "button"), (0.50001, "veil"), (0.9, "veil")] {
            let s = scene([colored("button", 100, 100, 100, 100),
                           colored("veil", 100, 100, 100, 100, alpha: alpha)])
            let r = tapSampled(s, 150, 150)
            #expect(r.hit.map { s.views[$0].id } == winner, "alpha \(alpha)")
        }
        // At 0.5 the veil still competes with its own weight, 0.5 × 120 = 60: button 120 ≥ 1.2 × 60.
        let s = scene([colored("button", 100, 100, 100, 100), colored("veil", 100, 100, 100, 100, alpha: 0.5)])
        #expect(tapSampled(s, 150, 150).weights == [120, 60])
    }

    @Test("hidden, disabled and 0.0009-opacity views have no node; 0.001 does")
    func noNode() {
        for (v, expected) in [(ViewTree(SceneView(id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 420), color: .red, tappable: true, hidden: true)), false),
                              (ViewTree(SceneView(id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 420), color: .red, tappable: true, interactive: false)), false),
                              (ViewTree(SceneView(id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 420), color: .red, tappable: true, alpha: 0.0009)), false),
                              (ViewTree(SceneView(id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 420), color: .red, tappable: true, alpha: 0.001)), true)] {
            let s = scene([colored("button", 100, 100, 100, 100), v])
            let r = tapSampled(s, 150, 150)
            // At 0.001 the cover competes (0.12 of weight) but takes no points: the button still wins.
            #expect(r.hit == 0)
            #expect(r.candidates.contains(1) == expected, "\(v.view)")
        }
    }

    @Test("a bare parent takes no points of its own; with a colour it competes with its children")
    func bareParent() {
        let bare = scene([view("card", 50, 50, 300, 300, [colored("button", 10, 10, 60, 40)])])
        // Inside the card, far from the button: nothing contains a point.
        #expect(tapSampled(bare, 300, 300).hit == nil)
        // Near the button's edge, the button is alone: it wins.
        #expect(tapSampled(bare, 60 + 60 + 5, 80).hit == 1)
        let filled = scene([colored("card", 50, 50, 300, 300, tappable: false, [colored("button", 10, 10, 60, 40)])])
        #expect(tapSampled(filled, 300, 300).hit == 0 && tapSampled(filled, 300, 300).responder == nil)
        // Just outside the button, the card's own content outweighs it.
        let r = tapSampled(filled, 60 + 60 + 5, 80)
        #expect(r.hit == 0)
        // Inside the button, the button wins and the card's background is a candidate behind it.
        let inside = tapSampled(filled, 64, 80)
        #expect(inside.hit == 1 && inside.candidates.contains(0))
    }

    @Test("the responder is the nearest tappable view among the hit and its ancestors")
    func responderChain() {
        let s = scene([colored("row", 0, 0, 390, 100, tappable: true, [
            ViewTree(SceneView(id: "icon", frame: Rect(x: 10, y: 10, width: 80, height: 80), color: .red))])])
        let r = tapSampled(s, 50, 50)
        #expect(r.hit == 1 && r.responder == 0)
    }

    @Test("parents do not clip: a child outside its parent still takes points")
    func noClipping() {
        var parent = SceneView(id: "p", frame: Rect(x: 100, y: 100, width: 50, height: 50), color: .gray, clips: true)
        parent.clips = true
        let s = scene([ViewTree(parent, [colored("child", 100, 0, 80, 80)])])
        #expect(tapSampled(s, 240, 140).hit == 1)
    }

    @Test("a point outside the canvas reaches nothing; sample points outside it still count")
    func canvas() {
        let s = scene([colored("edge", -50, 0, 52, 420)])
        #expect(tapSampled(s, -1, 100).hit == nil && tapSampled(s, -1, 100).candidates.isEmpty)
        #expect(tapSampled(s, 1, 100).hit == 0)
    }

    @Test("the trace lists each competition on the chain with weights, w1, w2 and the verdict")
    func trace() {
        let s = scene([view("stack", 100, 100, 100, 216, [
            colored("top", 0, 0, 100, 100), colored("bottom", 0, 116, 100, 100)])])
        let r = tapSampled(s, 150, 150)
        let text = r.trace.map(\.text).joined(separator: "\n")
        #expect(text.contains("41 sample points"))
        #expect(text.contains("window (weight 120): contenders front-most first: stack → top 120"))
        #expect(text.contains("stack (weight 120): contenders front-most first: top 120; w1 120, w2 0 → significant"))
        #expect(text.contains("hit: top"))
    }

    @Test("the cloud API: every point with its weight and the view that took it, front-most first")
    func cloudAPI() {
        let s = scene([colored("left", 0, 0, 150, 420), colored("right", 150, 0, 240, 420),
                       colored("veil", 150, 0, 240, 420, alpha: 0.3)])
        let cloud = Resolver(scene: s).touchCloud(at: Point(x: 150, y: 200))
        #expect(cloud.count == 41 && cloud.map(\.weight).reduce(0, +) == 120)
        for sample in cloud {
            #expect(sample.view == (sample.point.x < 150 ? 0 : 2), "\(sample.point)")
        }
        #expect(Resolver(scene: s).touchCloud(at: Point(x: -5, y: 5)).allSatisfy { $0.view == nil })
    }

    @Test("the real policy equals the plain reference on random scenes at several radii",
          arguments: Array(UInt64(1)...UInt64(24)))
    func matchesReference(seed: UInt64) {
        let s = PolicyTestScenes.build(seed: seed, views: [3, 6, 12, 25][Int(seed % 4)])
        var rng = SplitMix64(seed: seed &* 977)
        for radius in [0.0, 4, 10, 16, 20, 23.5, 30, 60] {
            let resolver = Resolver(scene: s, radius: radius)
            for k in 0..<60 {
                // Lattice points (exactly on edges), random points, and a few outside the canvas.
                let p = k % 3 == 0 ? Point(x: Double(rng.int(-2...122)) / 2 * 2, y: Double(rng.int(-2...100)))
                    : Point(x: rng.double(-3, 123), y: rng.double(-3, 103))
                let want = ReferenceSampled.answer(s, p, radius: radius)
                for tracing in [false, true] {
                    let got = resolver.resolve(p, policy: .sampled, tracing: tracing)
                    #expect(Outcome(got, in: resolver) == want, "seed \(seed) radius \(radius) at \(p)")
                }
                let o = resolver.outcome(p, policy: .sampled)
                if s.canvasRect.contains(p) {
                    #expect(resolver.id(o?.hit) == want.hit && resolver.id(o?.responder) == want.responder
                            && o?.ambiguous == want.ambiguous, "outcome, seed \(seed) radius \(radius) at \(p)")
                } else {
                    #expect(o == nil)
                }
            }
        }
    }

    @Test("generated scenes: the real policy equals the reference", arguments: Array(UInt64(1)...UInt64(4)))
    func generated(seed: UInt64) throws {
        let yaml = SceneGenerator.yaml(.init(views: 40, seed: seed, depth: 6, canvas: Size(width: 160, height: 120)))
        let s = try SceneLoader.parse(yaml: yaml, source: "generated")
        var rng = SplitMix64(seed: seed)
        for radius in [10.0, 20, 30] {
            let resolver = Resolver(scene: s, radius: radius)
            for _ in 0..<80 {
                let p = Point(x: Double(rng.int(0...159)) + rng.pick([0, 0.5, 0.25]), y: Double(rng.int(0...119)))
                let want = ReferenceSampled.answer(s, p, radius: radius)
                let got = resolver.resolve(p, policy: .sampled)
                #expect(resolver.id(got.hit) == want.hit && resolver.id(got.responder) == want.responder
                        && got.ambiguous == want.ambiguous && got.candidates.map { s.views[$0].id } == want.candidates,
                        "seed \(seed) radius \(radius) at \(p)")
            }
        }
    }

    @Test("a 10,000-level chain resolves without recursion")
    func deepChain() {
        let s = chain(10_000, id: "d", frame: Rect(x: 0, y: 0, width: 100, height: 100), canvas: Size(width: 100, height: 100),
                      tappable: { $0 == 5_000 })
        let r = Resolver(scene: s).resolve(Point(x: 50, y: 50), policy: .sampled)
        #expect(r.hit == 9_999 && r.responder == 5_000)
    }
}
