/// Building `ComposeIndex`'s cells: which targets each cell lists, with
/// what the walk needs to know about them there, and what the cell knows
/// for every point of it.
extension ComposeIndex {
    /// Where a target's frame lies in the grid: the cells it covers entirely
    /// (nil: none), the cells it may hold a point of, and the cells where none
    /// of its clipping ancestors leaves a point out (nil: none; all when it has none).
    struct Footprint {
        var covers: (cols: ClosedRange<Int>, rows: ClosedRange<Int>)?
        var touches: (cols: ClosedRange<Int>, rows: ClosedRange<Int>)?
        var unclipped: (cols: ClosedRange<Int>, rows: ClosedRange<Int>)?
        var clipDepth: Int32
        var clipParent: Int32
        /// The frame lies inside every clipping ancestor's: a point inside it is in the layer.
        var frameInClips: Bool

        func covers(_ c: Int, _ r: Int) -> Bool { covers.map { $0.cols.contains(c) && $0.rows.contains(r) } ?? false }
        func touches(_ c: Int, _ r: Int) -> Bool { touches.map { $0.cols.contains(c) && $0.rows.contains(r) } ?? false }
        func clipped(_ c: Int, _ r: Int) -> Bool {
            clipDepth > 0 && !(unclipped.map { $0.cols.contains(c) && $0.rows.contains(r) } ?? false)
        }
    }

    /// The cell lists of `targets` (in the walk's order), the reduced lists and the cells' summaries.
    static func lists(_ g: GridGeometry, targets: [ComposeTarget], boxes: [Box], clipBox: [HalfOpenBox],
                      clipDepth: [Int32], clipParent: [Int32])
        -> (full: CellLists<ComposeRef>, reduced: CellLists<ComposeRef>, hits: CellLists<ComposeRef>, cells: [ComposeCell]) {
        let cellCount = g.cellCount
        var prints: [Footprint] = []
        prints.reserveCapacity(targets.count)
        for t in targets {
            let v = Int(t.view)
            let frame = t.frame
            let box = Box(frame)
            let cb = clipBox[v]
            prints.append(Footprint(covers: g.coveredCells(frame),
                                    touches: frame.isEmpty ? nil : (g.columns(box), g.rows(box)),
                                    unclipped: clipDepth[v] == 0 ? nil : g.coveredCells(cb),
                                    clipDepth: clipDepth[v], clipParent: clipParent[v],
                                    frameInClips: frame.isEmpty
                                        || (frame.x0 >= cb.x0 && frame.x1 <= cb.x1 && frame.y0 >= cb.y0 && frame.y1 <= cb.y1)))
        }
        // Per cell, the frontmost target that covers it and that no clip leaves out there: it
        // is hit directly wherever the walk reaches it, and the walk stops after its subtree,
        // so the targets tested after that (behind it, not its ancestors) are left out.
        var cover = [Int32](repeating: -1, count: cellCount)
        for t in targets {
            let area = t.frame.intersection(clipBox[Int(t.view)])
            guard let cov = g.coveredCells(area) else { continue }
            for r in cov.rows { for c in cov.cols where cover[r * g.nx + c] < t.view { cover[r * g.nx + c] = t.view } }
        }

        // Counts, then the lists, in the walk's order.
        var offsets = [Int32](repeating: 0, count: cellCount + 1)
        for (k, t) in targets.enumerated() {
            for r in g.rows(boxes[k]) {
                for c in g.columns(boxes[k]) where t.end > cover[r * g.nx + c] { offsets[r * g.nx + c + 1] += 1 }
            }
        }
        for c in 0..<cellCount { offsets[c + 1] += offsets[c] }
        let total = Int(offsets[cellCount])
        var fill = offsets
        var list = [ComposeRef](unsafeUninitializedCapacity: total) { buf, initialized in
            for (k, t) in targets.enumerated() {
                for r in g.rows(boxes[k]) {
                    for c in g.columns(boxes[k]) where t.end > cover[r * g.nx + c] {
                        let at = Int(fill[r * g.nx + c])
                        (buf.baseAddress! + at).initialize(to: ComposeRef(target: Int32(k), span: 1,
                                                                          clipped: prints[k].clipped(c, r)))
                        fill[r * g.nx + c] += 1
                    }
                }
            }
            initialized = total
        }

        var cells = [ComposeCell](repeating: ComposeCell(), count: cellCount)
        var reducedOffsets = [Int32](repeating: 0, count: cellCount + 1)
        var reducedList: [ComposeRef] = []
        reducedList.reserveCapacity(total)
        var hitOffsets = [Int32](repeating: 0, count: cellCount + 1)
        var hitList: [ComposeRef] = []
        var open: [Int] = []
        var parent: [Int] = []
        var groups: [ReduceGroup] = []
        var hitGroups: [ReduceGroup] = []
        list.withUnsafeMutableBufferPointer { list in
            for c in 0..<cellCount {
                let lo = Int(offsets[c]), hi = Int(offsets[c + 1])
                var cell = ComposeCell()
                var deepestClip: Int32 = 0
                // Spans (the entries of each one's subtree follow it: the walk's order is a
                // pre-order) and each entry's nearest ancestor in the list.
                spans(list, lo, hi, targets, &open, &parent)
                for j in lo..<hi {
                    let ref = list[j]
                    if ref.clipped {
                        cell.flat = false
                        deepestClip = max(deepestClip, prints[Int(ref.target)].clipDepth)
                    }
                    if ref.span != 1 { cell.flat = false }
                }
                cell.need = Int32(hi - lo) + deepestClip
                if hi > lo {
                    (cell.hit, cell.responder) = uniform(list, lo, hi, targets, prints, col: c % g.nx, row: c / g.nx)
                }
                let start = reducedList.count
                let hitStart = hitList.count
                reduce(list, lo, hi, parent, targets, prints, g, col: c % g.nx, row: c / g.nx, scratch: &groups,
                       &hitGroups, into: &reducedList, hits: &hitList)
                // A trimmed list walks like the full one (for what it serves), so it is flat
                // when it holds no nesting and no clip that can leave a point out, whatever
                // the full list holds.
                reducedList.withUnsafeMutableBufferPointer { r in
                    spans(r, start, r.count, targets, &open, &parent)
                    cell.reducedFlat = isFlat(r, start, r.count)
                }
                hitList.withUnsafeMutableBufferPointer { r in
                    spans(r, hitStart, r.count, targets, &open, &parent)
                    cell.mapFlat = isFlat(r, hitStart, r.count)
                    if cell.hit >= 0 {
                        (cell.mapHit, cell.mapResponder) = (cell.hit, cell.responder)
                    } else if cell.mapFlat && r.count > hitStart {
                        (cell.mapHit, cell.mapResponder) = nearest(r, hitStart, r.count, targets, prints, g,
                                                                   col: c % g.nx, row: c / g.nx)
                    }
                }
                // Maps read a cell's answer where it has one.
                if cell.mapHit >= 0 { hitList.removeSubrange(hitStart...) }
                cells[c] = cell
                reducedOffsets[c + 1] = Int32(reducedList.count)
                hitOffsets[c + 1] = Int32(hitList.count)
            }
        }
        return (CellLists(offsets: offsets, entries: list), CellLists(offsets: reducedOffsets, entries: reducedList),
                CellLists(offsets: hitOffsets, entries: hitList), cells)
    }

    /// No entry of `list[lo ..< hi]` has listed descendants or a clipping ancestor that can leave a point out.
    static func isFlat(_ list: UnsafeMutableBufferPointer<ComposeRef>, _ lo: Int, _ hi: Int) -> Bool {
        for j in lo..<hi where list[j].span != 1 || list[j].clipped { return false }
        return true
    }

    /// Sets the spans of `list[lo ..< hi]` and, in `parent`, each entry's nearest
    /// ancestor in the list (its place, -1: none), by offset from `lo`.
    static func spans(_ list: UnsafeMutableBufferPointer<ComposeRef>, _ lo: Int, _ hi: Int, _ targets: [ComposeTarget],
                      _ open: inout [Int], _ parent: inout [Int]) {
        open.removeAll(keepingCapacity: true)
        parent.removeAll(keepingCapacity: true)
        for j in lo..<hi {
            let v = targets[Int(list[j].target)].view
            while let t = open.last, !targets[Int(list[t].target)].isAncestor(of: v) {
                list[t].setSpan(j - t)
                open.removeLast()
            }
            parent.append(open.last ?? -1)
            open.append(j)
        }
        for t in open { list[t].setSpan(hi - t) }
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
    static func uniform(_ list: UnsafeMutableBufferPointer<ComposeRef>, _ lo: Int, _ hi: Int, _ targets: [ComposeTarget],
                        _ prints: [Footprint], col: Int, row: Int) -> (hit: Int32, responder: Int32) {
        let none: (Int32, Int32) = (-1, -1)
        guard let t = (lo..<hi).first(where: {
            !list[$0].clipped && prints[Int(list[$0].target)].covers(col, row)
        }) else { return none }
        guard list[t].span == 1 else { return none }
        let hit = targets[Int(list[t].target)]
        var responder: Int32 = -1
        var known = true
        for k in lo..<t {
            let e = targets[Int(list[k].target)]
            if e.isAncestor(of: hit.view) {
                if !prints[Int(list[k].target)].covers(col, row) { known = false }
                if e.flags & ComposeTarget.interactive != 0 { responder = e.view }
            } else if prints[Int(list[k].target)].touches(col, row) {
                return none
            }
        }
        if hit.flags & ComposeTarget.interactive != 0 { return (hit.view, hit.view) }
        return known ? (hit.view, responder) : none
    }
}
