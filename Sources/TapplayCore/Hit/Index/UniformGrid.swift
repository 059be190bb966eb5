/// A uniform grid of `nx` × `ny` cells over the canvas `[0, width) × [0, height)`.
///
/// Only points inside the canvas are ever looked up (every policy answers
/// "nothing" outside it first), so a point's cell is `⌊x·nx/width⌋`, clamped.
/// Boxes are inserted into every cell that any of their points can map to: the
/// mapping is monotone in x and in y, so clamping the box's corners' cells
/// covers it exactly, whatever the rounding.
struct GridGeometry: Sendable {
    let nx: Int
    let ny: Int
    let width: Double
    let height: Double
    /// Cells per point along x and y (0 for an empty canvas).
    let invW: Double
    let invH: Double

    init(width: Double, height: Double, cells target: Int) {
        self.width = width
        self.height = height
        let w = width > 0 && width.isFinite ? width : 1
        let h = height > 0 && height.isFinite ? height : 1
        let t = Double(max(1, target))
        // Saturating: an extreme aspect ratio or a subnormal side must not trap.
        var nx = Int(saturating: (t * w / h).squareRoot().rounded())
        nx = min(max(1, nx), 4096)
        var ny = Int(saturating: (t / Double(nx)).rounded())
        ny = min(max(1, ny), 4096)
        self.nx = nx
        self.ny = ny
        let invW = width > 0 && width.isFinite ? Double(nx) / width : 0
        let invH = height > 0 && height.isFinite ? Double(ny) / height : 0
        self.invW = invW.isFinite ? invW : 0
        self.invH = invH.isFinite ? invH : 0
    }

    var cellCount: Int { nx * ny }

    /// Whether a point is inside the canvas, `[0, width) × [0, height)`.
    @inline(__always)
    func holds(_ x: Double, _ y: Double) -> Bool { x >= 0 && x < width && y >= 0 && y < height }

    /// The cell of a point inside the canvas.
    @inline(__always)
    func cell(_ x: Double, _ y: Double) -> Int {
        let cx = Self.clampedFloor(x * invW, nx)
        let cy = Self.clampedFloor(y * invH, ny)
        return cy &* nx &+ cx
    }

    /// The column of any x (clamped floor), monotone in x.
    @inline(__always)
    func column(_ x: Double) -> Int { Self.clampedFloor(x * invW, nx) }

    /// The row of any y (clamped floor), monotone in y.
    @inline(__always)
    func row(_ y: Double) -> Int { Self.clampedFloor(y * invH, ny) }

    @inline(__always)
    static func clampedFloor(_ v: Double, _ n: Int) -> Int {
        if !(v >= 0) { return 0 }             // negative or NaN
        if v >= Double(n - 1) { return n - 1 }
        return Int(v)
    }

    /// The columns a closed box [x0, x1] can reach.
    func columns(_ b: Box) -> ClosedRange<Int> { column(b.x0)...max(column(b.x0), column(b.x1)) }
    func rows(_ b: Box) -> ClosedRange<Int> { row(b.y0)...max(row(b.y0), row(b.y1)) }

    /// Bounds that hold every in-canvas x whose column is `c` (a little wider
    /// than the cell, for rounding; exact at the canvas's edges).
    func columnBounds(_ c: Int) -> (lo: Double, hi: Double) { Self.bounds(ofCell: c, of: nx, along: width) }

    /// Bounds that hold every in-canvas y whose row is `r`.
    func rowBounds(_ r: Int) -> (lo: Double, hi: Double) { Self.bounds(ofCell: r, of: ny, along: height) }

    /// Cell `i` of `n` along a side of length `side`, widened by a millionth
    /// of a cell except at the ends.
    private static func bounds(ofCell i: Int, of n: Int, along side: Double) -> (lo: Double, hi: Double) {
        let cw = side / Double(n)
        let slack = cw * 1e-6
        let lo = i == 0 ? 0 : Double(i) * cw - slack
        let hi = i == n - 1 ? side : Double(i + 1) * cw + slack
        return (lo, hi)
    }

    /// The cells that a half-open rect covers entirely: every in-canvas point
    /// of such a cell is inside the rect.
    func coveredCells(_ r: HalfOpenBox) -> (cols: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard r.x0 < r.x1, r.y0 < r.y1 else { return nil }
        let cb = Box(r)
        var c0 = column(cb.x0), c1 = column(cb.x1)
        while c0 <= c1 && columnBounds(c0).lo < r.x0 { c0 += 1 }
        while c1 >= c0 && columnBounds(c1).hi > r.x1 { c1 -= 1 }
        var r0 = row(cb.y0), r1 = row(cb.y1)
        while r0 <= r1 && rowBounds(r0).lo < r.y0 { r0 += 1 }
        while r1 >= r0 && rowBounds(r1).hi > r.y1 { r1 -= 1 }
        guard c0 <= c1, r0 <= r1 else { return nil }
        return (c0...c1, r0...r1)
    }
}

/// A `uikit` entry: the view and the intersection of its chain's hit areas,
/// exact (half-open, as `Rect.contains`); `holeOwner` is the nearest view with
/// pass-through rects on the chain (itself included), or -1.
struct UIKitEntry: Sendable {
    var index: Int32
    var holeOwner: Int32
    var clip: HalfOpenBox
}

/// An occluder entry: a view that takes touches. For a rect shape (`isRect`)
/// `box` is the rect itself, tested exactly; otherwise a closed box around
/// the shape, a pre-filter before `HitShape.contains`.
struct OccluderEntry: Sendable {
    var index: Int32
    var isRect: Bool
    var box: HalfOpenBox

    @inline(__always)
    func mayContain(_ x: Double, _ y: Double) -> Bool {
        isRect ? box.contains(x, y) : (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1)
    }
}

/// A candidate entry: a tappable view that takes touches, with the end of its
/// subtree. For a rect shape (`isRect`), `rect` is the shape itself (distance
/// and containment computed from it exactly as `HitShape.rect` does); else
/// `rect` holds the closed box around the shape grown by slop (x, y, x1, y1).
/// 40 bytes: the rect flag rides in the sign of the stored subtree end.
struct CandidateEntry: Sendable {
    var index: Int32
    private var signedEnd: Int32
    var rect: Rect

    init(index: Int32, end: Int32, isRect: Bool, rect: Rect) {
        self.index = index
        self.signedEnd = isRect ? end : -end
        self.rect = rect
    }

    @inline(__always) var end: Int32 { signedEnd < 0 ? -signedEnd : signedEnd }
    @inline(__always) var isRect: Bool { signedEnd > 0 }
}

/// Cells' entries stored flat: cell `c` holds `entries[offsets[c] ..< offsets[c + 1]]`.
struct CellLists<Entry: Sendable>: Sendable {
    var offsets: [Int32]
    var entries: [Entry]

    /// Builds the lists. `items` come in the order each cell should keep;
    /// `keep(item, cell)` may drop an item from a cell (pruning).
    static func build(_ g: GridGeometry, items: [(entry: Entry, box: Box)],
                      keep: (Entry, Int) -> Bool) -> CellLists {
        let n = g.cellCount
        var counts = [Int32](repeating: 0, count: n + 1)
        var total = 0
        for item in items {
            let cs = g.columns(item.box), rs = g.rows(item.box)
            for r in rs {
                let base = r * g.nx
                for c in cs where keep(item.entry, base + c) {
                    counts[base + c + 1] += 1
                    total += 1
                }
            }
        }
        for c in 0..<n { counts[c + 1] += counts[c] }
        var fill = counts
        let entries = [Entry](unsafeUninitializedCapacity: total) { buf, initialized in
            for item in items {
                let cs = g.columns(item.box), rs = g.rows(item.box)
                for r in rs {
                    let base = r * g.nx
                    for c in cs where keep(item.entry, base + c) {
                        (buf.baseAddress! + Int(fill[base + c])).initialize(to: item.entry)
                        fill[base + c] += 1
                    }
                }
            }
            initialized = total
        }
        return CellLists(offsets: counts, entries: entries)
    }

    var byteCount: Int { offsets.count * 4 + entries.count * MemoryLayout<Entry>.stride }

    /// Calls `body` on the entries of `cell`, in the order the cell keeps
    /// them, until it returns true: the one walk every query of an index
    /// takes (always inlined, so that the closure costs nothing).
    @inline(__always)
    func walk(_ cell: Int, _ body: (Entry) -> Bool) {
        offsets.withUnsafeBufferPointer { offsets in
            entries.withUnsafeBufferPointer { entries in
                var k = Int(offsets[cell])
                let end = Int(offsets[cell + 1])
                while k < end {
                    if body(entries[k]) { return }
                    k += 1
                }
            }
        }
    }

    /// The first answer `body` gives (a view index, >= 0) for the entries of
    /// `cell`, in order; -1 when every entry answers -1.
    @inline(__always)
    func first(in cell: Int, _ body: (Entry) -> Int) -> Int {
        var answer = -1
        walk(cell) { e in
            answer = body(e)
            return answer >= 0
        }
        return answer
    }
}

/// Σ cells over boxes: what building lists for them would visit.
func gridVisits(_ g: GridGeometry, boxes: [Box]) -> Int {
    var total = 0
    for b in boxes { total += g.columns(b).count * g.rows(b).count }
    return total
}

extension GridGeometry {
    /// (item, cell) pairs a build may visit per item before the grid is
    /// coarsened: what keeps every index linear in the scene's size, however
    /// its views stack (20,000 views over the whole canvas would otherwise put
    /// 20,000 entries in each of 65,536 cells).
    static let visitsPerItem = 160

    /// A grid of about `target` cells over the canvas, halved until listing
    /// `boxes` in it visits at most `visitsPerItem` cells per box (plus a few
    /// per cell): an index's memory and build time are then linear in the
    /// number of boxes, and its lists' offsets never overflow.
    /// `items` counts the boxes for the budget (default: all of them).
    static func bounded(width: Double, height: Double, target: Int, boxes: [Box], items: Int? = nil) -> GridGeometry {
        var target = max(1, target)
        var g = GridGeometry(width: width, height: height, cells: target)
        let budget = visitsPerItem * max(items ?? boxes.count, 64)
        while target > 1 && gridVisits(g, boxes: boxes) > budget + 4 * g.cellCount {
            target /= 2
            g = GridGeometry(width: width, height: height, cells: target)
        }
        return g
    }
}
