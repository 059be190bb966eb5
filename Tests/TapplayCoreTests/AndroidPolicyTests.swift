import Testing
@testable import TapplayCore

private func android(_ s: Scene, _ x: Double, _ y: Double) -> (hit: String?, responder: String?, trace: [String]) {
    let r = Resolver(scene: s)
    let traced = r.resolve(Point(x: x, y: y), policy: .android, tracing: true)
    let fast = r.resolve(Point(x: x, y: y), policy: .android)
    #expect(traced.hit == fast.hit && traced.responder == fast.responder && traced.candidates == fast.candidates,
            "the walk and the index agree at (\(x), \(y))")
    return (r.id(traced.hit), r.id(traced.responder), traced.trace.map(\.text))
}

@Suite("android: dispatchTouchEvent")
struct AndroidPolicyTests {
    @Test("a plain label in front of a button lets the touch fall through to it (uikit: the label swallows it)")
    func fallThrough() {
        let s = scene([view("button", 50, 50, 200, 60, tappable: true), view("label", 60, 60, 100, 30)])
        let a = android(s, 100, 75)
        #expect(a.hit == "button" && a.responder == "button")
        #expect(a.trace.contains { $0.contains("label: receives the touch") })
        #expect(a.trace.contains { $0.contains("falls through") })
        #expect(tap(s, 100, 75, .uikit) == outcome("label", nil))
    }

    @Test("a disabled button in front of another swallows the touch: hit, but no handler runs")
    func disabledSwallows() {
        let s = scene([view("back", 50, 50, 200, 60, tappable: true),
                       view("disabled", 50, 50, 200, 60, tappable: true, interactive: false)])
        let a = android(s, 100, 75)
        #expect(a.hit == "disabled" && a.responder == nil)
        #expect(a.trace.contains { $0.contains("disabled but clickable") })
    }

    @Test("a disabled parent does not stop its children, and has no TouchDelegate")
    func disabledParent() {
        let s = scene([view("parent", 0, 0, 300, 300, interactive: false, [
            view("child", 10, 10, 50, 50, tappable: true),
            view("icon", 200, 200, 10, 10, tappable: true, insets: 30)])])
        #expect(android(s, 20, 20).hit == "child")
        #expect(android(s, 195, 195).hit == nil)
    }

    @Test("a TouchDelegate grows a small icon, consulted only after the parent's children said no")
    func touchDelegate() {
        let s = scene([view("toolbar", 0, 0, 390, 100, [
            view("icon", 100, 40, 20, 20, tappable: true, insets: 14),
            view("title", 125, 30, 100, 40, tappable: true)])])
        // Outside the icon's frame, inside its grown area, in no child's frame: the delegate.
        let a = android(s, 92, 50)
        #expect(a.hit == "icon" && a.responder == "icon")
        #expect(a.trace.contains { $0.contains("TouchDelegate for icon") })
        // In the title's frame and the icon's grown area: the child consumes first.
        #expect(android(s, 127, 50).hit == "title")
        // Past the grown area: nobody.
        #expect(android(s, 80, 50).hit == nil)
    }

    @Test("a delegate's area outside its parent is never reached: the parent is not offered the touch there")
    func delegateOutsideParent() {
        let s = scene([view("bar", 0, 100, 390, 50, [view("icon", 10, 5, 20, 20, tappable: true, insets: 30)])])
        #expect(android(s, 15, 105).hit == "icon")
        #expect(android(s, 15, 95).hit == nil)
    }

    @Test("the last tappable child whose grown area holds the point is the delegate")
    func lastDelegate() {
        let s = scene([view("bar", 0, 0, 390, 100, [
            view("a", 100, 40, 10, 10, tappable: true, insets: 20),
            view("b", 130, 40, 10, 10, tappable: true, insets: 20)])])
        #expect(android(s, 120, 45).hit == "b")
    }

    @Test("alpha 0 still receives; a hidden parent hides its subtree")
    func alphaAndHidden() {
        let s = scene([view("back", 0, 0, 390, 420, tappable: true),
                       view("invisible", 10, 10, 100, 100, tappable: true, alpha: 0),
                       view("gone", 200, 200, 100, 100, hidden: true, [view("child", 0, 0, 100, 100, tappable: true)])])
        #expect(android(s, 50, 50).hit == "invisible")
        #expect(android(s, 250, 250).hit == "back")
    }

    @Test("a child outside its parent's frame is unreachable there; contentShape and slop play no part")
    func frames() {
        let s = scene([view("parent", 100, 100, 100, 100, [
            view("child", 50, 50, 100, 100, tappable: true, shape: ContentShapeSpec(kind: .circle))])])
        #expect(android(s, 190, 190).hit == "child")
        #expect(android(s, 160, 160).hit == "child", "the circle's corner still counts: frames only")
        #expect(android(s, 220, 220).hit == nil)
        #expect(android(s, -1, 5).hit == nil)
    }

    @Test("the real policy equals the plain reference on random scenes", arguments: Array(UInt64(1)...UInt64(24)))
    func matchesReference(seed: UInt64) {
        let s = PolicyTestScenes.build(seed: seed &+ 500, views: [3, 8, 15, 40][Int(seed % 4)])
        let r = Resolver(scene: s)
        var rng = SplitMix64(seed: seed)
        for k in 0..<200 {
            let p = k % 2 == 0 ? Point(x: Double(rng.int(-4...244)) / 2, y: Double(rng.int(-4...204)) / 2)
                : Point(x: rng.double(-2, 122), y: rng.double(-2, 102))
            let want = ReferenceAndroid.answer(s, p)
            for tracing in [false, true] {
                let got = r.resolve(p, policy: .android, tracing: tracing)
                #expect(r.id(got.hit) == want.hit && r.id(got.responder) == want.responder, "seed \(seed) at \(p)")
                #expect(got.candidates == (got.hit.map { [$0] } ?? []) && !got.ambiguous)
            }
            let o = r.outcome(p, policy: .android)
            #expect(r.id(o?.hit) == want.hit && r.id(o?.responder) == want.responder)
        }
    }

    @Test("an Android scene's default policy is android; an iOS scene's uikit")
    func platformDefault() {
        #expect(Platform.android.defaultPolicy == .android && Platform.ios.defaultPolicy == .uikit)
        #expect(Platform.android.minimumTargetSize == 48 && Platform.ios.minimumTargetSize == 44)
        #expect(Platform.android.auditPolicies == [.android])
    }
}
