/// Untraced `compose` answers through the index, equal to `ComposeWalk`'s for
/// every point inside the canvas (the callers check the canvas first): a
/// uniform cell's answer, a flat cell's one pass, or the walk over the cell
/// (`ComposeScan`).
extension ComposeIndex {
    /// hit and responder (-1: none), whether the tap is ambiguous, and, when it
    /// is, the first two candidates as `resolve` lists them.
    struct TopTwo {
        var hit: Int32
        var responder: Int32
        var ambiguous: Bool
        var first: Int32
        var second: Int32

        static let none = TopTwo(hit: -1, responder: -1, ambiguous: false, first: -1, second: -1)

        /// A direct hit: never ambiguous.
        @inline(__always)
        static func direct(_ v: Int32, _ flags: UInt8) -> TopTwo {
            TopTwo(hit: v, responder: flags & ComposeItem.interactive != 0 ? v : -1, ambiguous: false, first: v, second: -1)
        }
    }

    /// hit, responder and ambiguity at a point inside the canvas.
    @inline(__always)
    func outcome(_ x: Double, _ y: Double, scratch: ComposeScratch? = nil) -> HitOutcome {
        let o = topTwo(x, y, scratch: scratch)
        return HitOutcome(hit: o.hit >= 0 ? Int(o.hit) : nil, responder: o.responder >= 0 ? Int(o.responder) : nil,
                          ambiguous: o.ambiguous)
    }

    /// `TopTwo` at a point inside the canvas.
    @inline(__always)
    func topTwo(_ x: Double, _ y: Double, scratch: ComposeScratch? = nil) -> TopTwo {
        let c = grid.cell(x, y)
        let cell = cells[c]
        if cell.hit >= 0 { return TopTwo(hit: cell.hit, responder: cell.responder, ambiguous: false, first: cell.hit, second: -1) }
        return entries.entries.withUnsafeBufferPointer { all in
            let lo = Int(entries.offsets[c])
            let count = Int(entries.offsets[c + 1]) - lo
            guard count > 0, let base = all.baseAddress else { return .none }
            let list = base + lo
            if cell.flat { return flatTopTwo(list, count, x, y) }
            return walk(list, count, Int(cell.need), x, y, scratch: scratch) { $0.topTwo() }
        }
    }

    /// The full result at a point inside the canvas (`singletons[i]` is `[i]`
    /// and `zero` is `[0]`, shared, so that a lone direct hit's lists cost no allocation).
    /// `scene` is the one the index was built from (its views are read from the index).
    func resolve(_ p: Point, scene: Scene, singletons: [[Int]], zero: [Double]) -> HitResult {
        let c = grid.cell(p.x, p.y)
        let cell = cells[c]
        return entries.entries.withUnsafeBufferPointer { all in
            let lo = Int(entries.offsets[c])
            let count = Int(entries.offsets[c + 1]) - lo
            guard count > 0, let base = all.baseAddress else { return HitResult(point: p, policy: .compose, path: []) }
            let list = base + lo
            if cell.flat { return flatResult(list, count, p, singletons: singletons, zero: zero) }
            return walk(list, count, Int(cell.need), p.x, p.y, scratch: nil) {
                $0.result(p, singletons: singletons, zero: zero)
            }
        }
    }

    /// Runs `ComposeScan` over a cell's list in `scratch`, else in temporary space.
    @inline(__always)
    func walk<T>(_ list: UnsafePointer<ComposeItem>, _ count: Int, _ need: Int, _ x: Double, _ y: Double,
                 scratch: ComposeScratch?, _ finish: (ComposeScan) -> T) -> T {
        let slots = ComposeScan.slots(need)
        if let scratch {
            scratch.reserve(slots)
            var scan = ComposeScan(index: self, x: x, y: y, work: scratch.work, need: need)
            scan.run(list, count)
            return finish(scan)
        }
        return withUnsafeTemporaryAllocation(of: ComposeSlot.self, capacity: slots) { buf in
            var scan = ComposeScan(index: self, x: x, y: y, work: buf.baseAddress!, need: need)
            scan.run(list, count)
            return finish(scan)
        }
    }
}

// MARK: flat cells

extension ComposeIndex {
    /// A flat cell's walk: no entry is another's ancestor and every clipping
    /// ancestor holds the whole cell, so R never holds more than one entry,
    /// every test compares with it, and the first direct hit ends the walk.
    /// The hit is the first entry the point is inside, else the smallest key
    /// (`(1, d)` for a target that clips, `(0, d)` for the others), the first
    /// on a tie: the first of the evaluated targets in a stable sort by key.
    @inline(__always)
    func flatTopTwo(_ list: UnsafePointer<ComposeItem>, _ count: Int, _ x: Double, _ y: Double) -> TopTwo {
        var b1 = -1, b2 = -1
        var d1 = 0.0, d2 = 0.0
        var l1 = false, l2 = false
        for i in 0..<count {
            let e = list[i]
            if e.inside(x, y) { return .direct(e.view, e.flags) }
            let d = e.near(x, y)
            guard d.isFinite else { continue }
            let l = e.flags & ComposeItem.clips == 0
            if b1 < 0 || (l != l1 ? l : d < d1) {
                b2 = b1; d2 = d1; l2 = l1
                b1 = i; d1 = d; l1 = l
            } else if b2 < 0 || (l != l2 ? l : d < d2) {
                b2 = i; d2 = d; l2 = l
            }
        }
        guard b1 >= 0 else { return .none }
        let hit = list[b1]
        let responder = hit.flags & ComposeItem.interactive != 0 ? hit.view : -1
        return TopTwo(hit: hit.view, responder: responder, ambiguous: b2 >= 0, first: hit.view,
                      second: b2 >= 0 ? list[b2].view : -1)
    }

    /// A flat cell's full result: the evaluated targets by key, ties in the
    /// walk's order; the hit first; R and the path are the hit alone.
    func flatResult(_ list: UnsafePointer<ComposeItem>, _ count: Int, _ p: Point,
                    singletons: [[Int]], zero: [Double]) -> HitResult {
        withUnsafeTemporaryAllocation(of: ComposeSlot.self, capacity: count) { buf -> HitResult in
            let s = buf.baseAddress!
            var n = 0
            for i in 0..<count {
                let e = list[i]
                let inside = e.inside(p.x, p.y)
                let d = inside ? -1 : e.near(p.x, p.y)
                guard inside || d.isFinite else { continue }
                s[n] = ComposeSlot(view: e.view, end: e.end, aux: Int32(n), flags: e.flags,
                                   inLayer: inside || e.flags & ComposeItem.clips == 0, d: d)
                n += 1
                if inside { break }
            }
            guard n > 0 else { return HitResult(point: p, policy: .compose, path: []) }
            ComposeSlot.sortByKey(s, n)
            let hit = Int(s[0].view)
            let responder = s[0].flags & ComposeItem.interactive != 0 ? hit : nil
            if n == 1 {
                return HitResult(point: p, policy: .compose, hit: hit, responder: responder, candidates: singletons[hit],
                                 distances: s[0].d < 0 ? zero : [s[0].d.squareRoot()], path: singletons[hit])
            }
            let candidates = [Int](unsafeUninitializedCapacity: n) { b, c in
                for k in 0..<n { b[k] = Int(s[k].view) }
                c = n
            }
            let distances = [Double](unsafeUninitializedCapacity: n) { b, c in
                for k in 0..<n { b[k] = ComposeReport.distance(s[k].d) }
                c = n
            }
            return HitResult(point: p, policy: .compose, hit: hit, responder: responder, ambiguous: s[0].d >= 0,
                             candidates: candidates, distances: distances, path: singletons[hit])
        }
    }
}
