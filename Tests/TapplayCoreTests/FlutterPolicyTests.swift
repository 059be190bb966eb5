import Testing
@testable import TapplayCore

/// A view for Flutter's cases: solid through `color` or `label`, or tappable.
private func fv(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                color: SceneColor? = nil, label: String? = nil, tappable: Bool = false,
                hidden: Bool = false, alpha: Double = 1, interactive: Bool = true,
                passThrough: [Rect] = [], _ children: [ViewTree] = []) -> ViewTree {
    ViewTree(SceneView(id: id, frame: Rect(x: x, y: y, width: w, height: h), color: color, label: label,
                       tappable: tappable, hidden: hidden, alpha: alpha, interactive: interactive,
                       passThrough: passThrough), children)
}

/// The traced walk, checked against the index and the reference on the way.
private func flutter(_ s: Scene, _ x: Double, _ y: Double) -> (answer: ReferenceFlutter.Answer, trace: [String]) {
    let r = Resolver(scene: s)
    let p = Point(x: x, y: y)
    let traced = r.resolve(p, policy: .flutter, tracing: true)
    let fast = r.resolve(p, policy: .flutter)
    #expect(traced.hit == fast.hit && traced.responder == fast.responder && traced.candidates == fast.candidates,
            "the walk and the index agree at (\(x), \(y))")
    let got = ReferenceFlutter.Answer(hit: r.id(traced.hit), responder: r.id(traced.responder),
                                      candidates: traced.candidates.map { s.views[$0].id },
                                      path: traced.pathIndices(in: s).map { s.views[$0].id })
    #expect(got == ReferenceFlutter.answer(s, p), "the reference agrees at (\(x), \(y))")
    return (got, traced.trace.map(\.text))
}

@Suite("flutter: RenderBox.hitTest and the gesture arena")
struct FlutterPolicyTests {
    @Test("a Stack's overflow is painted but never hit: the badge outside its avatar takes no tap there")
    func overflow() {
        let s = scene([fv("avatar", 100, 100, 40, 40, color: .blue, tappable: true, [
            fv("badge", 30, -10, 20, 20, color: .red, tappable: true)])])
        let inside = flutter(s, 135, 105)          // the badge's part inside the avatar
        #expect(inside.answer.hit == "badge" && inside.answer.responder == "badge")
        #expect(inside.answer.candidates == ["badge", "avatar"] && inside.answer.path == ["avatar", "badge"])
        let outside = flutter(s, 145, 95)          // the badge's part outside: nothing
        #expect(outside.answer.hit == nil && outside.answer.responder == nil)
        #expect(outside.trace.contains { $0.contains("avatar: test, step 2: point outside its frame") })
        #expect(tap(s, 145, 95, .android).hit == nil && tap(s, 145, 95, .compose).hit == "badge")
    }

    @Test("a plain container in front blocks nothing; a solid label in front swallows the tap")
    func containerAndLabel() {
        let s = scene([fv("button", 0, 0, 200, 100, tappable: true),
                       fv("padding", 0, 0, 200, 100),
                       fv("title", 20, 20, 60, 20, label: "Title")])
        let through = flutter(s, 150, 50)
        #expect(through.answer.hit == "button" && through.answer.responder == "button")
        #expect(through.trace.contains { $0.contains("padding: test, step 4: a plain container → false") })
        let label = flutter(s, 30, 25)
        #expect(label.answer.hit == "title" && label.answer.responder == nil && label.answer.candidates.isEmpty)
        #expect(tap(s, 150, 50, .uikit).hit == "padding")
    }

    @Test("Opacity(0) still takes taps; IgnorePointer lets them through; Offstage is skipped")
    func opacityIgnorePointerOffstage() {
        let s = scene([fv("back", 0, 0, 200, 200, tappable: true),
                       fv("invisible", 0, 0, 100, 100, color: .gray, alpha: 0),
                       fv("scrim", 100, 0, 100, 100, color: .black, interactive: false, [
                           fv("scrimButton", 0, 0, 50, 50, tappable: true)]),
                       fv("offstage", 0, 100, 100, 100, tappable: true, hidden: true)])
        #expect(flutter(s, 50, 50).answer.hit == "invisible")
        #expect(flutter(s, 50, 50).answer.responder == nil)
        #expect(flutter(s, 120, 20).answer.responder == "back")
        #expect(flutter(s, 50, 150).answer.responder == "back")
        #expect(flutter(s, 120, 20).trace.contains { $0.contains("IgnorePointer") })
        #expect(tap(s, 50, 50, .uikit).hit == "back")          // uikit ignores alpha 0
    }

    @Test("nested detectors: the innermost wins the arena; the outer ones are the losing candidates")
    func nestedDetectors() {
        let s = scene([fv("card", 0, 0, 300, 200, tappable: true, [
            fv("row", 10, 10, 280, 60, [
                fv("like", 200, 10, 40, 40, tappable: true, [fv("icon", 8, 8, 24, 24, color: .red)])])])])
        let a = flutter(s, 225, 35)
        #expect(a.answer.hit == "icon" && a.answer.responder == "like")
        #expect(a.answer.candidates == ["like", "card"] && a.answer.path == ["card", "row", "like", "icon"])
        #expect(a.trace.contains { $0.contains("the innermost, like, wins the tap; card loses") })
        #expect(flutter(s, 50, 40).answer.responder == "card")   // the row is plain: the card takes it
    }

    @Test("passThrough skips a view with its subtree; no slop, no insets: exactly the frame")
    func passThroughAndExactFrame() {
        let s = scene([fv("back", 0, 0, 200, 200, tappable: true),
                       fv("front", 0, 0, 100, 100, tappable: true,
                          passThrough: [Rect(x: 0, y: 0, width: 50, height: 50)])])
        #expect(flutter(s, 20, 20).answer.responder == "back")
        #expect(flutter(s, 70, 70).answer.responder == "front")
        #expect(flutter(s, 99.999, 50).answer.responder == "front")
        #expect(flutter(s, 100, 50).answer.responder == "back")
        let r = Resolver(scene: s, slop: 30)
        #expect(r.resolve(Point(x: 100, y: 50), policy: .flutter).responder == 0)
    }

    @Test("a tap outside the canvas reaches nothing; a tap is never ambiguous")
    func outsideCanvas() {
        let s = scene([fv("all", -50, -50, 1000, 1000, tappable: true)], width: 100, height: 100)
        #expect(flutter(s, -1, 10).answer.hit == nil)
        #expect(flutter(s, 100, 10).answer.hit == nil)
        #expect(!Resolver(scene: s).resolve(Point(x: 5, y: 5), policy: .flutter).ambiguous)
    }

    @Test("the walk and its index against the reference on random scenes (hit, responder, candidates, path)",
          arguments: 0..<40)
    func randomScenes(seed: UInt64) {
        let s = FlutterTestScenes.build(seed: seed)
        let r = Resolver(scene: s)
        var rng = SplitMix64(seed: seed ^ 0x5eed)
        for k in 0..<200 {
            let p = k % 2 == 0 ? Point(x: Double(rng.int(-4...244)) / 2, y: Double(rng.int(-4...204)) / 2)
                : Point(x: rng.double(-2, 122), y: rng.double(-2, 102))
            let want = ReferenceFlutter.answer(s, p)
            for tracing in [false, true] {
                let got = r.resolve(p, policy: .flutter, tracing: tracing)
                let named = ReferenceFlutter.Answer(hit: r.id(got.hit), responder: r.id(got.responder),
                                                    candidates: got.candidates.map { s.views[$0].id },
                                                    path: got.pathIndices(in: s).map { s.views[$0].id })
                #expect(named == want, "seed \(seed) at \(p), tracing \(tracing)")
                #expect(!got.ambiguous && got.distances.count == got.candidates.count)
            }
            let o = r.outcome(p, policy: .flutter)
            #expect(r.id(o?.hit) == want.hit && r.id(o?.responder) == want.responder && o?.ambiguous != true)
        }
    }
}

/// `PolicyTestScenes` with passThrough rects on some views (Flutter reads them).
enum FlutterTestScenes {
    static func build(seed: UInt64) -> Scene {
        let base = PolicyTestScenes.build(seed: seed, views: 4 + Int(seed % 24))
        var rng = SplitMix64(seed: seed &+ 77)
        var views = base.views
        for i in views.indices where rng.chance(0.15) {
            let f = views[i].frame
            views[i].passThrough = [Rect(x: rng.half(-2, f.width), y: rng.half(-2, f.height),
                                         width: rng.half(1, f.width), height: rng.half(1, f.height))]
        }
        return Scene(name: base.name, canvas: base.canvas, views: views)
    }
}
