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
///   the smallest key (`ComposeReader.oneLevelTopTwo`);
/// * a cell is *uniform* when the same view is hit, with the same responder,
///   at every point of it (the first view in the walk's order covers it,
///   nothing tested before it can be inside at any of its points, and nothing
///   in its subtree reaches the cell): maps and outcomes read the answer.
///
/// Every array is copied once into memory the index owns and only read after
/// that (`ComposeReader` reads it without retains or bounds checks), so the
/// index may be shared between threads.
public final class ComposeIndex: @unchecked Sendable {
    let grid: GridGeometry
    /// Pointers to what the index owns, for the queries.
    let read: ComposeReader
    /// How many targets, views and entries the index holds.
    let targetCount: Int
    let viewCount: Int
    let fullCount: Int
    let reducedCount: Int
    let hitCount: Int
    /// The largest `ComposeCell.need`: scratch space for a walk in any cell.
    let maxNeed: Int
    private let owned: [UnsafeMutableRawPointer]

    /// Cells aimed at per target (a 48 dp target then spans about as many cells).
    /// 32 rather than 16: more cells are uniform or flat, so a map point reads
    /// its answer or makes one short pass (1,000 views: map 0.093 → 0.073 ms,
    /// the index 0.86 → 1.49 MB; 10,000 views: the grid is capped either way).
    static let cellsPerItem = 32

    init(scene: Scene) {
        let views = scene.views
        let n = views.count
        let canvasW = scene.canvas.width
        let canvasH = scene.canvas.height
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
            if v.tappable { f |= ComposeTarget.tappable }
            if v.interactive { f |= ComposeTarget.interactive }
            if v.clips { f |= ComposeTarget.clips }
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
        var targets: [ComposeTarget] = []
        var boxes: [Box] = []
        targets.reserveCapacity(order.count)
        boxes.reserveCapacity(order.count)
        for i in order {
            let f = frames[i]
            let ring = ComposeReach.hasRing(f)
            let pad = ComposeReach.padding(f)
            // A closed box holding the frame and its ring (with a margin for rounding),
            // cut to where every clipping ancestor can let the walk in.
            let box = Box(ComposeReach.reachBox(f)).grown(0).meet(clipReach[i])
            guard box.x0 <= box.x1, box.y0 <= box.y1 else { continue }
            targets.append(ComposeTarget(frame: HalfOpenBox(f),
                                         padX: ring ? pad.x : -1, padY: ring ? pad.y : -1,
                                         view: Int32(i), end: ends[i], flags: flags[i]))
            boxes.append(box)
        }
        // About `cellsPerItem` cells per target, coarser while the targets would fill
        // too many cells (thousands stacked over the screen): linear in the scene, as
        // every index (GridGeometry.bounded).
        let g = GridGeometry.bounded(width: canvasW, height: canvasH,
                                     target: max(64, min(Self.cellsPerItem * targets.count, 1 << 18)), boxes: boxes)
        grid = g
        let built = Self.lists(g, targets: targets, boxes: boxes, clipBox: clipBox, clipDepth: clipDepth,
                               clipParent: clipParent)
        var owned: [UnsafeMutableRawPointer] = []
        // On cache-line boundaries: a 64-byte target is then read from one line.
        func own<T>(_ a: [T]) -> UnsafePointer<T> {
            let raw = UnsafeMutableRawPointer.allocate(byteCount: max(1, a.count) * MemoryLayout<T>.stride,
                                                       alignment: max(64, MemoryLayout<T>.alignment))
            let p = raw.bindMemory(to: T.self, capacity: max(1, a.count))
            a.withUnsafeBufferPointer { b in if let base = b.baseAddress { p.initialize(from: base, count: b.count) } }
            owned.append(raw)
            return UnsafePointer(p)
        }
        read = ComposeReader(grid: g, cells: own(built.cells),
                             full: CellRefs(offsets: own(built.full.offsets), refs: own(built.full.entries)),
                             reduced: CellRefs(offsets: own(built.reduced.offsets), refs: own(built.reduced.entries)),
                             hits: CellRefs(offsets: own(built.hits.offsets), refs: own(built.hits.entries)),
                             targets: own(targets), frames: own(frames), clipParent: own(clipParent),
                             subtreeEnd: own(ends), flags: own(flags), clipBox: own(clipBox))
        self.owned = owned
        targetCount = targets.count
        viewCount = n
        fullCount = built.full.entries.count
        reducedCount = built.reduced.entries.count
        hitCount = built.hits.entries.count
        maxNeed = built.cells.reduce(1) { max($0, Int($1.need)) }
    }

    deinit {
        // Plain values only: nothing to deinitialize.
        for p in owned { p.deallocate() }
    }

    /// The cell lists (the audit's work estimate counts the entries).
    var entries: (offsets: UnsafeBufferPointer<Int32>, entries: UnsafeBufferPointer<ComposeRef>) {
        (UnsafeBufferPointer(start: read.full.offsets, count: grid.cellCount + 1),
         UnsafeBufferPointer(start: read.full.refs, count: fullCount))
    }

    /// Bytes held by the cell lists, the cells, the targets and the per-view arrays.
    var byteCount: Int {
        (fullCount + reducedCount + hitCount) * MemoryLayout<ComposeRef>.stride
            + grid.cellCount * (MemoryLayout<ComposeCell>.stride + 12)
            + targetCount * MemoryLayout<ComposeTarget>.stride
            + viewCount * (MemoryLayout<Rect>.stride + MemoryLayout<HalfOpenBox>.stride + 4 + 4 + 1)
    }
}

/// One target: its frame (half-open, `x1 = x + width` as `Rect.contains`
/// computes it), its ring (negative: none), its view, its subtree's end and
/// its flags (64 bytes).
struct ComposeTarget: Sendable {
    var frame: HalfOpenBox
    var padX: Double
    var padY: Double
    var view: Int32
    var end: Int32
    var flags: UInt8

    static let tappable: UInt8 = 1
    static let interactive: UInt8 = 2
    static let clips: UInt8 = 4

    @inline(__always)
    func inside(_ x: Double, _ y: Double) -> Bool { frame.contains(x, y) }

    /// `ComposeReach.nearDistance`, on the same numbers: `dx² + dy²` within the ring, else +∞
    /// (`x < x0` makes `x0 − x` positive; written as selects, without branches).
    @inline(__always)
    func near(_ x: Double, _ y: Double) -> Double {
        let ax = frame.x0 - x, bx = x - frame.x1, ay = frame.y0 - y, by = y - frame.y1
        let dx = x < frame.x0 ? ax : (bx > 0 ? bx : 0)
        let dy = y < frame.y0 ? ay : (by > 0 ? by : 0)
        guard dx <= padX, dy <= padY else { return .infinity }
        return dx * dx + dy * dy
    }

    /// Is this view a proper ancestor of `v`?
    @inline(__always)
    func isAncestor(of v: Int32) -> Bool { v > view && v < end }

    /// The same frame and the same clipping: the same answers at every point.
    @inline(__always)
    func sameReach(_ o: ComposeTarget) -> Bool {
        frame == o.frame && (flags ^ o.flags) & Self.clips == 0
    }
}

/// A target listed in a cell: its place in `targets`, how many entries from
/// this one on lie in its subtree in this cell's list (itself included), and
/// whether some clipping ancestor's frame leaves a point of the cell out (8 bytes).
struct ComposeRef: Sendable {
    var target: Int32
    private var info: UInt32

    init(target: Int32, span: Int, clipped: Bool) {
        self.target = target
        self.info = UInt32(truncatingIfNeeded: span) & 0x7fff_ffff | (clipped ? 0x8000_0000 : 0)
    }

    @inline(__always) var span: Int { Int(info & 0x7fff_ffff) }
    @inline(__always) var clipped: Bool { info & 0x8000_0000 != 0 }

    @inline(__always)
    mutating func setSpan(_ s: Int) { info = info & 0x8000_0000 | UInt32(truncatingIfNeeded: s) & 0x7fff_ffff }
}

/// What a cell knows for every point of it (24 bytes).
struct ComposeCell: Sendable {
    /// The view hit directly at every point of the cell and its responder (-1: none), or `hit` -1: not uniform.
    var hit: Int32 = -1
    var responder: Int32 = -1
    /// The view hit at every point of the cell, directly or not, and its responder (the ambiguity
    /// and the second candidate may vary: what maps need), or `mapHit` -1: not known.
    var mapHit: Int32 = -1
    var mapResponder: Int32 = -1
    /// Slots the general walk may need in this cell (entries plus the deepest clip chain).
    var need: Int32 = 0
    /// No entry is another's ancestor and no clipping ancestor can leave a point out, in the
    /// full list (`resolve`), the reduced one (`topTwo`) and the hit list (maps).
    var flat = true
    var reducedFlat = true
    var mapFlat = true
}

extension Box {
    /// The points in both boxes (empty, with `x0 > x1` or `y0 > y1`, when they do not meet).
    func meet(_ o: Box) -> Box {
        Box(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
    }
}
