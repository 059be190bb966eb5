@testable import TapplayCore

/// Small helpers to build scenes in tests.
func view(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
          tappable: Bool = false, hidden: Bool = false, alpha: Double = 1, interactive: Bool = true,
          clips: Bool = false, insets: Double = 0, passThrough: [Rect] = [],
          shape: ContentShapeSpec? = nil, gestures: [Gesture]? = nil,
          _ children: [ViewTree] = []) -> ViewTree {
    ViewTree(SceneView(id: id, frame: Rect(x: x, y: y, width: w, height: h), tappable: tappable,
                       hidden: hidden, alpha: alpha, interactive: interactive, clips: clips,
                       hitInsets: EdgeInsets(all: insets), passThrough: passThrough,
                       contentShape: shape, gestures: gestures), children)
}

func scene(_ views: [ViewTree], width: Double = 390, height: Double = 420, slop: Double = 10) -> Scene {
    Scene(name: "test", canvas: Size(width: width, height: height), slop: slop, tree: views)
}

/// The scene "pair" (slop 10) of two tappable views, each an id and a frame `[x, y, width, height]`.
func twoViews(_ a: String, _ aFrame: [Double], _ b: String, _ bFrame: [Double], canvas: Size) -> Scene {
    Scene(name: "pair", canvas: canvas, slop: 10, tree: [
        view(a, aFrame[0], aFrame[1], aFrame[2], aFrame[3], tappable: true),
        view(b, bFrame[0], bFrame[1], bFrame[2], bFrame[3], tappable: true),
    ])
}

/// top [10, 90) × [10, 50) over bottom [10, 90) × [54, 94) on a 100 × 100 canvas, slop 10:
/// a 4 pt seam, ambiguous under swiftui.
let topOverBottom = twoViews("top", [10, 10, 80, 40], "bottom", [10, 54, 80, 40], canvas: Size(width: 100, height: 100))

/// A scene named "deep" of `depth` views, each the only child of the one before and placed
/// at `frame` in it (ids `<id>0`, `<id>1`, …): the chain that tests recursion's limits.
func chain(_ depth: Int, id: String, frame: Rect, canvas: Size,
           tappable: (Int) -> Bool, clips: (Int) -> Bool = { _ in false }) -> Scene {
    let views = (0..<depth).map { i in
        SceneView(id: "\(id)\(i)", frame: frame, tappable: tappable(i), clips: clips(i), parent: i == 0 ? nil : i - 1)
    }
    return Scene(name: "deep", canvas: canvas, views: views)
}

/// The outcome of one tap, with ids instead of indices.
struct Outcome: Equatable, CustomStringConvertible {
    var hit: String?
    var responder: String?
    var ambiguous: Bool
    var candidates: [String]
    var description: String {
        "hit \(hit ?? "nil"), responder \(responder ?? "nil"), ambiguous \(ambiguous), candidates \(candidates)"
    }
}

extension Outcome {
    /// A result of the real policies, with ids instead of indices.
    init(_ r: HitResult, in resolver: Resolver) {
        self.init(hit: resolver.id(r.hit), responder: resolver.id(r.responder), ambiguous: r.ambiguous,
                  candidates: r.candidates.map { resolver.scene.views[$0].id })
    }
}

func tap(_ s: Scene, _ x: Double, _ y: Double, _ policy: PolicyKind, slop: Double? = nil) -> Outcome {
    let r = Resolver(scene: s, slop: slop)
    return Outcome(r.resolve(Point(x: x, y: y), policy: policy, tracing: true), in: r)
}

func outcome(_ hit: String?, _ responder: String?, ambiguous: Bool = false, _ candidates: [String]? = nil) -> Outcome {
    Outcome(hit: hit, responder: responder, ambiguous: ambiguous, candidates: candidates ?? (hit.map { [$0] } ?? []))
}
