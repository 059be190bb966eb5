/// What `sampled` needs per view, computed once per context, and a grid over
/// the canvas that lists, per cell, the leaves (views with own content that
/// take touches) whose shape a cloud around any point of the cell can reach.
///
/// A tap then tests its sample points against those leaves only, and builds
/// the part of the node tree that contains any point: the leaves hit and
/// their ancestors. Every other node contains no point, so it would weigh 0
/// and return nothing; leaving it out changes no answer.
public final class SampledIndex: Sendable {
    let cloud: TouchCloud
    let grid: GridGeometry
    let leaves: CellLists<LeafEntry>
    let shapes: [SampledShape]
    let parent: [Int32]
    let subtreeEnd: [Int32]
    let opacity: [Double]
    /// The nearest tappable view from `i` up to the root, or -1.
    let responderOf: [Int32]
    /// The cloud's offsets and weights, in point order.
    let dx: [Double]
    let dy: [Double]
    let weights: [Double]
    let minDx: Double, maxDx: Double, minDy: Double, maxDy: Double
    /// The distinct offsets along each axis, ascending, and for each the set
    /// of points whose offset is at least it (one more entry: the empty set).
    /// `p.x + dx` grows with `dx`, so the points right of an edge are a
    /// suffix of these: a rect's points are four look-ups, not one test per point.
    let axisX: [Double], atLeastX: [UInt64]
    let axisY: [Double], atLeastY: [UInt64]

    init(scene: Scene, radius: Double, touchable: [Bool]) {
        let views = scene.views
        let n = views.count
        cloud = TouchCloud(radius: radius)
        let canvasW = scene.canvas.width
        let canvasH = scene.canvas.height
        dx = cloud.dx
        dy = cloud.dy
        weights = cloud.weights
        minDx = dx.min() ?? 0; maxDx = dx.max() ?? 0
        minDy = dy.min() ?? 0; maxDy = dy.max() ?? 0
        func axis(_ d: [Double]) -> ([Double], [UInt64]) {
            let values = Set(d).sorted()
            let sets = values.map { v in
                d.indices.reduce(UInt64(0)) { m, k in d[k] >= v ? m | (1 << UInt64(k)) : m }
            }
            return (values, sets + [0])
        }
        (axisX, atLeastX) = axis(dx)
        (axisY, atLeastY) = axis(dy)
        var shapes: [SampledShape] = []
        shapes.reserveCapacity(n)
        var parent = [Int32](repeating: -1, count: n)
        var end = [Int32](repeating: 0, count: n)
        var opacity = [Double](repeating: 1, count: n)
        var responder = [Int32](repeating: -1, count: n)
        var items: [(entry: LeafEntry, box: Box)] = []
        /// Rect leaves whose whole chain is above 0.5 opacity: they take every point they contain.
        var takers: [(view: Int32, rect: Rect)] = []
        var opaqueChain = [Bool](repeating: false, count: n)
        let reach = cloud.reach
        for i in 0..<n {
            let v = views[i]
            let outline = v.shape
            let shape = SampledShape(outline, circle: v.contentShape?.kind == .circle)
            shapes.append(shape)
            parent[i] = Int32(v.parent ?? -1)
            end[i] = Int32(v.subtreeEnd)
            opacity[i] = v.alpha
            responder[i] = v.tappable ? Int32(i) : (v.parent.map { responder[$0] } ?? -1)
            opaqueChain[i] = v.alpha > 0.5 && (v.parent.map { opaqueChain[$0] } ?? true)
            guard touchable[i], SampledIndex.hasOwnContent(v) else { continue }
            if opaqueChain[i], case .rect(let r) = shape { takers.append((Int32(i), r)) }
            // A polygon without points holds no sample point.
            guard let b = outline.box?.grown(0) else { continue }
            // Boxes that cannot meet the canvas grown by the cloud's reach hold no sample point of any tap.
            guard b.x1 >= -reach - 1, b.y1 >= -reach - 1,
                  b.x0 <= canvasW + reach + 1, b.y0 <= canvasH + reach + 1 else { continue }
            items.append((LeafEntry(view: Int32(i), box: b), b.grown(reach)))
        }
        // Cells about as wide as the cloud: a tap looks at its own cell only.
        let side = max(2 * reach, 8)
        let area = (canvasW.isFinite && canvasH.isFinite) ? max(canvasW, 1) * max(canvasH, 1) : 1
        let target = Int(min(max(area / (side * side), 1), 65_536))
        // Coarser when the leaves' boxes would fill too many cells (many views stacked over the canvas).
        grid = GridGeometry.bounded(width: canvasW, height: canvasH, target: target, boxes: items.map(\.box))
        // A cell whose every cloud lies inside an opaque rect leaf: that leaf takes all the points,
        // so every leaf behind it (not in its subtree) weighs 0 there, and returns nothing.
        var cover = [Int32](repeating: -1, count: grid.cellCount)
        for t in takers {
            let r = t.rect
            let m = 1e-9 * (abs(r.x) + abs(r.y) + abs(r.width) + abs(r.height) + reach + 1)
            let inner = HalfOpenBox(x0: r.x + reach + m, y0: r.y + reach + m,
                                    x1: r.x + r.width - reach - m, y1: r.y + r.height - reach - m)
            guard inner.x0.isFinite, inner.x1.isFinite, inner.y0.isFinite, inner.y1.isFinite,
                  let cells = grid.coveredCells(inner) else { continue }
            for row in cells.rows { for col in cells.cols { cover[row * grid.nx + col] = max(cover[row * grid.nx + col], t.view) } }
        }
        leaves = CellLists.build(grid, items: items) { e, cell in e.view >= cover[cell] }
        self.shapes = shapes
        self.parent = parent
        self.subtreeEnd = end
        self.opacity = opacity
        self.responderOf = responder
    }

    /// A view has own content (a leaf node) when it has no subviews in the
    /// scene, or has a colour, a label or a content shape; a bare parent is a
    /// layout container whose subviews alone take points.
    public static func hasOwnContent(_ v: SceneView) -> Bool {
        v.children.isEmpty || v.color != nil || v.label != nil || v.contentShape != nil
    }

    @inline(__always)
    func inCanvas(_ x: Double, _ y: Double) -> Bool {
        grid.holds(x, y)
    }

    /// The leaves whose shape contains at least one sample point around
    /// `(x, y)` (inside the canvas), in painter's order, each with the set of
    /// points it contains (bit `k` for point `k`).
    @inline(__always)
    func hitLeaves(_ x: Double, _ y: Double, _ body: (Int, UInt64) -> Void) {
        let count = weights.count
        let all = count >= 64 ? UInt64.max : (UInt64(1) << UInt64(count)) - 1
        let cx0 = x + minDx, cx1 = x + maxDx, cy0 = y + minDy, cy1 = y + maxDy
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { xy in
            for k in 0..<count {
                xy[k] = x + dx[k]
                xy[count + k] = y + dy[k]
            }
            let cell = grid.cell(x, y)
            leaves.walk(cell) { entry in
                let b = entry.box
                guard b.x1 >= cx0 && b.x0 <= cx1 && b.y1 >= cy0 && b.y0 <= cy1 else { return false }
                let v = Int(entry.view)
                let shape = shapes[v]
                var mask: UInt64 = 0
                if case .rect(let r) = shape {
                    let x0 = r.x, x1 = r.x + r.width, y0 = r.y, y1 = r.y + r.height
                    if x0 <= cx0 && cx1 < x1 && y0 <= cy0 && cy1 < y1 {
                        // The whole cloud is inside (its extreme points are).
                        body(v, all)
                        return false
                    }
                    guard !x0.isNaN, !x1.isNaN, !y0.isNaN, !y1.isNaN else { return false }
                    mask = atLeastX[SampledIndex.first(x, axisX, x0)] & ~atLeastX[SampledIndex.first(x, axisX, x1)]
                        & atLeastY[SampledIndex.first(y, axisY, y0)] & ~atLeastY[SampledIndex.first(y, axisY, y1)]
                } else {
                    for k in 0..<count where shape.contains(xy[k], xy[count + k]) {
                        mask |= 1 << UInt64(k)
                    }
                }
                if mask != 0 { body(v, mask) }
                return false
            }
        }
    }

    /// The first offset `d` in `sorted` with `base + d >= bound` (its count when none).
    @inline(__always)
    static func first(_ base: Double, _ sorted: [Double], _ bound: Double) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if base + sorted[mid] >= bound { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Σ of the weights of the points in `set`, in point order.
    @inline(__always)
    func sum(_ set: UInt64) -> Double {
        var s = 0.0
        var m = set
        while m != 0 {
            let k = m.trailingZeroBitCount
            s = s + weights[k]
            m &= m &- 1
        }
        return s
    }
}

/// A leaf in a cell: the view and a closed box around its shape.
struct LeafEntry: Sendable {
    var view: Int32
    var box: Box
}
