/// The spatial index of `compose`: per cell, the tappable views whose 48 dp
/// target (the frame grown by its ring, a box) can hold a point of the cell,
/// back to front.
///
/// Only views that a tap is inside or near (the *active* ones) can be
/// recorded or listed by the walk: every other view just passes the walk on
/// to its children, except a view that `clips`, which can cut its subtree off
/// or move it out of the layer. So the walk over the actives and their
/// clipping ancestors, each under its nearest such ancestor, in the same
/// order (front to back, a parent before its children), gives exactly the
/// answer of the walk over the whole scene (`ComposeWalk`).
///
/// Most taps need less: when no active view has a clipping ancestor or clips
/// itself with the point outside, and none is an ancestor of another, the walk
/// meets them front to back at one level of R. The frontmost one the point is
/// inside then wins (the near ones in front of it are candidates); with none
/// inside, the smallest near distance wins, ties to the front, and the tap is
/// ambiguous when two or more are near. That case is answered in one pass over
/// the cell, without allocating.
///
/// A tappable view whose frame covers a whole cell and that no clip can reach
/// (no clipping ancestor) ends every walk through that cell once its subtree
/// is done, so in that cell the views behind it, other than its ancestors,
/// are left out.
public final class ComposeIndex: Sendable {
    let canvasW: Double
    let canvasH: Double
    let grid: GridGeometry
    let entries: CellLists<ComposeEntry>
    /// Per view: the canvas frame, the nearest clipping ancestor that is placed (-1: none),
    /// the subtree's end, and the view's own flags.
    let frames: [Rect]
    let clipParent: [Int32]
    let subtreeEnd: [Int32]
    let flags: [UInt8]
    /// Per view: how many placed clipping ancestors it has (sizes the walk's scratch space),
    /// and the intersection of their frames (where none of them clips the view away).
    let clipDepth: [Int32]
    let clipBox: [HalfOpenBox]

    init(scene: Scene) {
        let views = scene.views
        let n = views.count
        canvasW = scene.canvas.width
        canvasH = scene.canvas.height
        var placed = [Bool](repeating: false, count: n)
        var clipParent = [Int32](repeating: -1, count: n)
        var clipDepth = [Int32](repeating: 0, count: n)
        let everywhere = HalfOpenBox(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)
        var clipBox = [HalfOpenBox](repeating: everywhere, count: n)
        var flags = [UInt8](repeating: 0, count: n)
        var frames: [Rect] = []
        var ends: [Int32] = []
        frames.reserveCapacity(n)
        ends.reserveCapacity(n)
        for i in 0..<n {
            let v = views[i]
            if let p = v.parent {
                placed[i] = placed[p] && !v.hidden
                clipParent[i] = views[p].clips ? Int32(p) : clipParent[p]
                clipDepth[i] = views[p].clips ? clipDepth[p] + 1 : clipDepth[p]
                clipBox[i] = views[p].clips ? clipBox[p].intersection(HalfOpenBox(views[p].canvasFrame)) : clipBox[p]
            } else {
                placed[i] = !v.hidden
            }
            var f: UInt8 = 0
            if v.tappable { f |= ComposeEntry.tappable }
            if v.interactive { f |= ComposeEntry.interactive }
            if v.clips { f |= ComposeEntry.clips }
            if clipParent[i] >= 0 { f |= ComposeEntry.clipped }
            flags[i] = f
            frames.append(v.canvasFrame)
            ends.append(Int32(v.subtreeEnd))
        }
        var items: [(entry: ComposeEntry, box: Box)] = []
        for i in 0..<n where placed[i] && views[i].tappable {
            let f = views[i].canvasFrame
            let ring = ComposeReach.hasRing(f)
            let pad = ComposeReach.padding(f)
            let e = ComposeEntry(x0: f.x, y0: f.y, x1: f.x + f.width, y1: f.y + f.height,
                                 padX: ring ? pad.x : -1, padY: ring ? pad.y : -1,
                                 index: Int32(i), end: ends[i], clipDepth: clipDepth[i], flags: flags[i])
            // A closed box holding the frame and its ring, with a margin for rounding.
            let r = ComposeReach.reachBox(f)
            items.append((e, Box(r).grown(0)))
        }
        // About four cells per target: a 48 dp target then spans a few cells, and a tap
        // scans little more than the targets that reach it.
        // Coarser while the targets would fill too many cells (thousands stacked over the
        // screen): linear in the scene, as every index (GridGeometry.bounded).
        grid = GridGeometry.bounded(width: canvasW, height: canvasH, target: max(64, min(4 * items.count, 1 << 18)),
                                    boxes: items.map(\.box))
        // Per cell, the frontmost tappable view that covers it and that no clip reaches.
        var cover = [Int32](repeating: -1, count: grid.cellCount)
        for item in items where item.entry.flags & ComposeEntry.clipped == 0 {
            let e = item.entry
            guard let cov = grid.coveredCells(HalfOpenBox(x0: e.x0, y0: e.y0, x1: e.x1, y1: e.y1)) else { continue }
            for r in cov.rows { for c in cov.cols { cover[r * grid.nx + c] = e.index } }
        }
        entries = CellLists.build(grid, items: items) { e, cell in e.end > cover[cell] }
        self.frames = frames
        self.clipParent = clipParent
        self.subtreeEnd = ends
        self.flags = flags
        self.clipDepth = clipDepth
        self.clipBox = clipBox
    }

    /// Bytes held by the cell lists and per-view arrays.
    var byteCount: Int {
        entries.byteCount + frames.count * (MemoryLayout<Rect>.stride + MemoryLayout<HalfOpenBox>.stride + 4 + 4 + 4 + 1)
    }
}

/// One tappable view in a cell: its frame (half-open, `x1 = x + width` as
/// `Rect.contains` computes it), its ring (negative: none), its subtree's
/// end, how many clipping ancestors it has and its flags (64 bytes).
struct ComposeEntry: Sendable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    var padX: Double
    var padY: Double
    var index: Int32
    var end: Int32
    var clipDepth: Int32
    var flags: UInt8

    static let tappable: UInt8 = 1
    static let interactive: UInt8 = 2
    static let clips: UInt8 = 4
    /// A clipping ancestor that is placed.
    static let clipped: UInt8 = 8

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
}
