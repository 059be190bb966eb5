import Testing
@testable import TapplayCore

@Suite("Scene generator")
struct GeneratorTests {
    @Test("generated scenes load, with the number of views and the nesting asked for",
          arguments: [(1, 1, 1), (2, 7, 2), (10, 3, 12), (137, 11, 4), (1000, 5, 12), (2500, 9, 400)])
    func validScenes(views: Int, seed: Int, depth: Int) throws {
        let text = SceneGenerator.yaml(.init(views: views, seed: UInt64(seed), depth: depth))
        let s = try SceneLoader.parse(yaml: text, source: "generated")
        #expect(s.views.count == views)
        let deepest = s.views.map(\.depth).max() ?? 0
        #expect(deepest + 1 <= depth)
        if depth == 400 { #expect(deepest >= 200) }
    }

    @Test("the same options give the same text; another seed another scene")
    func deterministic() {
        let a = SceneGenerator.yaml(.init(views: 500, seed: 42))
        let b = SceneGenerator.yaml(.init(views: 500, seed: 42))
        let c = SceneGenerator.yaml(.init(views: 500, seed: 43))
        #expect(a == b)
        #expect(a != c)
        // Pinned: the PRNG and the formatting are our own, so this never drifts.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(SceneGenerator.num(0.0005) == "0.0005" && SceneGenerator.num(-2) == "-2" && SceneGenerator.num(12.25) == "12.25")
    }

    @Test("a large scene exercises every key and every content shape kind")
    func everyKey() throws {
        let text = SceneGenerator.yaml(.init(views: 3000, seed: 1))
        for key in ["color:", "label:", "tappable: true", "gestures:", "hidden: true", "alpha: 0.005", "alpha: 0.0005",
                    "interactive: false", "clips: true", "hitInsets: -", "hitInsets: {", "passThrough: [[",
                    "passThrough: [", "contentShape: {", "offset:", "scale:", "draggable: true",
                    "dropTarget: true", "reorderable: true", "dragOpacity:"] {
            #expect(text.contains(key), "missing \(key)")
        }
        let s = try SceneLoader.parse(yaml: text, source: "generated")
        let kinds = Set(s.views.compactMap { $0.contentShape?.kind })
        #expect(kinds == Set(ContentShapeSpec.Kind.allCases))
        #expect(s.views.contains { $0.gestures.contains(.longPress) })
        #expect(s.views.contains { !$0.passThrough.isEmpty })
        #expect(s.views.contains { $0.hitInsets.top < 0 } && s.views.contains { $0.hitInsets.top > 0 })
        #expect(s.views.contains { $0.alpha == 0.005 } && s.views.contains { $0.alpha == 0.0005 })
        // Overlap and nesting.
        #expect(s.views.contains { $0.children.count >= 3 })
        #expect((s.views.map(\.depth).max() ?? 0) >= 4)
    }

    @Test("other canvases and slops")
    func canvasAndSlop() throws {
        let s = try SceneLoader.parse(yaml: SceneGenerator.yaml(.init(views: 64, seed: 3, canvas: Size(width: 800, height: 600), slop: 4)),
                                      source: "generated")
        #expect(s.canvas == Size(width: 800, height: 600))
        #expect(s.slop == 4)
    }
}
