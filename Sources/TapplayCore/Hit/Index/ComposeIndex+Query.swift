/// Untraced `compose` answers through the index, equal to `ComposeWalk`'s for
/// every point inside the canvas (the callers check the canvas first): a
/// uniform cell's answer, a flat cell's one pass, or the walk over the cell
/// (`ComposeScan`).
extension ComposeIndex {
    /// hit, responder and ambiguity at a point inside the canvas.
    @inline(__always)
    func outcome(_ x: Double, _ y: Double) -> HitOutcome {
        withExtendedLifetime(self) { read.topTwo(x, y, work: nil).outcome }
    }

    /// `ComposeReader.TopTwo` at a point inside the canvas.
    @inline(__always)
    func topTwo(_ x: Double, _ y: Double) -> ComposeReader.TopTwo {
        withExtendedLifetime(self) { read.topTwo(x, y, work: nil) }
    }

    /// The full result at a point inside the canvas (`singletons[i]` is `[i]`
    /// and `zero` is `[0]`, shared, so that a lone direct hit's lists cost no allocation).
    /// `scene` is the one the index was built from (its views are read from the index).
    func resolve(_ p: Point, scene: Scene, singletons: [[Int]], zero: [Double]) -> HitResult {
        withExtendedLifetime(self) { read.resolve(p, singletons: singletons, zero: zero) }
    }

    /// Calls `body` with the reader and scratch space for any walk, valid while it
    /// runs (a loop over many points: nothing is allocated or retained per point).
    @inline(__always)
    func withReader<T>(_ body: (ComposeReader, UnsafeMutablePointer<ComposeSlot>) -> T) -> T {
        let work = UnsafeMutablePointer<ComposeSlot>.allocate(capacity: ComposeScan.slots(maxNeed))
        defer { work.deallocate() }
        return withExtendedLifetime(self) { body(read, work) }
    }
}

/// One kind of cell list, read through plain pointers: cell `c`'s targets are
/// `refs[offsets[c] ..< offsets[c + 1]]`.
struct CellRefs {
    let offsets: UnsafePointer<Int32>
    let refs: UnsafePointer<ComposeRef>

    /// Cell `c`'s list: its first entry and its length.
    @inline(__always)
    func list(_ c: Int) -> (UnsafePointer<ComposeRef>, Int) {
        let lo = Int(offsets[c])
        return (refs + lo, Int(offsets[c + 1]) - lo)
    }
}

/// What `ComposeIndex` owns, read through plain pointers (valid while the index lives).
struct ComposeReader {
    let grid: GridGeometry
    let cells: UnsafePointer<ComposeCell>
    /// Every target a tap in the cell may meet, in the walk's order.
    let full: CellRefs
    /// The lists trimmed for `topTwo` (`ComposeIndex+Reduce.swift`).
    let reduced: CellRefs
    /// The hit lists (`ComposeIndex+Reduce.swift`), empty where the cell knows the map's answer.
    let hits: CellRefs
    let targets: UnsafePointer<ComposeTarget>
    /// Per view (the clipping ancestors decided during a walk).
    let frames: UnsafePointer<Rect>
    let clipParent: UnsafePointer<Int32>
    let subtreeEnd: UnsafePointer<Int32>
    let flags: UnsafePointer<UInt8>
    let clipBox: UnsafePointer<HalfOpenBox>

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
        static func direct(_ v: Int32, _ responder: Int32) -> TopTwo {
            TopTwo(hit: v, responder: responder, ambiguous: false, first: v, second: -1)
        }

        var outcome: HitOutcome {
            HitOutcome(hit: hit >= 0 ? Int(hit) : nil, responder: responder >= 0 ? Int(responder) : nil, ambiguous: ambiguous)
        }
    }

    /// `TopTwo` at a point inside the canvas (through the reduced lists), walking in `work`
    /// (room for the index's largest need), else in temporary space.
    @inline(__always)
    func topTwo(_ x: Double, _ y: Double, work: UnsafeMutablePointer<ComposeSlot>?) -> TopTwo {
        let c = grid.cell(x, y)
        let cell = cells[c]
        if cell.hit >= 0 { return .direct(cell.hit, cell.responder) }
        let (list, count) = reduced.list(c)
        guard count > 0 else { return .none }
        if cell.reducedFlat, let quick = oneLevelTopTwo(list, count, x, y) { return quick }
        return walk(list, count, Int(cell.need), x, y, work: work) { $0.topTwo() }
    }

    /// The hit and its responder (-1: none) at a point inside the canvas (what maps need).
    @inline(__always)
    func hitAndResponder(_ x: Double, _ y: Double, work: UnsafeMutablePointer<ComposeSlot>?) -> (hit: Int32, responder: Int32) {
        let c = grid.cell(x, y)
        let cell = cells[c]
        if cell.mapHit >= 0 { return (cell.mapHit, cell.mapResponder) }
        // As topTwo, over the hit lists, without the candidates.
        let (list, count) = hits.list(c)
        guard count > 0 else { return (-1, -1) }
        if cell.mapFlat, let quick = oneLevelTopTwo(list, count, x, y, second: false) {
            return (quick.hit, quick.responder)
        }
        return walk(list, count, Int(cell.need), x, y, work: work, evaluating: false) { $0.hitAndResponder() }
    }

    /// The full result at a point inside the canvas.
    func resolve(_ p: Point, singletons: [[Int]], zero: [Double]) -> HitResult {
        let c = grid.cell(p.x, p.y)
        let cell = cells[c]
        let (list, count) = full.list(c)
        guard count > 0 else { return HitResult(point: p, policy: .compose, path: []) }
        if cell.flat, let quick = oneLevelResult(list, count, p, singletons: singletons, zero: zero) { return quick }
        return walk(list, count, Int(cell.need), p.x, p.y, work: nil) {
            $0.result(p, singletons: singletons, zero: zero)
        }
    }

    /// Runs `ComposeScan` over a cell's list in `work`, else in temporary space.
    @inline(__always)
    func walk<T>(_ list: UnsafePointer<ComposeRef>, _ count: Int, _ need: Int, _ x: Double, _ y: Double,
                 work: UnsafeMutablePointer<ComposeSlot>?, evaluating: Bool = true, _ finish: (ComposeScan) -> T) -> T {
        let slots = ComposeScan.slots(need)
        if let work {
            var scan = ComposeScan(read: self, x: x, y: y, work: work, need: need, evaluating: evaluating)
            scan.run(list, count)
            return finish(scan)
        }
        return withUnsafeTemporaryAllocation(of: ComposeSlot.self, capacity: slots) { buf in
            var scan = ComposeScan(read: self, x: x, y: y, work: buf.baseAddress!, need: need, evaluating: evaluating)
            scan.run(list, count)
            return finish(scan)
        }
    }
}

// MARK: flat cells

extension ComposeReader {
    /// The walk when it stays at one level of R, or nil when it does not (the
    /// caller then runs `ComposeScan`). It stays there while no target
    /// recorded has listed descendants (a recorded target opens a level for
    /// its subtree) and no clipping ancestor leaves the point out (deciding
    /// it needs R): R then holds at most one entry, every test compares with
    /// it, a target not recorded passes the walk on to its children at the
    /// same level, and the first direct hit ends the walk (it is in the
    /// layer). The hit is the target with the smallest key (`(1, d)` for a
    /// target that clips, `(0, d)` for the others), the first on a tie; the
    /// second candidate the smallest among the others that are not the hit's
    /// ancestors (looked for again, at the end, when one of them might be).
    @inline(__always)
    func oneLevelTopTwo(_ list: UnsafePointer<ComposeRef>, _ count: Int, _ x: Double, _ y: Double,
                        second: Bool = true) -> TopTwo? {
        var b1 = -1, b2 = -1
        var d1 = 0.0, d2 = 0.0
        var l1 = false, l2 = false
        var nested = false
        var i = 0
        while i < count {
            let ref = list[i]
            let e = targets[Int(ref.target)]
            let inside = e.inside(x, y)
            let d = inside ? -1 : e.near(x, y)
            let selfClip = e.flags & ComposeTarget.clips != 0
            if !inside && !d.isFinite {
                // Step 5 changes nothing; step 1 cuts the subtree off.
                i &+= selfClip ? ref.span : 1
                continue
            }
            if ref.clipped && !clipBox[Int(e.view)].contains(x, y) { return nil }
            if inside {
                // Step 3, in the layer: the walk ends after its subtree.
                if ref.span > 1 { return nil }
                let responder = e.flags & ComposeTarget.interactive != 0 ? e.view : -1
                return .direct(e.view, responder)
            }
            let l = !selfClip
            if b1 < 0 || (l != l1 ? l : d < d1) {
                // Steps 1 and 4: recorded.
                if ref.span > 1 { return nil }
                b2 = b1; d2 = d1; l2 = l1
                b1 = i; d1 = d; l1 = l
            } else {
                if b2 < 0 || (l != l2 ? l : d < d2) { b2 = i; d2 = d; l2 = l }
                // Step 1 cuts the subtree off; step 5 passes the walk on to it.
                if selfClip { i &+= ref.span &- 1 } else if ref.span > 1 { nested = true }
            }
            i &+= 1
        }
        guard b1 >= 0 else { return TopTwo.none }
        let hit = targets[Int(list[b1].target)]
        let responder = hit.flags & ComposeTarget.interactive != 0 ? hit.view : -1
        if nested && second { b2 = secondBesides(hit, list, count, x, y) }
        return TopTwo(hit: hit.view, responder: responder, ambiguous: b2 >= 0, first: hit.view,
                      second: b2 >= 0 ? targets[Int(list[b2].target)].view : -1)
    }

    /// The second candidate of a one-level walk that hit `hit` near: the
    /// smallest key among the evaluated targets other than the hit and its
    /// ancestors, the first on a tie (its place in the list, or -1).
    func secondBesides(_ hit: ComposeTarget, _ list: UnsafePointer<ComposeRef>, _ count: Int,
                       _ x: Double, _ y: Double) -> Int {
        var b = -1
        var bd = 0.0
        var bl = false
        var i = 0
        while i < count {
            let ref = list[i]
            let e = targets[Int(ref.target)]
            let d = e.near(x, y)
            let selfClip = e.flags & ComposeTarget.clips != 0
            if !d.isFinite {
                i &+= selfClip ? ref.span : 1
                continue
            }
            let l = !selfClip
            if e.view != hit.view && !e.isAncestor(of: hit.view) && (b < 0 || (l != bl ? l : d < bd)) {
                b = i; bd = d; bl = l
            }
            // A target that clips and is not the hit (nor its ancestor) was not recorded: step 1 cut its subtree.
            if selfClip && e.view != hit.view && !e.isAncestor(of: hit.view) { i &+= ref.span &- 1 }
            i &+= 1
        }
        return b
    }

    /// The full result of a walk that stays at one level of R (as
    /// `oneLevelTopTwo`), or nil when it does not: the evaluated targets by key,
    /// ties in the walk's order, without the hit's ancestors; the hit first;
    /// R and the path are the hit alone.
    func oneLevelResult(_ list: UnsafePointer<ComposeRef>, _ count: Int, _ p: Point,
                        singletons: [[Int]], zero: [Double]) -> HitResult? {
        withUnsafeTemporaryAllocation(of: ComposeSlot.self, capacity: 2 * count) { buf -> HitResult? in
            let s = buf.baseAddress!
            var n = 0
            var best = -1
            var bd = 0.0
            var bl = false
            var i = 0
            while i < count {
                let ref = list[i]
                let e = targets[Int(ref.target)]
                let inside = e.inside(p.x, p.y)
                let d = inside ? -1 : e.near(p.x, p.y)
                let selfClip = e.flags & ComposeTarget.clips != 0
                if !inside && !d.isFinite {
                    i &+= selfClip ? ref.span : 1
                    continue
                }
                if ref.clipped && !clipBox[Int(e.view)].contains(p.x, p.y) { return nil }
                let l = inside || !selfClip
                s[n] = ComposeSlot(view: e.view, end: e.end, aux: Int32(n), flags: e.flags, inLayer: l, d: d)
                if inside {
                    if ref.span > 1 { return nil }
                    best = n
                    n &+= 1
                    break
                }
                if best < 0 || (l != bl ? l : d < bd) {
                    if ref.span > 1 { return nil }
                    best = n; bd = d; bl = l
                } else if selfClip {
                    i &+= ref.span &- 1
                }
                n &+= 1
                i &+= 1
            }
            guard best >= 0 else { return HitResult(point: p, policy: .compose, path: []) }
            let hit = s[best]
            let h = Int(hit.view)
            let responder = hit.flags & ComposeTarget.interactive != 0 ? h : nil
            if n == 1 {
                return HitResult(point: p, policy: .compose, hit: h, responder: responder, candidates: singletons[h],
                                 distances: hit.d < 0 ? zero : ComposeCandidate.lone(hit.d), path: singletons[h])
            }
            // The others, without the hit's ancestors, by key (ties: evaluated first).
            return withUnsafeTemporaryAllocation(of: ComposeCandidate.self, capacity: 2 * n) { cbuf -> HitResult in
                let c = cbuf.baseAddress!
                var m = 0
                for k in 0..<n where k != best && !(s[k].view < hit.view && hit.view < s[k].end) {
                    c[m] = ComposeCandidate(view: s[k].view, d: s[k].d, inLayer: s[k].inLayer)
                    m &+= 1
                }
                if m == 0 {
                    return HitResult(point: p, policy: .compose, hit: h, responder: responder, candidates: singletons[h],
                                     distances: hit.d < 0 ? zero : ComposeCandidate.lone(hit.d), path: singletons[h])
                }
                ComposeCandidate.sort(c, m, temp: c + m)
                let lists = ComposeCandidate.lists(hit: h, hitD: hit.d, c, m)
                return HitResult(point: p, policy: .compose, hit: h, responder: responder, ambiguous: hit.d >= 0,
                                 candidates: lists.candidates, distances: lists.distances, path: singletons[h])
            }
        }
    }
}
