/// `ComposeWalk` over one cell's list, without a trace, in fixed scratch
/// space: one pass in the walk's order over the targets that can be active
/// in the cell.
///
/// A target the point is neither inside nor near passes the walk on to its
/// children (step 5) and changes nothing, unless it clips (step 1 then cuts
/// its subtree off): it is skipped, with its subtree when it clips. Plain
/// views change nothing either. So the walk's state changes only at the
/// active targets, and at the clipping ancestors whose frame leaves the point
/// out, which are decided just before their first active descendant (where
/// the walk would test them, its state being the same). Between two tests,
/// the walk returns from the subtrees it leaves (restoring h) and, at each
/// level on the way, stops when R holds a direct hit in the layer after h:
/// that test at the shallowest level decides, since h only falls on the way
/// up. `work` holds R in `[0, need)`, the open subtrees in `[need, 2·need)`,
/// the evaluated targets in `[2·need, 3·need)` and a clip chain in
/// `[3·need, 4·need)`.
struct ComposeScan {
    let read: ComposeReader
    let x: Double
    let y: Double
    let work: UnsafeMutablePointer<ComposeSlot>
    let need: Int
    /// Whether the evaluated targets are kept (the candidates); a walk for the hit alone skips them.
    let evaluating: Bool
    var rCount = 0
    var h: Int32 = -1
    var fCount = 0
    var eCount = 0

    init(read: ComposeReader, x: Double, y: Double, work: UnsafeMutablePointer<ComposeSlot>, need: Int,
         evaluating: Bool = true) {
        self.evaluating = evaluating
        self.read = read
        self.x = x
        self.y = y
        self.work = work
        self.need = need
    }

    @inline(__always) var R: UnsafeMutablePointer<ComposeSlot> { work }
    @inline(__always) var F: UnsafeMutablePointer<ComposeSlot> { work + need }
    @inline(__always) var E: UnsafeMutablePointer<ComposeSlot> { work + 2 * need }
    @inline(__always) var C: UnsafeMutablePointer<ComposeSlot> { work + 3 * need }

    /// Slots to allocate for a cell that needs `need`.
    @inline(__always) static func slots(_ need: Int) -> Int { 4 * max(1, need) }

    // MARK: the walk

    /// Runs the walk over `list[0 ..< count]`.
    @inline(__always)
    mutating func run(_ list: UnsafePointer<ComposeRef>, _ count: Int) {
        let targets = read.targets
        var i = 0
        while i < count {
            let ref = list[i]
            let e = targets[Int(ref.target)]
            let inside = e.inside(x, y)
            var d = -1.0
            if !inside {
                d = e.near(x, y)
                if !d.isFinite {
                    // Step 5 changes nothing; step 1 cuts the subtree off.
                    i += e.flags & ComposeTarget.clips != 0 ? ref.span : 1
                    continue
                }
            }
            leave(toward: e.view)
            if hasHit() { return }
            var inLayer = fCount > 0 ? F[fCount - 1].inLayer : true
            if ref.clipped && !read.clipBox[Int(e.view)].contains(x, y) {
                if let cut = clipAncestors(of: e.view) {
                    // Its subtree's entries follow, contiguous; those after it are in front of it (lower indices).
                    let end = read.subtreeEnd[Int(cut)]
                    i += 1
                    while i < count, case let v = targets[Int(list[i].target)].view, v > cut && v < end { i += 1 }
                    continue
                }
                inLayer = fCount > 0 ? F[fCount - 1].inLayer : true
            }
            if e.flags & ComposeTarget.clips != 0 && !inside {
                // Step 1, d finite.
                evaluate(e.view, e.end, d, false)
                if better(d, false) {
                    enter(e.view, e.end, ref.span, record(e.view, e.end, d, false, e.flags), false)
                } else {
                    i += ref.span
                    continue
                }
            } else if inside {
                // Step 3.
                evaluate(e.view, e.end, -1, inLayer)
                enter(e.view, e.end, ref.span, record(e.view, e.end, -1, inLayer, e.flags), inLayer)
            } else {
                // Steps 4 and 5.
                evaluate(e.view, e.end, d, inLayer)
                if better(d, inLayer) { enter(e.view, e.end, ref.span, record(e.view, e.end, d, inLayer, e.flags), inLayer) }
            }
            i += 1
        }
    }

    /// Returns from the subtrees that do not hold `v`, restoring h.
    @inline(__always)
    mutating func leave(toward v: Int32) {
        while fCount > 0 {
            let f = F[fCount - 1]
            if v > f.view && v < f.end { return }
            fCount -= 1
            if f.aux != -2 { h = f.aux }
        }
    }

    /// Tests the clipping ancestors of `v` that leave the point out and are not
    /// decided yet (deeper than the innermost open subtree), outermost first;
    /// returns the one that cuts its subtree off, or nil when all let the walk in.
    mutating func clipAncestors(of v: Int32) -> Int32? {
        let top: Int32 = fCount > 0 ? F[fCount - 1].view : -1
        let p = Point(x: x, y: y)
        var k = 0
        var c = read.clipParent[Int(v)]
        while c > top {
            if !read.frames[Int(c)].contains(p) {
                C[k].view = c
                k += 1
            }
            c = read.clipParent[Int(c)]
        }
        while k > 0 {
            k -= 1
            let cv = C[k].view
            let end = read.subtreeEnd[Int(cv)]
            let flags = read.flags[Int(cv)]
            let d = ComposeReach.nearDistance(read.frames[Int(cv)], x, y)
            let tappable = flags & ComposeTarget.tappable != 0
            if d.isFinite && better(d, false) {
                if tappable {
                    evaluate(cv, end, d, false)
                    open(cv, end, record(cv, end, d, false, flags), false)
                } else {
                    open(cv, end, -2, false)
                }
            } else {
                if tappable && d.isFinite { evaluate(cv, end, d, false) }
                return cv
            }
        }
        return nil
    }

    // MARK: R and h

    /// An entry after h is a direct hit in the layer.
    @inline(__always)
    func hasHit() -> Bool { rCount > 0 && R[rCount - 1].aux > h }

    /// `better(d, inLayer)`: no entry after h, or the best one's key is strictly greater.
    @inline(__always)
    func better(_ d: Double, _ inLayer: Bool) -> Bool {
        var k = Int(h) + 1
        guard k < rCount else { return true }
        var bl = R[k].inLayer, bd = R[k].d
        k += 1
        while k < rCount {
            let e = R[k]
            if e.inLayer != bl ? e.inLayer : e.d < bd { bl = e.inLayer; bd = e.d }
            k += 1
        }
        return inLayer != bl ? inLayer : d < bd
    }

    /// Records `v` after h (dropping what followed); returns the h to restore after its subtree.
    @inline(__always)
    mutating func record(_ v: Int32, _ end: Int32, _ d: Double, _ inLayer: Bool, _ flags: UInt8) -> Int32 {
        let h0 = h
        h += 1
        let k = Int(h)
        assert(k < need, "R holds a chain of listed targets and clips")
        let below: Int32 = k > 0 ? R[k - 1].aux : -1
        R[k] = ComposeSlot(view: v, end: end, aux: d < 0 && inLayer ? h : below, flags: flags, inLayer: inLayer, d: d)
        rCount = k + 1
        return h0
    }

    /// Opens `v`'s subtree: its children are tested with `inLayer`, and h is restored to `restore` (-2: unchanged) after.
    @inline(__always)
    mutating func open(_ v: Int32, _ end: Int32, _ restore: Int32, _ inLayer: Bool) {
        assert(fCount < need, "the open subtrees are a chain of listed targets and clips")
        F[fCount] = ComposeSlot(view: v, end: end, aux: restore, flags: 0, inLayer: inLayer, d: 0)
        fCount += 1
    }

    /// After recording `e`: its subtree is opened when the cell lists some of it, else left at once.
    @inline(__always)
    mutating func enter(_ v: Int32, _ end: Int32, _ span: Int, _ restore: Int32, _ inLayer: Bool) {
        if span > 1 { open(v, end, restore, inLayer) } else { h = restore }
    }

    @inline(__always)
    mutating func evaluate(_ v: Int32, _ end: Int32, _ d: Double, _ inLayer: Bool) {
        guard evaluating else { return }
        assert(eCount < need, "each listed target is evaluated at most once")
        E[eCount] = ComposeSlot(view: v, end: end, aux: Int32(eCount), flags: 0, inLayer: inLayer, d: d)
        eCount += 1
    }

    // MARK: what it reports

    /// The hit and its responder (-1: none).
    func hitAndResponder() -> (hit: Int32, responder: Int32) {
        guard rCount > 0 else { return (-1, -1) }
        for k in stride(from: rCount - 1, through: 0, by: -1) where R[k].flags & ComposeTarget.interactive != 0 {
            return (R[rCount - 1].view, R[k].view)
        }
        return (R[rCount - 1].view, -1)
    }

    /// As `ComposeIndex.topTwo` answers: hit, responder (-1: none), ambiguous, and the first two candidates.
    func topTwo() -> ComposeReader.TopTwo {
        guard rCount > 0 else { return .none }
        let last = R[rCount - 1]
        var responder: Int32 = -1
        for k in stride(from: rCount - 1, through: 0, by: -1) where R[k].flags & ComposeTarget.interactive != 0 {
            responder = R[k].view
            break
        }
        guard last.d >= 0 else { return ComposeReader.TopTwo(hit: last.view, responder: responder, ambiguous: false,
                                                            first: last.view, second: -1) }
        // The second candidate: the smallest key among the others, the first evaluated on a tie.
        var second: Int32 = -1, sl = false, sd = 0.0
        for k in 0..<eCount {
            let e = E[k]
            if e.view == last.view || (e.view < last.view && last.view < e.end) { continue }
            if second < 0 || (e.inLayer != sl ? e.inLayer : e.d < sd) { second = e.view; sl = e.inLayer; sd = e.d }
        }
        return ComposeReader.TopTwo(hit: last.view, responder: responder, ambiguous: second >= 0,
                                   first: last.view, second: second)
    }

    /// The full result, as `ComposeReport.result` reports the step-by-step walk's.
    func result(_ p: Point, singletons: [[Int]], zero: [Double]) -> HitResult {
        guard rCount > 0 else { return HitResult(point: p, policy: .compose, path: []) }
        let last = R[rCount - 1]
        let hit = last.view
        var responder: Int? = nil
        for k in stride(from: rCount - 1, through: 0, by: -1) where R[k].flags & ComposeTarget.interactive != 0 {
            responder = Int(R[k].view)
            break
        }
        let path: [Int] = rCount == 1 ? singletons[Int(hit)]
            : ComposeCandidate.path(R, rCount)
        return withUnsafeTemporaryAllocation(of: ComposeCandidate.self, capacity: 2 * max(1, eCount)) { buf in
            let s = buf.baseAddress!
            // The candidates other than the hit and its ancestors (each view is evaluated once per walk).
            var n = 0
            var hitD = 0.0
            for k in 0..<eCount {
                let e = E[k]
                if e.view == hit { hitD = e.d; continue }
                if e.view < hit && hit < e.end { continue }
                s[n] = ComposeCandidate(view: e.view, d: e.d, inLayer: e.inLayer)
                n += 1
            }
            if n == 0 {
                return HitResult(point: p, policy: .compose, hit: Int(hit), responder: responder,
                                 candidates: singletons[Int(hit)], distances: hitD < 0 ? zero : ComposeCandidate.lone(hitD),
                                 path: path)
            }
            ComposeCandidate.sort(s, n, temp: s + n)
            let lists = ComposeCandidate.lists(hit: Int(hit), hitD: hitD, s, n)
            return HitResult(point: p, policy: .compose, hit: Int(hit), responder: responder, ambiguous: last.d >= 0,
                             candidates: lists.candidates, distances: lists.distances, path: path)
        }
    }
}

/// An entry of R, an open subtree, an evaluated target or a clip to decide (24 bytes).
struct ComposeSlot {
    var view: Int32
    var end: Int32
    /// R: the highest index at or below holding a direct hit in the layer (-1: none).
    /// Open subtree: the h to restore when it is left (-2: none). Evaluated: the order of evaluation.
    var aux: Int32
    var flags: UInt8
    var inLayer: Bool
    var d: Double
}
