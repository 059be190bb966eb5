/// The spatial index of `android`: per cell, every way a view can consume a
/// touch there, in the order the dispatch walk tries them.
///
/// The walk offers the touch to children last to first, depth first, and a
/// view tries to consume only after all its children declined; so views try
/// in reverse painter's order (a view's descendants and later siblings have
/// higher indices). A view is reached when it and every ancestor are not
/// hidden and their frames all contain the point: one half-open rect per
/// view, the intersection of its chain's frames. A view consumes through a
/// `TouchDelegate` (interactive, the point in a tappable, not hidden child's
/// `hitInsets`-grown frame, the last such child first) before by itself
/// (tappable). So the consumer is the first entry, front to back, whose rect
/// contains the point.
public final class AndroidIndex: Sendable {
    let grid: GridGeometry
    let entries: CellLists<AndroidEntry>

    init(scene: Scene) {
        let views = scene.views
        let n = views.count
        let canvasW = scene.canvas.width
        let canvasH = scene.canvas.height
        var clip = [HalfOpenBox](repeating: HalfOpenBox(x0: 0, y0: 0, x1: 0, y1: 0), count: n)
        var reached = [Bool](repeating: false, count: n)
        for i in 0..<n {
            let v = views[i]
            let frame = HalfOpenBox(v.canvasFrame)
            if let p = v.parent {
                reached[i] = reached[p] && !v.hidden
                clip[i] = clip[p].intersection(frame)
            } else {
                reached[i] = !v.hidden
                clip[i] = frame
            }
        }
        var items: [(entry: AndroidEntry, box: Box)] = []
        for i in (0..<n).reversed() where reached[i] && !clip[i].isEmpty {
            let v = views[i]
            if v.interactive {
                for c in v.children.reversed() where views[c].tappable && !views[c].hidden {
                    let area = clip[i].intersection(HalfOpenBox(views[c].canvasFrame.grown(by: views[c].hitInsets)))
                    guard !area.isEmpty else { continue }
                    items.append((AndroidEntry(consumer: Int32(c), rank: Int32(items.count), area: area),
                                  Box(area)))
                }
            }
            if v.tappable {
                let c = clip[i]
                items.append((AndroidEntry(consumer: Int32(i), rank: Int32(items.count), area: c), Box(c)))
            }
        }
        // Linear in the entries however they stack: the grid is coarsened while
        // listing them would visit too many cells, and an entry that covers a
        // whole cell hides, in that cell, every entry tried after it.
        grid = GridGeometry.bounded(width: canvasW, height: canvasH, target: max(64, min(items.count, 1 << 16)),
                                    boxes: items.map(\.box))
        var cover = [Int32](repeating: Int32.max, count: grid.cellCount)
        for (k, item) in items.enumerated().reversed() {
            guard let cells = grid.coveredCells(item.entry.area) else { continue }
            for r in cells.rows { for c in cells.cols { cover[r * grid.nx + c] = Int32(k) } }
        }
        entries = CellLists.build(grid, items: items) { e, cell in e.rank <= cover[cell] }
    }

    /// The view that consumes a touch at a point inside the canvas, or -1.
    @inline(__always)
    func consumer(_ x: Double, _ y: Double) -> Int {
        entries.first(in: grid.cell(x, y)) { e in e.area.contains(x, y) ? Int(e.consumer) : -1 }
    }
}

/// One way to consume: the consumer and where (half-open, canvas coordinates).
/// `rank` is the entry's place in the order the walk tries them (free: it
/// fills the padding after `consumer`).
struct AndroidEntry: Sendable {
    var consumer: Int32
    var rank: Int32
    var area: HalfOpenBox
}
