/// How big a target is judged to be, and on which axes it can be judged.
///
/// The screen shows only part of a target whose frame reaches past the
/// canvas, or past the frame of an ancestor that clips (a scroll view): on
/// that axis the dump does not say how big the rest is, so sizes (`small`,
/// the undersized target of `close`) are not judged on it. A frame that only
/// touches that edge is whole, and judged (a row of chips filling a sideways
/// list, tabs whose top meets a scroller's). Except in a dump of *visible*
/// bounds (`Scene.visibleBounds`: Android's accessibility dumps clip every
/// node's bounds to its window and its scrolling ancestors), where a frame
/// that ends on the screen's edge, or on a scroll view's edge across the axis
/// it scrolls, is what a frame reaching past it looks like there.
///
/// Nor are the controls of a bar (a navigation bar, toolbar or tab bar):
/// UIKit routes touches near a bar item to it, across the bar's height and
/// beyond its frame, and no dump shows how far.
public struct TargetExtent: Sendable {
    /// The minimum target size of the audit (`--min-size`).
    public let minSize: Double
    private let scene: Scene
    /// Whether each view's width, and height, are shown whole.
    private var widthShown: [Bool]
    private var heightShown: [Bool]
    /// The part of the screen each view can show itself in: the canvas cut by
    /// every clipping ancestor.
    private var window: [Rect]

    /// Edges within this of each other are the same edge (float noise of sums of frames).
    static let tolerance = 1e-6

    public init(scene: Scene, minSize: Double) {
        self.scene = scene
        self.minSize = minSize
        let views = scene.views
        var w = [Bool](repeating: true, count: views.count)
        var h = [Bool](repeating: true, count: views.count)
        // The visible window of each view's content: the canvas cut by every
        // clipping ancestor; and the clipping ancestors' own window, whose
        // edges cut a view of visible bounds that ends on them.
        var window = [Rect](repeating: scene.canvasRect, count: views.count)
        var inBar = [Bool](repeating: false, count: views.count)
        // Visible bounds: the nearest clipping ancestor, and the axis each scrolls along.
        var scroller = [Int?](repeating: nil, count: views.count)
        var axis: [Int: ScrollAxis] = [:]
        let e = TargetExtent.tolerance
        let canvas = scene.canvasRect
        for (i, v) in views.enumerated() {
            var outer = canvas
            if let p = v.parent {
                outer = views[p].clips ? window[p].intersection(views[p].canvasFrame) : window[p]
                inBar[i] = inBar[p] || TargetExtent.isBar(views[p])
                scroller[i] = views[p].clips ? p : scroller[p]
            }
            let f = v.canvasFrame
            w[i] = f.minX >= outer.minX - e && f.maxX <= outer.maxX + e
            h[i] = f.minY >= outer.minY - e && f.maxY <= outer.maxY + e
            if scene.visibleBounds {
                func on(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= e }
                if on(f.minX, canvas.minX) || on(f.maxX, canvas.maxX) { w[i] = false }
                if on(f.minY, canvas.minY) || on(f.maxY, canvas.maxY) { h[i] = false }
                if let s = scroller[i] {
                    let a = axis[s] ?? ScrollAxis.of(s, in: scene)
                    axis[s] = a
                    let c = views[s].canvasFrame
                    if a == .horizontal, on(f.minX, c.minX) || on(f.maxX, c.maxX) { w[i] = false }
                    if a == .vertical, on(f.minY, c.minY) || on(f.maxY, c.maxY) { h[i] = false }
                }
            }
            if inBar[i] { w[i] = false; h[i] = false }
            window[i] = outer
        }
        widthShown = w
        heightShown = h
        self.window = window
    }

    /// Whether any of view `i` is on the screen: its frame meets the canvas
    /// cut by its clipping ancestors. A target scrolled out of its list, or on
    /// another page of a pager, is not on this screen, and not audited on it.
    /// (A frame of no size counts where it lies.)
    public func isOnScreen(_ i: Int) -> Bool {
        let f = scene.views[i].canvasFrame, w = window[i]
        // Apart on an axis: ends before the window starts or starts after it ends;
        // a frame of no size on that axis is on screen where its edge lies inside.
        func apart(_ a0: Double, _ a1: Double, _ w0: Double, _ w1: Double) -> Bool {
            a1 > a0 ? (a1 <= w0 || a0 >= w1) : (a0 < w0 || a0 >= w1)
        }
        return !apart(f.minX, f.maxX, w.minX, w.maxX) && !apart(f.minY, f.maxY, w.minY, w.maxY)
    }

    /// Whether `p` is on the screen where view `i` can show itself.
    public func shows(_ i: Int, _ p: Point) -> Bool { window[i].contains(p) }

    /// A bar UIKit draws its items in: `UINavigationBar`, `UIToolbar`,
    /// `UITabBar` (and subclasses named so), or an accessibility
    /// `NavigationBar`, `Toolbar`, `TabBar`.
    static func isBar(_ v: SceneView) -> Bool {
        guard let t = v.type else { return false }
        var short = Substring(t.split(separator: ".").last ?? Substring(t))
        if short.hasPrefix("XCUIElementType") { short = short.dropFirst("XCUIElementType".count) }
        return ["NavigationBar", "Toolbar", "TabBar"].contains { short.hasSuffix($0) }
    }

    /// Whether view `i`'s width (`height`) is shown whole, so that it can be judged.
    public func judgesWidth(_ i: Int) -> Bool { widthShown[i] }
    public func judgesHeight(_ i: Int) -> Bool { heightShown[i] }

    /// Under the minimum on an axis the screen shows whole.
    public func isUndersized(_ i: Int, width: Double, height: Double) -> Bool {
        (widthShown[i] && width < minSize) || (heightShown[i] && height < minSize)
    }

    /// Whether view `i`'s frame is undersized (for `close`).
    public func frameIsUndersized(_ i: Int) -> Bool {
        let f = scene.views[i].canvasFrame
        return isUndersized(i, width: f.width, height: f.height)
    }
}
