/// The spatial index of `compose`: per cell, the tappable views whose 48 dp
/// target (the frame grown by its ring, a box) can hold a point of the cell,
/// in the order the walk tests them (`ComposeWalk`: front to back, a parent
/// before its children), so that a tap is one pass over a short array.
///
/// Only views that a tap is inside or near (the *active* ones) can be
/// recorded or listed by the walk: every other view just passes the walk on
/// to its children, except a view that `clips`, which can cut its subtree off
/// or move it out of the layer. So the walk over the active views of the
/// cell, in the walk's order, deciding each one's clipping ancestors where
/// the point lies outside them just before its first active descendant,
/// gives exactly the answer of the walk over the whole scene (`ComposeScan`).
///
/// What the cells hold is trimmed at build time, never changing an answer:
/// * a view is left out of a cell that a clipping ancestor's target cannot
///   reach: there the clip always cuts it off;
/// * a tappable view whose frame covers a whole cell, and whose clipping
///   ancestors' frames do too, ends every walk through that cell once its
///   subtree is done: the views tested after it are left out;
/// * a cell is *flat* when none of its views is another's ancestor and no
///   clipping ancestor can leave one of its points out: the walk then keeps
///   one entry and the answer is the first view the point is inside, else
///   the smallest key (`ComposeIndex+Flat.swift`);
/// * a cell is *uniform* when the same view is hit, with the same responder,
///   at every point of it (the first view in the walk's order covers it,
///   nothing tested before it can be inside at any of its points, and nothing
///   in its subtree reaches the cell): maps and outcomes read the answer.
public final class ComposeIndex: Sendable {
    let canvasW: Double
    let canvasH: Double
    let grid: GridGeometry
    /// Per cell, its views in the walk's order (with per-cell flags and links).
    let entries: CellLists<ComposeItem>
    /// Per cell: the uniform answer, whether it is flat, the walk's scratch space.
    let cells: [ComposeCell]
    /// Per view: the canvas frame, the nearest clipping ancestor that is placed (-1: none),
    /// the subtree's end and the view's own flags (`ComposeItem`'s bits).
    let frames: [Rect]
    let clipParent: [Int32]
    let subtreeEnd: [Int32]
    let flags: [UInt8]
    /// Per view: the intersection of its placed clipping ancestors' frames (where none of them leaves it out).
    let clipBox: [HalfOpenBox]

    /// Cells aimed at per target, and the most (target, cell) pairs a build may
    /// visit per target before the grid is coarsened (memory linear in the scene).
    static let cellsPerItem = 4
    static let visitsPerItem = 160

    init(scene: Scene) {
        let views = scene.views
        let n = views.count
        canvasW = scene.canvas.width
        canvasH = scene.canvas.height
        let everywhere = HalfOpenBox(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
        var placed = [Bool](repeating: false, count: n)
        var depth = [Int32](repeating: 0, count: n)
        var clipParent = [Int32](repeating: -1, count: n)
        var clipDepth = [Int32](repeating: 0, count: n)
        var clipBox = [HalfOpenBox](repeating: everywhere, count: n)
        // Where a clipping ancestor's target reaches (a closed box): outside it the clip cuts.
        var clipReach = [Box](repeating: .everything, count: n)
        var flags = [UInt8](repeating: 0, count: n)
        var frames: [Rect] = []
        var ends: [Int32] = []
        frames.reserveCapacity(n)
        ends.reserveCapacity(n)
        for i in 0..<n {
            let v = views[i]
            if let p = v.parent {
                let pv = views[p]
                placed[i] = placed[p] && !v.hidden
                depth[i] = depth[p] + 1
                clipParent[i] = pv.clips ? Int32(p) : clipParent[p]
                clipDepth[i] = pv.clips ? clipDepth[p] + 1 : clipDepth[p]
                clipBox[i] = pv.clips ? clipBox[p].intersection(HalfOpenBox(pv.canvasFrame)) : clipBox[p]
                clipReach[i] = pv.clips ? clipReach[p].meet(Box(ComposeReach.reachBox(pv.canvasFrame)).grown(0))
                                        : clipReach[p]
            } else {
                placed[i] = !v.hidden
            }
            var f: UInt8 = 0
            if v.tappable { f |= ComposeItem.tappable }
            if v.interactive { f |= ComposeItem.interactive }
            if v.clips { f |= ComposeItem.clips }
            flags[i] = f
            frames.append(v.canvasFrame)
            ends.append(Int32(v.subtreeEnd))
        }

        // The targets, in the walk's order: reverse post-order, i.e. by depth − subtree end.
        var order: [Int] = []
        for i in 0..<n where placed[i] && views[i].tappable { order.append(i) }
        order.sort { a, b in
            let ka = Int(depth[a]) - Int(ends[a]), kb = Int(depth[b]) - Int(ends[b])
            return ka < kb
        }
        var items: [(item: ComposeItem, box: Box)] = []
        items.reserveCapacity(order.count)
        for i in order {
            let f = frames[i]
            let ring = ComposeReach.hasRing(f)
            let pad = ComposeReach.padding(f)
            // A closed box holding the frame and its ring (with a margin for rounding),
            // cut to where every clipping ancestor can let the walk in.
            let box = Box(ComposeReach.reachBox(f)).grown(0).meet(clipReach[i])
            guard box.x0 <= box.x1, box.y0 <= box.y1 else { continue }
            let it = ComposeItem(x0: f.x, y0: f.y, x1: f.x + f.width, y1: f.y + f.height,
                                 padX: ring ? pad.x : -1, padY: ring ? pad.y : -1,
                                 view: Int32(i), end: ends[i], flags: flags[i])
            items.append((it, box))
        }

        // About `cellsPerItem` cells per target, coarsened while listing the targets
        // would visit too many cells (thousands stacked over the screen).
        var target = max(64, min(Self.cellsPerItem * items.count, 1 << 18))
        var g = GridGeometry(width: canvasW, height: canvasH, cells: target)
        let boxes = items.map(\.box)
        let budget = Self.visitsPerItem * max(items.count, 64)
        while target > 1 && gridVisits(g, boxes: boxes) > budget + 4 * g.cellCount {
            target /= 2
            g = GridGeometry(width: canvasW, height: canvasH, cells: target)
        }
        grid = g
        self.frames = frames
        self.clipParent = clipParent
        self.subtreeEnd = ends
        self.flags = flags
        self.clipBox = clipBox
        (entries, cells) = Self.lists(g, items: items, clipBox: clipBox, clipDepth: clipDepth)
    }

    /// Bytes held by the cell lists, the cells and the per-view arrays.
    var byteCount: Int {
        entries.byteCount + cells.count * MemoryLayout<ComposeCell>.stride
            + frames.count * (MemoryLayout<Rect>.stride + MemoryLayout<HalfOpenBox>.stride + 4 + 4 + 1)
    }
}

/// One target in one cell: its frame (half-open, `x1 = x + width` as
/// `Rect.contains` computes it), its ring (negative: none), its subtree's
/// end, and, for this cell, how many entries its subtree spans (itself
/// included) and its flags (64 bytes).
struct ComposeItem: Sendable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    var padX: Double
    var padY: Double
    var view: Int32
    var end: Int32
    /// In this cell: how many entries from this one on lie in its subtree (itself included).
    var span: Int32 = 1
    var flags: UInt8

    static let tappable: UInt8 = 1
    static let interactive: UInt8 = 2
    static let clips: UInt8 = 4
    /// In this cell, some clipping ancestor's frame leaves a point of the cell out.
    static let clipped: UInt8 = 8
    /// In this cell, the frame covers every point of it.
    static let covers: UInt8 = 16
    /// In this cell, the frame may hold a point of it.
    static let touches: UInt8 = 32

    @inline(__always)
    func inside(_ x: Double, _ y: Double) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    /// `ComposeReach.nearDistance`, on the same numbers: `dx² + dy²` within the ring, else +∞.
    @inline(__always)
    func near(_ x: Double, _ y: Double) -> Double {
        let dx = x < x0 ? max(0, x0 - x) : max(0, x - x1)
        let dy = y < y0 ? max(0, y0 - y) : max(0, y - y1)
        guard dx <= padX, dy <= padY else { return .infinity }
        return dx * dx + dy * dy
    }

    /// Is this view a proper ancestor of `v`?
    @inline(__always)
    func isAncestor(of v: Int32) -> Bool { v > view && v < end }
}

/// What a cell knows for every point of it (16 bytes).
struct ComposeCell: Sendable {
    /// The view hit at every point of the cell and its responder (-1: none), or `hit` -1: not uniform.
    var hit: Int32 = -1
    var responder: Int32 = -1
    /// Slots the general walk may need in this cell (entries plus the deepest clip chain).
    var need: Int32 = 0
    /// No entry is another's ancestor and no clipping ancestor can leave a point out.
    var flat = true
}

extension Box {
    /// The points in both boxes (empty, with `x0 > x1` or `y0 > y1`, when they do not meet).
    func meet(_ o: Box) -> Box {
        Box(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
    }
}
