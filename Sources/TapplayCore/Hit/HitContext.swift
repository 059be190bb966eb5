/// A scene prepared for resolving taps: everything a policy needs per view is
/// computed once here (who takes touches at each opacity threshold, UIKit's
/// inset-grown hit rects, SwiftUI's shapes), not on every tap.
public struct HitContext: Sendable {
    public let scene: Scene
    /// SwiftUI's tap-area growth in points (the scene's, or an override).
    public let slop: Double
    /// The finger's radius that sizes `sampled`'s touch cloud.
    public let radius: Double
    /// Takes touches at UIKit's threshold (alpha >= 0.01), ancestors included.
    public let touchableUIKit: [Bool]
    /// Takes touches at the SwiftUI family's threshold (alpha >= 0.001), ancestors included.
    public let touchableSwiftUI: [Bool]
    /// UIKit `point(inside:)` areas: canvas frames grown by `hitInsets`.
    public let uikitArea: [Rect]
    /// SwiftUI shapes: the content shape or the frame.
    public let shape: [HitShape]
    /// Shapes under `exact`: tappable views' frames shrunk by slop, others as `shape`.
    public let exactShape: [HitShape]
    /// Tappable views in painter's order.
    public let tappables: [Int]
    /// The spatial index that untraced resolutions and hit maps go through,
    /// built on first use (a context that is never queried never builds one).
    public var index: HitIndex { lazyIndex.value }
    private let lazyIndex: LazyBuild<HitIndex>
    /// `sampled`'s leaves and cloud, built on first use.
    public var sampledIndex: SampledIndex { lazySampled.value }
    private let lazySampled: LazyBuild<SampledIndex>
    /// `android`'s consumers, built on first use.
    public var androidIndex: AndroidIndex { lazyAndroid.value }
    private let lazyAndroid: LazyBuild<AndroidIndex>
    /// `compose`'s 48 dp targets, built on first use.
    public var composeIndex: ComposeIndex { lazyCompose.value }
    private let lazyCompose: LazyBuild<ComposeIndex>
    /// `flutter`'s solid views, built on first use.
    public var flutterIndex: FlutterIndex { lazyFlutter.value }
    private let lazyFlutter: LazyBuild<FlutterIndex>

    public init(scene: Scene, slop: Double? = nil, radius: Double? = nil) {
        self.scene = scene
        let s = slop ?? scene.slop
        self.slop = s
        let r = radius ?? TouchCloud.defaultRadius
        self.radius = r
        let views = scene.views
        var tu = [Bool](repeating: false, count: views.count)
        var ts = [Bool](repeating: false, count: views.count)
        var area: [Rect] = []
        var shape: [HitShape] = []
        var exact: [HitShape] = []
        var tappables: [Int] = []
        area.reserveCapacity(views.count)
        shape.reserveCapacity(views.count)
        exact.reserveCapacity(views.count)
        // Through a buffer, field by field: binding each view (`for v in views`) copied the
        // whole SceneView, retaining every string and list of it (a third of this loop's time).
        views.withUnsafeBufferPointer { vs in
            for i in vs.indices {
                let parent = vs[i].parent
                let parentU = parent.map { tu[$0] } ?? true
                let parentS = parent.map { ts[$0] } ?? true
                tu[i] = parentU && vs[i].takesTouchesItself(minimumAlpha: PolicyKind.uikit.minimumAlpha)
                ts[i] = parentS && vs[i].takesTouchesItself(minimumAlpha: PolicyKind.swiftui.minimumAlpha)
                let frame = vs[i].canvasFrame
                area.append(frame.grown(by: vs[i].hitInsets))
                let sh = vs[i].shape
                shape.append(sh)
                exact.append(vs[i].tappable ? .rect(HitContext.exactHitArea(frame, slop: s)) : sh)
                if vs[i].tappable { tappables.append(i) }
            }
        }
        self.touchableUIKit = tu
        self.touchableSwiftUI = ts
        self.uikitArea = area
        self.shape = shape
        self.exactShape = exact
        self.tappables = tappables
        let touchable = ts
        let sampled = LazyBuild { SampledIndex(scene: scene, radius: r, touchable: touchable) }
        let android = LazyBuild { AndroidIndex(scene: scene) }
        let compose = LazyBuild { ComposeIndex(scene: scene) }
        let flutter = LazyBuild { [shape] in FlutterIndex(scene: scene, shapes: shape) }
        self.lazySampled = sampled
        self.lazyAndroid = android
        self.lazyCompose = compose
        self.lazyFlutter = flutter
        // Contexts are made more often than they are queried (the drag lab
        // makes one per scene and per lift; the first frame needs none), so
        // the index is built on first use.
        self.lazyIndex = LazyBuild { [tu, ts, area, shape, exact] in
            HitIndex(scene: scene, slop: s, touchableUIKit: tu, touchableSwiftUI: ts, uikitArea: area,
                     shape: shape, exactShape: exact, sampled: sampled, android: android, compose: compose, flutter: flutter)
        }
    }

    /// `.exactHitArea()`: the frame scaled about its centre by
    /// max(0, (w − 2·slop)/w) × max(0, (h − 2·slop)/h).
    public static func exactHitArea(_ f: Rect, slop: Double) -> Rect {
        let sx = f.width > 2 * slop ? (f.width - 2 * slop) / f.width : 0
        let sy = f.height > 2 * slop ? (f.height - 2 * slop) / f.height : 0
        return f.scaled(sx, sy, about: f.center)
    }

    public var views: [SceneView] { scene.views }

    public func id(_ i: Int?) -> String? { i.map { scene.views[$0].id } }

    /// Views' ids in the order a walk tries them, last to first ("c, b, a"),
    /// for its trace.
    func idsLastToFirst(_ list: [Int]) -> String {
        list.reversed().map { scene.views[$0].id }.joined(separator: ", ")
    }
}
