/// The spatial index of `flutter`: per cell, the solid views a tap there can
/// reach, in the order the walk asks them.
///
/// The walk is the dispatch walk (`FlutterPolicy`): a view answers only after
/// its children and later siblings did not, so views answer in reverse
/// painter's order, and the hit is the solid view with the highest index
/// whose chain is reached: every ancestor and itself not hidden, interactive,
/// no `passThrough` covering the point, and the point inside each one's shape.
/// When every shape of the chain is a frame and no view of it has
/// `passThrough`, that is one half-open rect, the intersection of the chain's
/// frames; otherwise the rect only narrows the search and the chain is tested
/// view by view.
public final class FlutterIndex: Sendable {
    let grid: GridGeometry
    let entries: CellLists<FlutterEntry>
    let shapes: [HitShape]
    let scene: Scene

    init(scene: Scene, shapes: [HitShape]) {
        self.scene = scene
        self.shapes = shapes
        let views = scene.views
        let n = views.count
        var clip = [HalfOpenBox](repeating: HalfOpenBox(x0: 0, y0: 0, x1: 0, y1: 0), count: n)
        var reached = [Bool](repeating: false, count: n)
        var plain = [Bool](repeating: true, count: n)
        for i in 0..<n {
            let v = views[i]
            let own: HalfOpenBox
            var rectOnly = v.passThrough.isEmpty
            if case .rect(let r) = shapes[i] {
                own = HalfOpenBox(r)
            } else if let b = shapes[i].box {
                // A closed shape: its box, its far edges included.
                own = HalfOpenBox(x0: b.x0, y0: b.y0, x1: b.x1.nextUp, y1: b.y1.nextUp)
                rectOnly = false
            } else {
                own = HalfOpenBox(x0: 0, y0: 0, x1: 0, y1: 0)
            }
            let here = !v.hidden && v.interactive
            if let p = v.parent {
                reached[i] = reached[p] && here
                clip[i] = clip[p].intersection(own)
                plain[i] = plain[p] && rectOnly
            } else {
                reached[i] = here
                clip[i] = own
                plain[i] = rectOnly
            }
        }
        var items: [(entry: FlutterEntry, box: Box)] = []
        for i in (0..<n).reversed() where reached[i] && !clip[i].isEmpty && FlutterPolicy.isSolid(views[i]) {
            items.append((FlutterEntry(view: Int32(i), rank: Int32(items.count), exact: plain[i], area: clip[i]),
                          Box(clip[i])))
        }
        grid = GridGeometry.bounded(width: scene.canvas.width, height: scene.canvas.height,
                                    target: max(64, min(items.count, 1 << 16)), boxes: items.map(\.box))
        // An exact entry that covers a whole cell hides there every entry after it.
        var cover = [Int32](repeating: Int32.max, count: grid.cellCount)
        for (k, item) in items.enumerated().reversed() where item.entry.exact {
            guard let cells = grid.coveredCells(item.entry.area) else { continue }
            for r in cells.rows { for c in cells.cols { cover[r * grid.nx + c] = Int32(k) } }
        }
        entries = CellLists.build(grid, items: items) { e, cell in e.rank <= cover[cell] }
    }

    /// The hit (the deepest view of the path) at a point inside the canvas, or -1.
    @inline(__always)
    func hit(_ x: Double, _ y: Double) -> Int {
        entries.first(in: grid.cell(x, y)) { e in
            guard e.area.contains(x, y) else { return -1 }
            return e.exact || chainReaches(Int(e.view), Point(x: x, y: y)) ? Int(e.view) : -1
        }
    }

    /// The view and each ancestor contain the point in their shapes, and no
    /// `passThrough` of theirs covers it (hidden and ignoring views are not listed).
    func chainReaches(_ i: Int, _ p: Point) -> Bool {
        let views = scene.views
        var cur: Int? = i
        while let c = cur {
            guard shapes[c].contains(p) else { return false }
            let origin = views[c].canvasFrame.origin
            if views[c].passThrough.contains(where: { $0.offsetBy(origin).contains(p) }) { return false }
            cur = views[c].parent
        }
        return true
    }
}

/// A solid view that can be hit and where (the intersection of its chain's
/// shapes' boxes, canvas coordinates); `exact` when that box is the whole test.
struct FlutterEntry: Sendable {
    var view: Int32
    var rank: Int32
    var exact: Bool
    var area: HalfOpenBox
}
