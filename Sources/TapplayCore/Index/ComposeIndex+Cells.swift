/// Building `ComposeIndex`'s cells: which targets each cell lists, with
/// what the walk needs to know about them there, and what the cell knows
/// for every point of it.
extension ComposeIndex {
    /// The cell lists of `items` (in the walk's order) and the cells' summaries.
    static func lists(_ g: GridGeometry, items: [(item: ComposeItem, box: Box)], clipBox: [HalfOpenBox],
                      clipDepth: [Int32]) -> (CellLists<ComposeItem>, [ComposeCell]) {
        let cellCount = g.cellCount
        // Per cell, the frontmost target that covers it and that no clip leaves out there: it
        // is hit directly wherever the walk reaches it, and the walk stops after its subtree,
        // so the targets tested after that (behind it, not its ancestors) are left out.
        var cover = [Int32](repeating: -1, count: cellCount)
        for (item, _) in items {
            let v = Int(item.view)
            let area = HalfOpenBox(x0: item.x0, y0: item.y0, x1: item.x1, y1: item.y1).intersection(clipBox[v])
            guard let cov = g.coveredCells(area) else { continue }
            for r in cov.rows { for c in cov.cols where cover[r * g.nx + c] < item.view { cover[r * g.nx + c] = item.view } }
        }

        // Counts, then the lists, with each entry's flags for its cell.
        var offsets = [Int32](repeating: 0, count: cellCount + 1)
        for (item, box) in items {
            for r in g.rows(box) {
                for c in g.columns(box) where item.end > cover[r * g.nx + c] { offsets[r * g.nx + c + 1] += 1 }
            }
        }
        for c in 0..<cellCount { offsets[c + 1] += offsets[c] }
        let total = Int(offsets[cellCount])
        var fill = offsets
        var list = [ComposeItem](unsafeUninitializedCapacity: total) { buf, initialized in
            for (item, box) in items {
                let v = Int(item.view)
                let frame = HalfOpenBox(x0: item.x0, y0: item.y0, x1: item.x1, y1: item.y1)
                let covered = g.coveredCells(frame)
                let frameBox = Box(x0: item.x0, y0: item.y0, x1: item.x1, y1: item.y1)
                let touchCols = g.columns(frameBox), touchRows = g.rows(frameBox)
                let unclipped = clipDepth[v] == 0 ? nil : g.coveredCells(clipBox[v])
                for r in g.rows(box) {
                    for c in g.columns(box) where item.end > cover[r * g.nx + c] {
                        var e = item
                        if let cov = covered, cov.rows.contains(r), cov.cols.contains(c) { e.flags |= ComposeItem.covers }
                        if touchRows.contains(r) && touchCols.contains(c) && frame.x0 < frame.x1 && frame.y0 < frame.y1 {
                            e.flags |= ComposeItem.touches
                        }
                        if clipDepth[v] > 0 && !(unclipped.map { $0.rows.contains(r) && $0.cols.contains(c) } ?? false) {
                            e.flags |= ComposeItem.clipped
                        }
                        let k = Int(fill[r * g.nx + c])
                        (buf.baseAddress! + k).initialize(to: e)
                        fill[r * g.nx + c] += 1
                    }
                }
            }
            initialized = total
        }

        var cells = [ComposeCell](repeating: ComposeCell(), count: cellCount)
        var open: [Int] = []
        list.withUnsafeMutableBufferPointer { list in
            for c in 0..<cellCount {
                let lo = Int(offsets[c]), hi = Int(offsets[c + 1])
                var cell = ComposeCell()
                var deepestClip: Int32 = 0
                // Spans: the entries of each one's subtree follow it (the walk's order is a pre-order).
                open.removeAll(keepingCapacity: true)
                for j in lo..<hi {
                    while let t = open.last, !list[t].isAncestor(of: list[j].view) {
                        list[t].span = Int32(j - t)
                        open.removeLast()
                    }
                    open.append(j)
                    if list[j].flags & ComposeItem.clipped != 0 {
                        cell.flat = false
                        deepestClip = max(deepestClip, clipDepth[Int(list[j].view)])
                    }
                }
                for t in open { list[t].span = Int32(hi - t) }
                for j in lo..<hi where list[j].span != 1 { cell.flat = false }
                cell.need = Int32(hi - lo) + deepestClip
                if hi > lo { (cell.hit, cell.responder) = uniform(list, lo, hi) }
                cells[c] = cell
            }
        }
        return (CellLists(offsets: offsets, entries: list), cells)
    }

    /// The view hit at every point of the cell `list[lo ..< hi]` and its
    /// responder, or hit -1 when that depends on the point. The first entry
    /// that covers the cell, where no clip leaves a point out, is hit at every
    /// point the walk reaches it at; it is reached at every point when no
    /// entry tested before it, other than its ancestors, can be inside there
    /// (only an in-layer direct hit stops the walk); and it stays the hit when
    /// no entry of its subtree reaches the cell. Its responder is itself when
    /// it is interactive; else the innermost interactive ancestor recorded
    /// before it, known when every ancestor listed covers the cell (recorded
    /// at every point; an ancestor not listed is never active there).
    static func uniform(_ list: UnsafeMutableBufferPointer<ComposeItem>, _ lo: Int, _ hi: Int)
        -> (hit: Int32, responder: Int32) {
        let none: (Int32, Int32) = (-1, -1)
        guard let t = (lo..<hi).first(where: {
            list[$0].flags & (ComposeItem.covers | ComposeItem.clipped) == ComposeItem.covers
        }) else { return none }
        let hit = list[t]
        guard hit.span == 1 else { return none }
        var responder: Int32 = -1
        var known = true
        for k in lo..<t {
            let e = list[k]
            if e.isAncestor(of: hit.view) {
                if e.flags & ComposeItem.covers == 0 { known = false }
                if e.flags & ComposeItem.interactive != 0 { responder = e.view }
            } else if e.flags & ComposeItem.touches != 0 {
                return none
            }
        }
        if hit.flags & ComposeItem.interactive != 0 { return (hit.view, hit.view) }
        return known ? (hit.view, responder) : none
    }
}
