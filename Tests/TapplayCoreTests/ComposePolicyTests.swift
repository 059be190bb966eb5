import Testing
@testable import TapplayCore

/// One tap under compose, traced and untraced (index), checked to agree: the reference's
/// fields (ids instead of indices) and the trace's lines.
@dynamicMemberLookup
private struct ComposeTap: CustomStringConvertible {
    var answer: ReferenceCompose.Answer
    var trace: [String]
    subscript<T>(dynamicMember field: KeyPath<ReferenceCompose.Answer, T>) -> T { answer[keyPath: field] }
    var description: String { answer.description }
}

private func compose(_ s: Scene, _ x: Double, _ y: Double,
                     sourceLocation: SourceLocation = #_sourceLocation) -> ComposeTap {
    let r = Resolver(scene: s)
    let p = Point(x: x, y: y)
    let traced = r.resolve(p, policy: .compose, tracing: true)
    var fast = r.resolve(p, policy: .compose)
    fast.trace = traced.trace
    #expect(fast == traced, "the walk and the index agree at (\(x), \(y))", sourceLocation: sourceLocation)
    return ComposeTap(answer: .of(traced, in: r), trace: traced.trace.map(\.text))
}

private func androidScene(_ views: [ViewTree], width: Double = 390, height: Double = 420) -> Scene {
    Scene(name: "test", canvas: Size(width: width, height: height), platform: .android, tree: views)
}

@Suite("compose: hand-worked taps (SPEC §2)")
struct ComposeHandWorkedTests {
    /// One 24 dp icon at 100…124 × 100…124: a 12 dp ring on every side.
    let icon = androidScene([view("icon", 100, 100, 24, 24, tappable: true)])

    @Test("a tap inside the frame is a direct hit: distance 0, not ambiguous, R = [icon]")
    func inside() {
        let t = compose(icon, 110, 110)
        #expect(t.hit == "icon" && t.responder == "icon" && !t.ambiguous)
        #expect(t.candidates == ["icon"] && t.distances == [0] && t.path == ["icon"])
        #expect(t.trace.contains { $0.hasPrefix("icon: step 3: inside its frame") })
    }

    @Test("the ring's edges are inclusive: 12 dp past each edge reaches, a hair more does not")
    func ringEdges() {
        for (x, y) in [(88.0, 112.0), (136, 112), (112, 88), (112, 136)] {
            let t = compose(icon, x, y)
            #expect(t.hit == "icon" && t.distances == [12] && !t.ambiguous, "(\(x), \(y))")
        }
        for (x, y) in [(87.99, 112.0), (136.01, 112), (112, 87.99), (112, 136.01)] {
            #expect(compose(icon, x, y).hit == nil, "(\(x), \(y))")
        }
        // The far edges themselves are outside the half-open frame: a near hit at distance 0.
        let edge = compose(icon, 124, 112)
        #expect(edge.hit == "icon" && edge.distances == [0] && edge.trace.contains { $0.contains("step 4") })
    }

    @Test("the ring is a box: a corner within padX and padY reaches, at the Euclidean distance")
    func ringIsABox() {
        let t = compose(icon, 88, 88)
        #expect(t.hit == "icon" && t.distances == [(288.0).squareRoot()])
        #expect(compose(icon, 88, 87.5).hit == nil)
        #expect(compose(icon, 136, 136).hit == "icon")
        // A wide, short view: no ring at its sides (padX 0), 14 dp above and below (padY).
        let bar = androidScene([view("bar", 100, 100, 100, 20, tappable: true)])
        #expect(compose(bar, 99.5, 110).hit == nil)
        #expect(compose(bar, 200, 110).hit == "bar", "on the right edge: dx = 0 <= padX = 0")
        #expect(compose(bar, 150, 86).hit == "bar" && compose(bar, 150, 85.5).hit == nil)
        #expect(compose(bar, 100, 134).hit == "bar" && compose(bar, 200, 134).hit == "bar")
        // 48 or more on both sides: no ring at all, not even on the far edges.
        let big = androidScene([view("big", 100, 100, 48, 48, tappable: true)])
        #expect(compose(big, 148, 120).hit == nil && compose(big, 99.9, 120).hit == nil)
        #expect(compose(big, 147.9, 147.9).hit == "big")
    }

    @Test("between two icons the nearest edge wins; on a tie the one in front, and the tap is ambiguous")
    func tiesToTheFront() {
        // a 100…124, b 128…152: 4 dp apart.
        let s = androidScene([view("a", 100, 100, 24, 24, tappable: true), view("b", 128, 100, 24, 24, tappable: true)])
        let tie = compose(s, 126, 112)
        #expect(tie.hit == "b" && tie.ambiguous && tie.candidates == ["b", "a"] && tie.distances == [2, 2])
        let nearA = compose(s, 125, 112)
        #expect(nearA.hit == "a" && nearA.ambiguous && nearA.candidates == ["a", "b"] && nearA.distances == [1, 3])
        // The same two with a in front: the tie goes to a.
        let swapped = androidScene([view("b", 128, 100, 24, 24, tappable: true), view("a", 100, 100, 24, 24, tappable: true)])
        let t = compose(swapped, 126, 112)
        #expect(t.hit == "a" && t.candidates == ["a", "b"] && t.ambiguous)
        // Inside a: a direct hit, not ambiguous; b in front is near (6 dp) and listed after it.
        let inA = compose(s, 122, 112)
        #expect(inA.hit == "a" && !inA.ambiguous && inA.candidates == ["a", "b"] && inA.distances == [0, 6])
        // Inside b (in front): the walk stops there, a is never tested.
        let inB = compose(s, 130, 112)
        #expect(inB.hit == "b" && inB.candidates == ["b"])
    }

    @Test("a direct hit beats a nearer near hit, whichever is in front")
    func directBeatsNear() {
        let nearInFront = androidScene([view("button", 0, 0, 100, 100, tappable: true),
                                        view("icon", 102, 40, 20, 20, tappable: true)])
        let a = compose(nearInFront, 99, 50)
        #expect(a.hit == "button" && !a.ambiguous && a.candidates == ["button", "icon"] && a.distances == [0, 3])
        #expect(a.trace.contains { $0.hasPrefix("icon: step 4") } && a.trace.contains { $0.contains("dropping icon") })
        let nearBehind = androidScene([view("icon", 102, 40, 20, 20, tappable: true),
                                       view("button", 0, 0, 100, 100, tappable: true)])
        let b = compose(nearBehind, 99, 50)
        #expect(b.hit == "button" && b.candidates == ["button"] && b.path == ["button"])
        #expect(b.trace.contains { $0.contains("stop: icon not tried") })
    }

    @Test("a plain parent lets its overflowing child be hit; so does a tappable one, which is then not on the path")
    func overflow() {
        let plain = androidScene([view("box", 0, 0, 50, 50, [view("child", 40, 40, 30, 30, tappable: true)])])
        let t = compose(plain, 60, 60)
        #expect(t.hit == "child" && t.path == ["child"])
        #expect(tap(plain, 60, 60, .android).hit == nil, "android: the parent's frame must contain the touch")
        let tappableParent = androidScene([view("card", 0, 0, 50, 50, tappable: true, [
            view("child", 40, 40, 30, 30, tappable: true)])])
        let u = compose(tappableParent, 60, 60)
        #expect(u.hit == "child" && u.path == ["child"] && u.candidates == ["child"])
        #expect(u.trace.contains { $0.hasPrefix("card: step 5") })
        // A small tappable parent whose ring holds the point: recorded, then its child inside.
        let small = androidScene([view("p", 0, 0, 30, 30, tappable: true, [view("c", 32, 0, 20, 20, tappable: true)])])
        let v = compose(small, 36, 10)
        #expect(v.hit == "c" && v.path == ["p", "c"] && v.candidates == ["c"] && !v.ambiguous)
    }

    @Test("clips: outside the clip and its ring the subtree is cut off; within the ring it goes on outside the layer")
    func clips() {
        // strip 0…100 × 0…40 clips (padY 4); icon 40…64 × 30…54 overflows its bottom edge.
        let s = androidScene([view("strip", 0, 0, 100, 40, clips: true, [view("icon", 40, 30, 24, 24, tappable: true)])])
        #expect(compose(s, 52, 35).hit == "icon")
        let cut = compose(s, 52, 45)
        #expect(cut.hit == nil && cut.trace.contains { $0.contains("the clip cuts it and its subtree off") })
        #expect(tap(s, 52, 45, .swiftui).hit == "icon", "swiftui: parents do not clip")
        let out = compose(s, 52, 42)
        #expect(out.hit == "icon" && out.distances == [0] && !out.ambiguous)
        #expect(out.trace.contains { $0.contains("recorded as R[0], outside the layer") })
        // A view in the layer beats one outside it, even a farther near hit against a direct one.
        let withOther = androidScene([view("other", 60, 44, 20, 20, tappable: true),
                                      view("strip", 0, 0, 100, 40, clips: true, [view("icon", 40, 30, 24, 24, tappable: true)])])
        let o = compose(withOther, 52, 42)
        #expect(o.hit == "other" && o.path == ["other"] && o.ambiguous && o.candidates == ["other", "icon"])
        #expect(o.distances == [(68.0).squareRoot(), 0])
    }

    @Test("a small clickable that clips: its own ring counts outside the layer, and loses to any view in the layer")
    func clippingClickable() {
        let alone = androidScene([view("chip", 100, 100, 24, 24, tappable: true, clips: true)])
        let a = compose(alone, 95, 112)
        #expect(a.hit == "chip" && a.distances == [5] && a.trace.contains { $0.hasPrefix("chip: step 1") })
        let both = androidScene([view("x", 60, 100, 24, 24, tappable: true),
                                 view("chip", 100, 100, 24, 24, tappable: true, clips: true)])
        let b = compose(both, 95, 112)
        #expect(b.hit == "x" && b.candidates == ["x", "chip"] && b.distances == [11, 5] && b.ambiguous)
    }

    @Test("a disabled inner clickable is hit and passes the tap to the outer one")
    func disabledInner() {
        let s = androidScene([view("row", 0, 0, 200, 60, tappable: true, [
            view("toggle", 150, 18, 24, 24, tappable: true, interactive: false)])])
        let inside = compose(s, 160, 30)
        #expect(inside.hit == "toggle" && inside.responder == "row" && inside.path == ["row", "toggle"])
        #expect(inside.candidates == ["toggle"], "the hit's ancestors are left out")
        let near = compose(s, 140, 30)
        #expect(near.hit == "toggle" && near.responder == "row" && near.distances == [10] && !near.ambiguous)
        #expect(compose(s, 50, 30).hit == "row")
        let lone = androidScene([view("off", 0, 0, 24, 24, tappable: true, interactive: false)])
        let l = compose(lone, 10, 10)
        #expect(l.hit == "off" && l.responder == nil)
    }

    @Test("plain views neither take nor block; hidden ones are not placed; alpha plays no part")
    func plainHiddenAlpha() {
        let s = androidScene([view("like", 16, 164, 24, 24, tappable: true), view("card", 8, 152, 344, 72),
                              view("gone", 300, 300, 24, 24, tappable: true, hidden: true),
                              view("box", 200, 300, 80, 80, hidden: true, [view("kid", 0, 0, 24, 24, tappable: true)]),
                              view("ghost", 100, 300, 24, 24, tappable: true, alpha: 0)])
        #expect(compose(s, 28, 176).hit == "like")
        #expect(compose(s, 46, 176).hit == "like")
        #expect(tap(s, 28, 176, .uikit).hit == "card")
        #expect(compose(s, 310, 310).hit == nil && compose(s, 210, 310).hit == nil)
        #expect(compose(s, 110, 310).hit == "ghost")
    }

    @Test("the audit under compose: a disabled clickable in front swallows, a lone small icon is no small target")
    func audit() throws {
        let s = androidScene([view("pay", 20, 20, 200, 60, tappable: true),
                              view("cover", 20, 20, 100, 60, tappable: true, interactive: false),
                              view("icon", 300, 300, 24, 24, tappable: true)], width: 390, height: 420)
        let options = AuditOptions(policies: [.compose], resolution: 1)
        let f = try Audit.run(scene: s, file: "t.yaml", options: options)
        let swallowed = try #require(f.first { $0.kind == .swallowed })
        #expect(swallowed.views == ["pay", "cover"] && swallowed.area == 6000)
        #expect(!f.contains { $0.views == ["icon"] }, "24 dp grown to a 48 × 48 region")
        #expect(!f.contains { $0.views.contains("cover") && $0.kind != .swallowed }, "a disabled view is not audited")
    }

    @Test("outside the canvas nothing is reached, whatever the rings")
    func outsideCanvas() {
        let s = androidScene([view("icon", 0, 0, 24, 24, tappable: true)], width: 100, height: 100)
        #expect(compose(s, -1, 10).hit == nil && compose(s, 10, -0.5).hit == nil)
        #expect(compose(s, 0, 10).hit == "icon")
    }

    @Test("the walk stops after a direct hit in the layer; trace names each test's step and d")
    func traceWords() {
        let s = try! SceneLoader.load(path: URLish.scenesDirectory + "/compose-icons.yaml")
        let t = compose(s, 42, 28)
        #expect(t.hit == "search" && t.ambiguous && t.candidates == ["search", "back"])
        #expect(t.trace.contains { $0.hasPrefix("search: step 4") && $0.contains("d = 4") })
        #expect(t.trace.contains { $0.hasPrefix("back: step 5") && $0.contains("not better than R's best after h (search, d = 4)") })
        #expect(t.trace.contains { $0.hasPrefix("strip: step 1") })
        #expect(t.trace.contains { $0.hasPrefix("toolbar: step 2") })
        #expect(t.trace.last?.contains("ambiguous") == true)
    }
}

@Suite("compose: the policy against a reference written from the SPEC")
struct ComposeReferenceTests {
    @Test("hit, responder, ambiguous, candidates, distances and path on every tap of random scenes",
          arguments: Array(UInt64(1)...UInt64(30)))
    func matchesReference(seed: UInt64) {
        let s = ComposeTestScenes.build(seed: seed &* 13 &+ 7, views: [4, 10, 20, 45, 80][Int(seed % 5)])
        let r = Resolver(scene: s)
        for p in ComposeTestScenes.points(s, seed: seed, random: 250) {
            let want = ReferenceCompose.answer(s, p)
            for got in [r.resolve(p, policy: .compose), r.resolve(p, policy: .compose, tracing: true),
                        r.resolveLinearly(p, policy: .compose)] {
                #expect(ReferenceCompose.Answer.of(got, in: r) == want, "seed \(seed) at \(p)")
            }
            let o = r.outcome(p, policy: .compose)
            #expect(r.id(o?.hit) == want.hit && r.id(o?.responder) == want.responder
                    && (o?.ambiguous ?? false) == want.ambiguous, "seed \(seed) at \(p)")
        }
    }

    @Test("the random scenes exercise every step, ties, ambiguity and disabled hits")
    func coverage() {
        var steps: Set<String> = []
        var ambiguous = 0, disabled = 0, deepPath = 0, outsideLayer = 0
        for seed in UInt64(1)...UInt64(30) {
            let s = ComposeTestScenes.build(seed: seed &* 13 &+ 7, views: [4, 10, 20, 45, 80][Int(seed % 5)])
            let r = Resolver(scene: s)
            for p in ComposeTestScenes.points(s, seed: seed, random: 60) {
                let t = r.resolve(p, policy: .compose, tracing: true)
                for line in t.trace.map(\.text) {
                    if let k = line.range(of: "step ") { steps.insert(String(line[k.upperBound...].prefix(1))) }
                    if line.contains("outside the layer") { outsideLayer += 1 }
                }
                if t.ambiguous { ambiguous += 1 }
                if t.hit != nil && t.responder != t.hit { disabled += 1 }
                if (t.path?.count ?? 0) >= 2 { deepPath += 1 }
            }
        }
        #expect(steps == ["1", "2", "3", "4", "5"])
        #expect(ambiguous > 20 && disabled > 5 && deepPath > 20 && outsideLayer > 5,
                "ambiguous \(ambiguous), disabled \(disabled), deep paths \(deepPath), outside the layer \(outsideLayer)")
    }
}

@Suite("compose: the index equals the linear walk")
struct ComposeIndexTests {
    @Test("hit maps, by hit and by responder, and full outcomes equal one linear walk per cell",
          arguments: Array(UInt64(1)...UInt64(12)))
    func maps(seed: UInt64) {
        let s = ComposeTestScenes.build(seed: seed &* 101, views: [10, 40, 120, 300][Int(seed % 4)],
                                        canvas: Size(width: 160, height: 120))
        ComposeTestScenes.expectMapsEqualWalk(Resolver(scene: s), viewport: Viewport.fit(canvas: s.canvas, cols: 80, rows: 30),
                                              area: ScreenArea(col: -2, row: -1, width: 84, height: 32), seed: seed,
                                              candidates: true)
    }

    @Test("the audit through the index equals the oracle's linear walks", arguments: Array(UInt64(1)...UInt64(8)))
    func audits(seed: UInt64) throws {
        let s = ComposeTestScenes.build(seed: seed &* 37 &+ 3, views: [8, 20, 40, 60][Int(seed % 4)],
                                        canvas: Size(width: 70, height: 50))
        try AuditEquivalenceTests.compare(s, policies: [.compose], r: [1, 0.5][Int(seed % 2)], minSize: 48, spacing: 8)
    }

    @Test("a 10,000-level chain of clipping views resolves through the index without recursion")
    func deepChain() {
        let s = chain(10_000, id: "d", frame: Rect(x: 0.001, y: 0, width: 40, height: 40), canvas: Size(width: 100, height: 100),
                      tappable: { $0 % 3 == 0 }, clips: { $0 % 2 == 0 })
        let r = Resolver(scene: s)
        for p in [Point(x: 20, y: 20), Point(x: 45, y: 20), Point(x: 60, y: 20)] {
            let fast = r.resolve(p, policy: .compose)
            let slow = r.resolveLinearly(p, policy: .compose)
            #expect(fast == slow, "at \(p)")
        }
    }
}
