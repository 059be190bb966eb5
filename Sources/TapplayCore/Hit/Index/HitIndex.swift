/// The spatial index of one `HitContext`, so that resolving a tap visits only
/// the views near the point. A scene load, reorder, reload or slop change makes
/// a new context; its index is built once, on first use (`Resolver` builds it
/// up front), and never changes.
///
/// It rests on two facts about the hit policies:
///
/// * `uikit`: the hit is the view with the highest painter index whose whole
///   ancestor chain "enters" (takes touches at 0.01, its hit area contains the
///   point, no pass-through rect covers it). A view's later siblings and its
///   descendants all have higher indices, so hitTest's front-to-back descent
///   ends exactly there. The chain's hit areas intersect into one half-open
///   rect per view, so only pass-through holes need a walk.
/// * SwiftUI family: a candidate `i` is occluded iff some view with index
///   >= `subtreeEnd(i)` takes touches (0.001) and contains the point in its
///   shape, i.e. iff the frontmost such view overall has index >= `subtreeEnd(i)`.
///   One "frontmost toucher" query per tap replaces a scan per candidate.
///
/// One uniform grid over the canvas carries five lists per cell (uikit; for
/// the `swiftui` shapes and for the `exact` shapes, occluders and candidates),
/// each naming the views that can answer for a point in the cell, with what
/// the exact test needs inline, in the order a query wants them:
/// front to back for "frontmost" queries (the first match wins), back to front
/// for candidates (so "is an ancestor of another candidate" is a look at the
/// next one). A view that takes touches and whose area covers a whole cell
/// prunes, in that cell, every view behind it that it hides.
public final class HitIndex: Sendable {
    let grid: GridGeometry
    let slop: Double

    // MARK: uikit
    /// Cells' views front to back, each with its chain's clipped hit area.
    let uikit: CellLists<UIKitEntry>
    /// For a view with pass-through rects: the next such view up the chain, or -1.
    let holeNext: [Int32]
    /// Pass-through rects in canvas coordinates: view `i` owns `holeRects[holeStart[i] ..< holeStart[i + 1]]`.
    let holeStart: [Int32]
    let holeRects: [HalfOpenBox]
    /// The nearest tappable view from `i` up to the root, or -1.
    let responderOf: [Int32]

    // MARK: SwiftUI family
    /// The `swiftui`/`filtered` shapes.
    let normal: ShapeSetIndex
    /// The `exact` shapes.
    let exact: ShapeSetIndex
    /// Canvas frames (`filtered` runs a handler only inside the frame).
    let frames: [Rect]

    // MARK: results without allocations
    /// `[i]` for every view, so a one-element candidates list costs a retain.
    let singletons: [[Int]]
    let zeroDistance: [Double] = [0]

    /// Cells per view aimed at (the grid is coarsened by `GridGeometry.bounded`
    /// while listing the views would visit too many cells).
    static let cellsPerView = 0.5

    /// `sampled`'s, `android`'s, `compose`'s and `flutter`'s own indexes, built on first use.
    var sampled: SampledIndex { lazySampled.value }
    var android: AndroidIndex { lazyAndroid.value }
    var compose: ComposeIndex { lazyCompose.value }
    var flutter: FlutterIndex { lazyFlutter.value }
    private let lazySampled: LazyBuild<SampledIndex>
    let scene: Scene
    /// Each view's own `interactive` (android: a disabled consumer runs no handler).
    let interactive: [Bool]
    private let lazyAndroid: LazyBuild<AndroidIndex>
    private let lazyCompose: LazyBuild<ComposeIndex>
    private let lazyFlutter: LazyBuild<FlutterIndex>

    init(scene: Scene, slop: Double, touchableUIKit: [Bool], touchableSwiftUI: [Bool],
         uikitArea: [Rect], shape: [HitShape], exactShape: [HitShape],
         sampled: LazyBuild<SampledIndex>, android: LazyBuild<AndroidIndex>, compose: LazyBuild<ComposeIndex>,
         flutter: LazyBuild<FlutterIndex>) {
        self.lazySampled = sampled
        self.lazyAndroid = android
        self.lazyCompose = compose
        self.lazyFlutter = flutter
        self.scene = scene
        self.interactive = scene.views.map(\.interactive)
        let views = scene.views
        let n = views.count
        let canvasW = scene.canvas.width
        let canvasH = scene.canvas.height
        self.slop = slop

        // Per-view data.
        var clip = [HalfOpenBox](repeating: HalfOpenBox(x0: 0, y0: 0, x1: 0, y1: 0), count: n)
        var holeOwner = [Int32](repeating: -1, count: n)
        var holeNext = [Int32](repeating: -1, count: n)
        var holeStart = [Int32](repeating: 0, count: n + 1)
        var holeRects: [HalfOpenBox] = []
        var responder = [Int32](repeating: -1, count: n)
        var frames: [Rect] = []
        frames.reserveCapacity(n)
        var singletons: [[Int]] = []
        singletons.reserveCapacity(n)
        // Through a buffer, field by field: binding `views[i]` copied the whole SceneView.
        views.withUnsafeBufferPointer { vs in
            for i in 0..<n {
                let area = HalfOpenBox(uikitArea[i])
                let tappable = vs[i].tappable
                let parentOwner: Int32
                if let p = vs[i].parent {
                    clip[i] = clip[p].intersection(area)
                    parentOwner = holeOwner[p]
                    responder[i] = tappable ? Int32(i) : responder[p]
                } else {
                    clip[i] = area
                    parentOwner = -1
                    responder[i] = tappable ? Int32(i) : -1
                }
                let frame = vs[i].canvasFrame
                if vs[i].passThrough.isEmpty {
                    holeOwner[i] = parentOwner
                } else {
                    holeOwner[i] = Int32(i)
                    holeNext[i] = parentOwner
                    for r in vs[i].passThrough { holeRects.append(HalfOpenBox(r.offsetBy(frame.origin))) }
                }
                holeStart[i + 1] = Int32(holeRects.count)
                frames.append(frame)
                singletons.append([i])
            }
        }

        // What goes into the grids, in the order each cell keeps it.
        var uItems: [(entry: UIKitEntry, box: Box)] = []
        for i in (0..<n).reversed() where touchableUIKit[i] && !clip[i].isEmpty {
            let c = clip[i]
            uItems.append((UIKitEntry(index: Int32(i), holeOwner: holeOwner[i], clip: c),
                           Box(c)))
        }
        let shapeSets = [shape, exactShape]
        var occItems: [[(entry: OccluderEntry, box: Box)]] = []
        var candItems: [[(entry: CandidateEntry, box: Box)]] = []
        for shapes in shapeSets {
            var occ: [(entry: OccluderEntry, box: Box)] = []
            for j in (0..<n).reversed() where touchableSwiftUI[j] {
                if case .rect(let r) = shapes[j] {
                    guard r.width > 0, r.height > 0 else { continue }   // contains nothing
                    occ.append((OccluderEntry(index: Int32(j), isRect: true, box: HalfOpenBox(r)), Box(r)))
                } else {
                    guard let b = shapes[j].box?.grown(0) else { continue }   // contains nothing
                    occ.append((OccluderEntry(index: Int32(j), isRect: false,
                                              box: HalfOpenBox(x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1)), b))
                }
            }
            var cand: [(entry: CandidateEntry, box: Box)] = []
            for i in 0..<n where views[i].tappable && touchableSwiftUI[i] {
                guard let b = shapes[i].box?.grown(slop) else { continue }   // within reach of nothing
                let end = Int32(views[i].subtreeEnd)
                if case .rect(let r) = shapes[i] {
                    cand.append((CandidateEntry(index: Int32(i), end: end, isRect: true, rect: r), b))
                } else {
                    cand.append((CandidateEntry(index: Int32(i), end: end, isRect: false,
                                                rect: Rect(x: b.x0, y: b.y0, width: b.x1, height: b.y1)), b))
                }
            }
            occItems.append(occ)
            candItems.append(cand)
        }

        // The grid: about `cellsPerView` cells per view, coarsened while
        // building would visit too many (view, cell) pairs.
        let allBoxes = uItems.map(\.box) + occItems.joined().map(\.box) + candItems.joined().map(\.box)
        var target = Int(Double(n) * Self.cellsPerView)
        target = min(max(target, 16), 1 << 18)
        let g = GridGeometry.bounded(width: canvasW, height: canvasH, target: target, boxes: allBoxes, items: n)
        self.grid = g

        // uikit: a view that always enters a whole cell hides everything behind it there.
        var coverU = [Int32](repeating: -1, count: g.cellCount)
        for item in uItems.reversed() where item.entry.holeOwner < 0 {
            guard let cov = g.coveredCells(item.entry.clip) else { continue }
            for r in cov.rows { for c in cov.cols { coverU[r * g.nx + c] = item.entry.index } }
        }
        self.uikit = CellLists.build(g, items: uItems) { e, cell in e.index >= coverU[cell] }

        var sets: [ShapeSetIndex] = []
        for s in 0..<2 {
            // The frontmost toucher of a cell that a rect covers is at least that view.
            var cover = [Int32](repeating: -1, count: g.cellCount)
            for item in occItems[s].reversed() where item.entry.isRect {
                guard let cov = g.coveredCells(item.entry.box) else { continue }
                for r in cov.rows { for c in cov.cols { cover[r * g.nx + c] = item.entry.index } }
            }
            let occluders = CellLists.build(g, items: occItems[s]) { e, cell in e.index >= cover[cell] }
            // A candidate whose subtree ends at or before a cell's cover is occluded all over it.
            let candidates = CellLists.build(g, items: candItems[s]) { e, cell in e.end > cover[cell] }
            sets.append(ShapeSetIndex(occluders: occluders, candidates: candidates, shapes: shapeSets[s]))
        }
        self.normal = sets[0]
        self.exact = sets[1]
        self.holeNext = holeNext
        self.holeStart = holeStart
        self.holeRects = holeRects
        self.responderOf = responder
        self.frames = frames
        self.singletons = singletons
    }

    /// Bytes held by the grids (for the benchmark's curiosity).
    public var byteCount: Int {
        uikit.byteCount + [normal, exact].reduce(0) { $0 + $1.occluders.byteCount + $1.candidates.byteCount }
    }

    /// Mean entries per cell of each list (uikit, then occluders and candidates per shape set).
    public var meanEntriesPerCell: [String: Double] {
        let cells = Double(grid.cellCount)
        return ["uikit": Double(uikit.entries.count) / cells,
                "occluders": Double(normal.occluders.entries.count) / cells,
                "candidates": Double(normal.candidates.entries.count) / cells,
                "exactOccluders": Double(exact.occluders.entries.count) / cells,
                "exactCandidates": Double(exact.candidates.entries.count) / cells]
    }

    /// Columns × rows of the grid.
    public var gridSize: (cols: Int, rows: Int) { (grid.nx, grid.ny) }
}

/// The index of one shape set of the SwiftUI family (a class: one reference
/// to pass around per query, not several arrays to retain).
final class ShapeSetIndex: Sendable {
    /// Views that take touches, front to back.
    let occluders: CellLists<OccluderEntry>
    /// Tappable views that take touches, back to front, by their shape's box grown by slop.
    let candidates: CellLists<CandidateEntry>
    let shapes: [HitShape]

    init(occluders: CellLists<OccluderEntry>, candidates: CellLists<CandidateEntry>, shapes: [HitShape]) {
        self.occluders = occluders
        self.candidates = candidates
        self.shapes = shapes
    }
}
