/// Untraced `compose` answers through the index, equal to `ComposeWalk`'s for
/// every point inside the canvas (the callers check the canvas first).
extension ComposeIndex {
    /// One pass over a point's cell, front to back (the walk's order when
    /// no active view nests in another): how many views are active (the
    /// point is inside or near them) and, when the walk meets them all at one
    /// level of R (`simple`), what it decides. Once the point is inside one,
    /// the views behind it are never tested: only its ancestors are looked at
    /// (an active one makes the case not simple). Returns at once when the
    /// case is not simple.
    struct Scan {
        var count = 0
        /// No active view has a clipping ancestor whose frame leaves the point
        /// out or clips itself with the point outside, and none is an ancestor
        /// of another. (A clipping ancestor whose frame holds the point acts as
        /// a plain view, or, tappable, is itself active.)
        var simple = true
        /// The frontmost active view the point is inside, or -1.
        var inside: Int32 = -1
        var insideFlags: UInt8 = 0
        /// The nearest and second-nearest near views (ties: the one in front), or -1.
        var best: Int32 = -1
        var bestD = Double.infinity
        var bestFlags: UInt8 = 0
        var second: Int32 = -1
        var secondD = Double.infinity
    }

    @inline(__always)
    func scan(_ x: Double, _ y: Double, cell: Int) -> Scan {
        var s = Scan()
        entries.offsets.withUnsafeBufferPointer { offsets in
            entries.entries.withUnsafeBufferPointer { list in
                var prev = Int32.max            // the last active view seen (in front of the next)
                let start = Int(offsets[cell])
                var k = Int(offsets[cell + 1])
                while k > start {
                    k -= 1
                    let e = list[k]
                    // Behind the direct hit only its ancestors are tested.
                    if s.inside >= 0 && e.end <= s.inside { continue }
                    let inside = e.inside(x, y)
                    let d = inside ? -1 : e.near(x, y)
                    guard inside || d.isFinite else { continue }
                    // e is behind `prev`: its ancestor when prev lies in e's subtree.
                    if prev < e.end || (!inside && e.flags & ComposeEntry.clips != 0)
                        || (e.flags & ComposeEntry.clipped != 0 && !clipBox[Int(e.index)].contains(x, y)) {
                        s.simple = false
                        return
                    }
                    prev = e.index
                    s.count += 1
                    if inside {
                        s.inside = e.index
                        s.insideFlags = e.flags
                    } else if d < s.bestD {
                        // Front to back: on equal distance the one in front, met first, stays.
                        s.second = s.best; s.secondD = s.bestD
                        s.best = e.index; s.bestD = d; s.bestFlags = e.flags
                    } else if d < s.secondD {
                        s.second = e.index; s.secondD = d
                    }
                }
            }
        }
        return s
    }

    /// hit, responder and ambiguity at a point inside the canvas.
    @inline(__always)
    func outcome(_ x: Double, _ y: Double, scratch: ComposeScratch? = nil) -> HitOutcome {
        let o = topTwo(x, y, scratch: scratch)
        return HitOutcome(hit: o.hit >= 0 ? Int(o.hit) : nil, responder: o.responder >= 0 ? Int(o.responder) : nil,
                          ambiguous: o.ambiguous)
    }

    /// The hit and the responder (-1: none), the ambiguity and, when
    /// ambiguous, the first two candidates as `resolve` lists them.
    @inline(__always)
    func topTwo(_ x: Double, _ y: Double, scratch: ComposeScratch? = nil)
        -> (hit: Int32, responder: Int32, ambiguous: Bool, first: Int32, second: Int32) {
        let cell = grid.cell(x, y)
        let s = scan(x, y, cell: cell)
        if !s.simple { return walk(x, y, cell: cell, scratch: scratch) { w in w.topTwo() } }
        if s.inside >= 0 {
            let r = s.insideFlags & ComposeEntry.interactive != 0 ? s.inside : -1
            return (s.inside, r, false, s.inside, -1)
        }
        if s.best < 0 { return (-1, -1, false, -1, -1) }
        let r = s.bestFlags & ComposeEntry.interactive != 0 ? s.best : -1
        return (s.best, r, s.count >= 2, s.best, s.second)
    }

    /// The full result at a point inside the canvas (`singletons[i]` is `[i]`
    /// and `zero` is `[0]`, shared, so that a lone direct hit's lists cost no allocation).
    func resolve(_ p: Point, scene: Scene, singletons: [[Int]], zero: [Double]) -> HitResult {
        let cell = grid.cell(p.x, p.y)
        let s = scan(p.x, p.y, cell: cell)
        if !s.simple { return walk(p.x, p.y, cell: cell) { w in w.result(p, scene: scene) } }
        if s.count == 0 { return HitResult(point: p, policy: .compose, path: []) }
        // One level of R: the winner alone in R; the candidates are the views
        // tested up to it (all of them when none is inside), by key.
        let winner = s.inside >= 0 ? s.inside : s.best
        let flags = s.inside >= 0 ? s.insideFlags : s.bestFlags
        let responder = flags & ComposeEntry.interactive != 0 ? Int(winner) : nil
        if s.count == 1 {
            let one = singletons[Int(winner)]
            return HitResult(point: p, policy: .compose, hit: Int(winner), responder: responder, candidates: one,
                             distances: s.inside >= 0 ? zero : [s.bestD.squareRoot()], path: one)
        }
        var listed: [(view: Int32, d: Double)] = []
        listed.reserveCapacity(s.count)
        eachActive(p.x, p.y, cell: cell) { i, d, _ in
            if i > winner || (s.inside < 0 && i != winner) { listed.append((i, d)) }
        }
        // Nearest first; ties: the one in front (tested first).
        listed.sort { a, b in a.d != b.d ? a.d < b.d : a.view > b.view }
        var candidates = [Int(winner)]
        var distances = [s.inside >= 0 ? 0 : s.bestD.squareRoot()]
        candidates.reserveCapacity(listed.count + 1)
        distances.reserveCapacity(listed.count + 1)
        for c in listed {
            candidates.append(Int(c.view))
            distances.append(c.d.squareRoot())
        }
        return HitResult(point: p, policy: .compose, hit: Int(winner), responder: responder,
                         ambiguous: s.inside < 0 && candidates.count >= 2,
                         candidates: candidates, distances: distances, path: [Int(winner)])
    }

    /// Calls `body` with each active view of the cell, back to front: its index,
    /// its near distance (-1 inside) and its entry.
    @inline(__always)
    func eachActive(_ x: Double, _ y: Double, cell: Int, _ body: (Int32, Double, ComposeEntry) -> Void) {
        entries.offsets.withUnsafeBufferPointer { offsets in
            entries.entries.withUnsafeBufferPointer { list in
                for k in Int(offsets[cell])..<Int(offsets[cell + 1]) {
                    let e = list[k]
                    let inside = e.inside(x, y)
                    let d = inside ? -1 : e.near(x, y)
                    if inside || d.isFinite { body(e.index, d, e) }
                }
            }
        }
    }

    /// The walk over the active views and their clipping ancestors, in
    /// `scratch` (loops over many points reuse one), else in temporary
    /// space sized for them.
    func walk<T>(_ x: Double, _ y: Double, cell: Int, scratch: ComposeScratch? = nil,
                 _ finish: (inout SparseWalk) -> T) -> T {
        // Each active view brings itself and at most its clipping ancestors (counted
        // over the whole cell: no distances needed for a bound).
        var bound = 0
        entries.offsets.withUnsafeBufferPointer { offsets in
            entries.entries.withUnsafeBufferPointer { list in
                for k in Int(offsets[cell])..<Int(offsets[cell + 1]) { bound += 1 + Int(list[k].clipDepth) }
            }
        }
        let cap = max(1, min(bound, frames.count))
        func run(_ nodes: UnsafeMutableBufferPointer<SparseNode>, _ work: UnsafeMutableBufferPointer<SparseSlot>) -> T {
            var w = SparseWalk(index: self, x: x, y: y, nodes: nodes, work: work, cap: cap)
            w.gather(cell: cell)
            w.run()
            return finish(&w)
        }
        if let scratch {
            scratch.reserve(cap)
            return run(scratch.nodes, scratch.work)
        }
        return withUnsafeTemporaryAllocation(of: SparseNode.self, capacity: cap) { nodes in
            withUnsafeTemporaryAllocation(of: SparseSlot.self, capacity: 3 * cap + 1) { work in run(nodes, work) }
        }
    }
}

/// Scratch space for the sparse walk, kept by a loop that resolves many
/// points (a hit map, a band of audit samples) so that no tap allocates.
/// Not shared between threads.
final class ComposeScratch {
    private(set) var nodes = UnsafeMutableBufferPointer<SparseNode>(start: nil, count: 0)
    private(set) var work = UnsafeMutableBufferPointer<SparseSlot>(start: nil, count: 0)

    init() {}

    /// Room for a walk over `cap` nodes.
    func reserve(_ cap: Int) {
        guard nodes.count < cap else { return }
        let n = max(cap, 2 * nodes.count, 32)
        nodes.deallocate()
        work.deallocate()
        nodes = .allocate(capacity: n)
        work = .allocate(capacity: 3 * n + 1)
    }

    deinit {
        nodes.deallocate()
        work.deallocate()
    }
}

/// A view of the sparse tree: an active view or a clipping ancestor of one.
struct SparseNode {
    var view: Int32
    /// The child slot the walk tests first (its last child), and the slot it tests after this one; -1: none.
    var firstChild: Int32
    var nextSibling: Int32
    var d: Double
    var inside: Bool
    var flags: UInt8
}

/// An entry of R, a frame of the walk's stack or an evaluated view, by slot.
struct SparseSlot {
    var slot: Int32
    /// R: the highest index at or below holding a direct hit in the layer (-1: none).
    /// Frame: the next child slot to test (-1: done).
    var next: Int32
    /// Frame: the h its view's `record` restores (-2: none).
    var restore: Int32
    var d: Double
    var inLayer: Bool
}

/// `ComposeWalk` over the sparse tree, without a trace, in fixed scratch
/// space: `work` holds R in `[0, cap)`, the frames in `[cap, 2·cap + 1)`
/// (the open-ancestor stack while gathering) and the evaluated views in
/// `[2·cap + 1, 3·cap + 1)`.
struct SparseWalk {
    let index: ComposeIndex
    let x: Double
    let y: Double
    let nodes: UnsafeMutableBufferPointer<SparseNode>
    let work: UnsafeMutableBufferPointer<SparseSlot>
    let cap: Int
    var count = 0
    var rootFirst: Int32 = -1
    var rCount = 0
    var h: Int32 = -1
    var eCount = 0

    init(index: ComposeIndex, x: Double, y: Double, nodes: UnsafeMutableBufferPointer<SparseNode>,
         work: UnsafeMutableBufferPointer<SparseSlot>, cap: Int) {
        self.index = index
        self.x = x
        self.y = y
        self.nodes = nodes
        self.work = work
        self.cap = cap
    }

    @inline(__always) var frameBase: Int { cap }
    @inline(__always) var evalBase: Int { 2 * cap + 1 }

    // MARK: gathering

    /// The active views of the cell and their clipping ancestors, in
    /// painter's order, each under its nearest such ancestor.
    mutating func gather(cell: Int) {
        let ends = index.subtreeEnd
        let clipParent = index.clipParent
        var open = 0              // the open-ancestor stack, in the frames' region
        index.eachActive(x, y, cell: cell) { i, d, e in
            while open > 0 && ends[Int(nodes[Int(work[frameBase + open - 1].slot)].view)] <= i { open -= 1 }
            let top: Int32 = open > 0 ? work[frameBase + open - 1].slot : -1
            let topView: Int32 = top >= 0 ? nodes[Int(top)].view : -1
            // Clipping ancestors deeper than the open one are new; they go in before `i`, outermost
            // first. Those whose frame holds the point only pass the walk on (or, tappable, are
            // active themselves): they are left out.
            let p = Point(x: x, y: y)
            var k = 0
            var c = clipParent[Int(i)]
            while c > topView {
                if !index.frames[Int(c)].contains(p) { k += 1 }
                c = clipParent[Int(c)]
            }
            var parent = top
            c = clipParent[Int(i)]
            var j = k - 1
            while j >= 0 {
                let v = Int(c)
                let f = index.frames[v]
                c = clipParent[v]
                guard !f.contains(p) else { continue }
                nodes[count + j] = SparseNode(view: Int32(v), firstChild: -1, nextSibling: -1,
                                              d: ComposeReach.nearDistance(f, x, y), inside: false, flags: index.flags[v])
                j -= 1
            }
            for j in 0..<k {
                add(count + j, parent: parent)
                parent = Int32(count + j)
                work[frameBase + open] = SparseSlot(slot: parent, next: 0, restore: 0, d: 0, inLayer: false)
                open += 1
            }
            count += k
            nodes[count] = SparseNode(view: i, firstChild: -1, nextSibling: -1, d: d < 0 ? 0 : d, inside: d < 0,
                                      flags: e.flags)
            add(count, parent: parent)
            work[frameBase + open] = SparseSlot(slot: Int32(count), next: 0, restore: 0, d: 0, inLayer: false)
            open += 1
            count += 1
        }
    }

    /// Links slot `s` as the child of `parent` (-1: a root) that the walk tests first so far.
    @inline(__always)
    mutating func add(_ s: Int, parent: Int32) {
        if parent >= 0 {
            nodes[s].nextSibling = nodes[Int(parent)].firstChild
            nodes[Int(parent)].firstChild = Int32(s)
        } else {
            nodes[s].nextSibling = rootFirst
            rootFirst = Int32(s)
        }
    }

    // MARK: the walk

    mutating func run() {
        var frames = 0
        work[frameBase] = SparseSlot(slot: -1, next: rootFirst, restore: -2, d: 0, inLayer: true)
        frames = 1
        while frames > 0 {
            let top = frameBase + frames - 1
            let c = work[top].next
            if c < 0 {
                let restore = work[top].restore
                frames -= 1
                if restore != -2 { h = restore }
                if frames > 0 { afterChild(frameBase + frames - 1) }
                continue
            }
            work[top].next = nodes[Int(c)].nextSibling
            if let push = test(Int(c), inLayer: work[top].inLayer) {
                work[frameBase + frames] = push
                frames += 1
            } else {
                afterChild(top)
            }
        }
    }

    @inline(__always)
    mutating func afterChild(_ frame: Int) {
        if work[frame].next >= 0 && hasHit() { work[frame].next = -1 }
    }

    @inline(__always)
    func hasHit() -> Bool { rCount > 0 && work[rCount - 1].next > h }

    /// `better(d, inLayer)`: no entry after h, or the best one's key is strictly greater.
    @inline(__always)
    func better(_ d: Double, _ inLayer: Bool) -> Bool {
        var k = Int(h) + 1
        guard k < rCount else { return true }
        var bl = work[k].inLayer, bd = work[k].d
        k += 1
        while k < rCount {
            let e = work[k]
            if e.inLayer != bl ? e.inLayer : e.d < bd { bl = e.inLayer; bd = e.d }
            k += 1
        }
        return inLayer != bl ? inLayer : d < bd
    }

    /// Records slot `s` after h (dropping what followed) and returns the h to restore.
    @inline(__always)
    mutating func record(_ s: Int, _ d: Double, _ inLayer: Bool) -> Int32 {
        let h0 = h
        h += 1
        let k = Int(h)
        let below: Int32 = k > 0 ? work[k - 1].next : -1
        work[k] = SparseSlot(slot: Int32(s), next: d < 0 && inLayer ? h : below, restore: 0, d: d, inLayer: inLayer)
        rCount = k + 1
        return h0
    }

    @inline(__always)
    mutating func evaluate(_ s: Int, _ d: Double, _ inLayer: Bool) {
        work[evalBase + eCount] = SparseSlot(slot: Int32(s), next: 0, restore: 0, d: d, inLayer: inLayer)
        eCount += 1
    }

    /// `test(v, inLayer)`: the frame of its children to push, or nil when it is done.
    @inline(__always)
    mutating func test(_ s: Int, inLayer: Bool) -> SparseSlot? {
        let n = nodes[s]
        let tappable = n.flags & ComposeEntry.tappable != 0
        let first = n.firstChild
        if n.flags & ComposeEntry.clips != 0 && !n.inside {
            guard n.d.isFinite else { return nil }
            if better(n.d, false) {
                if tappable {
                    evaluate(s, n.d, false)
                    let h0 = record(s, n.d, false)
                    return SparseSlot(slot: Int32(s), next: first, restore: h0, d: 0, inLayer: false)
                }
                return SparseSlot(slot: Int32(s), next: first, restore: -2, d: 0, inLayer: false)
            }
            if tappable { evaluate(s, n.d, false) }
            return nil
        }
        if !tappable {
            return SparseSlot(slot: Int32(s), next: first, restore: -2, d: 0, inLayer: inLayer)
        }
        if n.inside {
            evaluate(s, -1, inLayer)
            let h0 = record(s, -1, inLayer)
            return SparseSlot(slot: Int32(s), next: first, restore: h0, d: 0, inLayer: inLayer)
        }
        if n.d.isFinite {
            evaluate(s, n.d, inLayer)
            if better(n.d, inLayer) {
                let h0 = record(s, n.d, inLayer)
                return SparseSlot(slot: Int32(s), next: first, restore: h0, d: 0, inLayer: inLayer)
            }
        }
        return SparseSlot(slot: Int32(s), next: first, restore: -2, d: 0, inLayer: inLayer)
    }

    // MARK: what it reports

    @inline(__always)
    func view(_ s: Int32) -> Int32 { nodes[Int(s)].view }

    /// Is `a` a proper ancestor of `d` (view indices)?
    @inline(__always)
    func isAncestor(_ a: Int32, of d: Int32) -> Bool { d > a && d < index.subtreeEnd[Int(a)] }

    /// As `topTwo` answers: hit, responder, ambiguous, first two candidates.
    func topTwo() -> (hit: Int32, responder: Int32, ambiguous: Bool, first: Int32, second: Int32) {
        guard rCount > 0 else { return (-1, -1, false, -1, -1) }
        let last = work[rCount - 1]
        let hit = view(last.slot)
        var responder: Int32 = -1
        for k in stride(from: rCount - 1, through: 0, by: -1)
        where nodes[Int(work[k].slot)].flags & ComposeEntry.interactive != 0 {
            responder = view(work[k].slot)
            break
        }
        // The second candidate: the smallest key among the others, the first evaluated on a tie.
        var second: Int32 = -1, sl = false, sd = 0.0
        for k in evalBase..<(evalBase + eCount) {
            let e = work[k]
            let v = view(e.slot)
            if v == hit || isAncestor(v, of: hit) { continue }
            if second < 0 || (e.inLayer != sl ? e.inLayer : e.d < sd) { second = v; sl = e.inLayer; sd = e.d }
        }
        let ambiguous = last.d >= 0 && second >= 0
        return (hit, responder, ambiguous, hit, second)
    }

    /// The full result, reported as the step-by-step walk reports it.
    func result(_ p: Point, scene: Scene) -> HitResult {
        var R: [ComposeReport.Entry] = []
        R.reserveCapacity(rCount)
        for k in 0..<rCount {
            let e = work[k]
            R.append(ComposeReport.Entry(view: Int(view(e.slot)), d: e.d, inLayer: e.inLayer))
        }
        var evaluated: [ComposeReport.Entry] = []
        evaluated.reserveCapacity(eCount)
        for k in evalBase..<(evalBase + eCount) {
            let e = work[k]
            evaluated.append(ComposeReport.Entry(view: Int(view(e.slot)), d: e.d, inLayer: e.inLayer))
        }
        return ComposeReport.result(p, R: R, evaluated: evaluated, scene: scene)
    }
}
