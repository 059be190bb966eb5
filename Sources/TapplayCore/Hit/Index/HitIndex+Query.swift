/// Untraced resolution through the index. Every answer equals the linear
/// policies' (`UIKitPolicy`, `EnlargedTapArea`) for the same point: the same
/// views pass the same tests, computed by the same geometry code; the index
/// only skips views that cannot pass them.
extension HitIndex {
    /// Is the point inside the canvas (half-open, like every policy's first check)?
    @inline(__always)
    func inCanvas(_ x: Double, _ y: Double) -> Bool {
        grid.holds(x, y)
    }

    // MARK: uikit

    /// The `uikit` hit at a point inside the canvas, or -1.
    @inline(__always)
    func uikitHit(_ x: Double, _ y: Double) -> Int {
        uikit.first(in: grid.cell(x, y)) { e in
            guard e.clip.contains(x, y) else { return -1 }
            if e.holeOwner >= 0 && inPassThrough(Int(e.holeOwner), x, y) { return -1 }
            return Int(e.index)
        }
    }

    /// How many pass-through rects `inPassThrough` tests for each owner: its
    /// own and those of the pass-through views above it (for the work estimates).
    var holesInChain: [Int] {
        var count = [Int](repeating: 0, count: holeNext.count)
        // A pass-through view comes after the one above it: its chain is counted first.
        for h in count.indices {
            let own = Int(holeStart[h + 1] - holeStart[h])
            let next = Int(holeNext[h])
            count[h] = own + (next >= 0 && next < h ? count[next] : 0)
        }
        return count
    }

    /// Does a pass-through rect of `owner` or of a pass-through view above it cover the point?
    func inPassThrough(_ owner: Int, _ x: Double, _ y: Double) -> Bool {
        var h = owner
        while h >= 0 {
            for k in Int(holeStart[h])..<Int(holeStart[h + 1]) where holeRects[k].contains(x, y) {
                return true
            }
            h = Int(holeNext[h])
        }
        return false
    }

    // MARK: SwiftUI family

    /// The frontmost view that takes touches (0.001) and whose shape contains the point, or -1.
    @inline(__always)
    func frontmostToucher(_ x: Double, _ y: Double, cell: Int, _ s: ShapeSetIndex) -> Int {
        s.occluders.first(in: cell) { e in
            guard e.mayContain(x, y) else { return -1 }
            let j = Int(e.index)
            return e.isRect || s.shapes[j].contains(Point(x: x, y: y)) ? j : -1
        }
    }

    /// Calls `body` for each contender at a point inside the canvas, back to
    /// front: tappable views that take touches, within slop, not occluded, and
    /// not an ancestor of another such view.
    @inline(__always)
    func contenders(_ x: Double, _ y: Double, _ s: ShapeSetIndex,
                    _ body: (_ index: Int, _ distance: Double, _ contains: Bool) -> Void) {
        let cell = grid.cell(x, y)
        let front = frontmostToucher(x, y, cell: cell, s)
        let p = Point(x: x, y: y)
        let slop = self.slop
        // The last candidate seen; reported once the next shows it is no ancestor.
        var pending = -1, pendingEnd = 0, pendingD = 0.0, pendingIn = false
        s.candidates.walk(cell) { e in
            // Occluded: the frontmost toucher is in front of the whole subtree.
            guard Int(e.end) > front else { return false }
            let d: Double, inside: Bool
            if e.isRect {
                // HitShape.rect's distance and containment, on the same rect.
                d = e.rect.distance(to: p)
                guard d <= slop else { return false }
                inside = e.rect.contains(p)
            } else {
                // `rect` is the box grown by slop, as x0, y0, x1, y1.
                let b = e.rect
                guard x >= b.x && x <= b.width && y >= b.y && y <= b.height else { return false }
                let shape = s.shapes[Int(e.index)]
                guard HitIndex.mayReach(shape, p, slop) else { return false }
                d = shape.distance(to: p)
                guard d <= slop else { return false }
                inside = d == 0         // HitShape.contains for every non-rect shape
            }
            let i = Int(e.index)
            // `i` inside the pending candidate's subtree: the pending one is its ancestor, dropped.
            if pending >= 0 && i >= pendingEnd { body(pending, pendingD, pendingIn) }
            pending = i; pendingEnd = Int(e.end); pendingD = d; pendingIn = inside
            return false
        }
        if pending >= 0 { body(pending, pendingD, pendingIn) }
    }

    /// The most contenders a point can have (the candidates listed in its cell).
    @inline(__always)
    func contenderBound(_ x: Double, _ y: Double, _ s: ShapeSetIndex) -> Int {
        let cell = grid.cell(x, y)
        return Int(s.candidates.offsets[cell + 1] - s.candidates.offsets[cell])
    }

    /// False only when the shape is surely farther than `slop` from `p`: a
    /// cheap bound that spares the iterative ellipse distance. The margin
    /// dwarfs rounding, so a shape this skips is one the linear scan finds
    /// out of reach too.
    @inline(__always)
    static func mayReach(_ shape: HitShape, _ p: Point, _ slop: Double) -> Bool {
        switch shape {
        case .ellipse(let c, let rx, let ry):
            return ellipseMayReach(p, c, rx, ry, slop)
        case .capsule(let core, let a, let b, let rx, let ry):
            return core.distance(to: p) <= slop
                || ellipseMayReach(p, a, rx, ry, slop) || ellipseMayReach(p, b, rx, ry, slop)
        default:
            return true
        }
    }

    /// For the ellipse E (semi-axes a, b) and p on its copy scaled by k > 1
    /// about the centre: kE's tangent at p, with outward unit normal u,
    /// bounds kE, so E lies behind the parallel line at h_E(u) = (p·u)/k and
    /// the distance is at least (p·u)(1 − 1/k) = k(k − 1)/|(x/a², y/b²)|
    /// (centred coordinates), which is tight as p nears E.
    @inline(__always)
    static func ellipseMayReach(_ p: Point, _ c: Point, _ rx: Double, _ ry: Double, _ slop: Double) -> Bool {
        guard rx > 0, ry > 0 else { return true }
        let zx = (p.x - c.x) / rx, zy = (p.y - c.y) / ry
        let k2 = zx * zx + zy * zy
        guard k2 > 1, k2.isFinite else { return true }
        let gx = zx / rx, gy = zy / ry
        let norm = (gx * gx + gy * gy).squareRoot()
        guard norm > 0, norm.isFinite else { return true }
        let k = k2.squareRoot()
        let bound = k * (k - 1) / norm
        let margin = 1e-9 * (1 + rx + ry + abs(c.x) + abs(c.y) + abs(p.x) + abs(p.y) + slop)
        return !(bound > slop + margin)
    }

    /// Winner and ambiguity at a point inside the canvas, without building lists.
    @inline(__always)
    func contest(_ x: Double, _ y: Double, _ s: ShapeSetIndex) -> (winner: Int, ambiguous: Bool) {
        var frontInside = -1
        var best = -1
        var bestD = Double.infinity
        var count = 0
        contenders(x, y, s) { i, d, inside in
            count += 1
            if inside { frontInside = i }          // back to front: the last one is the frontmost
            if best < 0 || d < bestD || (d == bestD && i > best) {
                best = i
                bestD = d
            }
        }
        if frontInside >= 0 { return (frontInside, false) }
        return (best, count >= 2)
    }

    /// The SwiftUI family's contest at a point inside the canvas, with the
    /// first two candidates in the order `resolve` lists them (nearest first,
    /// ties frontmost first); -1 where there are none.
    @inline(__always)
    func topTwo(_ x: Double, _ y: Double, _ s: ShapeSetIndex)
        -> (winner: Int, ambiguous: Bool, first: Int, second: Int) {
        var frontInside = -1
        var first = -1, firstD = Double.infinity
        var second = -1, secondD = Double.infinity
        var count = 0
        contenders(x, y, s) { i, d, inside in
            count += 1
            if inside { frontInside = i }          // back to front: the last one is the frontmost
            // Back to front: on equal distance the later (frontmost) one comes first.
            if first < 0 || d <= firstD {
                second = first; secondD = firstD
                first = i; firstD = d
            } else if second < 0 || d <= secondD {
                second = i; secondD = d
            }
        }
        if frontInside >= 0 { return (frontInside, false, first, second) }
        return (first, count >= 2, first, second)
    }

    // MARK: outcomes

    /// hit, responder and ambiguity under a policy, or nil outside the canvas.
    @inline(__always)
    func outcome(_ x: Double, _ y: Double, policy: PolicyKind) -> HitOutcome? {
        guard inCanvas(x, y) else { return nil }
        switch policy {
        case .uikit:
            let h = uikitHit(x, y)
            guard h >= 0 else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
            let r = Int(responderOf[h])
            return HitOutcome(hit: h, responder: r >= 0 ? r : nil, ambiguous: false)
        case .swiftui, .exact:
            let c = contest(x, y, policy == .exact ? exact : normal)
            guard c.winner >= 0 else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
            return HitOutcome(hit: c.winner, responder: c.winner, ambiguous: c.ambiguous)
        case .filtered:
            let c = contest(x, y, normal)
            guard c.winner >= 0 else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
            let runs = frames[c.winner].contains(Point(x: x, y: y))
            return HitOutcome(hit: c.winner, responder: runs ? c.winner : nil, ambiguous: c.ambiguous)
        case .sampled:
            return SampledPolicy.outcome(x, y, sampled)
        case .android:
            return HitIndex.androidOutcome(android.consumer(x, y), interactive)
        case .compose:
            return compose.outcome(x, y)
        case .flutter:
            return flutterOutcome(flutter.hit(x, y))
        }
    }

    /// The full untraced result, equal to the linear policies' with `tracing: false`.
    func resolve(_ p: Point, policy: PolicyKind) -> HitResult {
        guard inCanvas(p.x, p.y) else { return HitResult(point: p, policy: policy, path: policy == .compose ? [] : nil) }
        if policy == .sampled {
            return SampledPolicy.full(p, index: sampled, scene: scene, tracing: false).result
        }
        if policy == .compose { return compose.resolve(p, scene: scene, singletons: singletons, zero: zeroDistance) }
        if policy == .android {
            let h = android.consumer(p.x, p.y)
            guard h >= 0 else { return HitResult(point: p, policy: .android) }
            return HitResult(point: p, policy: .android, hit: h, responder: interactive[h] ? h : nil,
                             candidates: singletons[h], distances: zeroDistance)
        }
        if policy == .flutter {
            let h = flutter.hit(p.x, p.y)
            guard h >= 0 else { return HitResult(point: p, policy: .flutter) }
            let arena = flutterArena(h)
            return HitResult(point: p, policy: .flutter, hit: h, responder: arena.first, candidates: arena,
                             distances: arena.count == 1 ? zeroDistance : [Double](repeating: 0, count: arena.count))
        }
        if policy == .uikit {
            let h = uikitHit(p.x, p.y)
            guard h >= 0 else { return HitResult(point: p, policy: .uikit) }
            let r = Int(responderOf[h])
            return HitResult(point: p, policy: .uikit, hit: h, responder: r >= 0 ? r : nil,
                             candidates: singletons[h], distances: zeroDistance)
        }
        // Contenders nearest first, ties frontmost first (as EnlargedTapArea sorts them),
        // gathered on the stack; the result's two lists are the only allocations.
        let set = policy == .exact ? exact : normal
        let bound = contenderBound(p.x, p.y, set)
        guard bound > 0 else { return HitResult(point: p, policy: policy) }
        return withUnsafeTemporaryAllocation(of: Contender.self, capacity: bound) { buf -> HitResult in
            var n = 0
            var frontInside = -1
            contenders(p.x, p.y, set) { i, d, inside in
                buf[n] = Contender(index: i, distance: d)
                n += 1
                if inside { frontInside = i }
            }
            guard n > 0 else { return HitResult(point: p, policy: policy) }
            var list = UnsafeMutableBufferPointer(rebasing: buf[0..<n])
            if n > 1 {
                list.sort { a, b in a.distance != b.distance ? a.distance < b.distance : a.index > b.index }
            }
            let winner = frontInside >= 0 ? frontInside : list[0].index
            let ambiguous = frontInside < 0 && n >= 2
            var responder: Int? = winner
            if policy == .filtered && !frames[winner].contains(p) { responder = nil }
            let candidates: [Int], distances: [Double]
            if n == 1 {
                candidates = singletons[list[0].index]
                distances = list[0].distance == 0 ? zeroDistance : [list[0].distance]
            } else {
                candidates = [Int](unsafeUninitializedCapacity: n) { b, c in
                    for k in 0..<n { b[k] = list[k].index }
                    c = n
                }
                distances = [Double](unsafeUninitializedCapacity: n) { b, c in
                    for k in 0..<n { b[k] = list[k].distance }
                    c = n
                }
            }
            return HitResult(point: p, policy: policy, hit: winner, responder: responder, ambiguous: ambiguous,
                             candidates: candidates, distances: distances)
        }
    }
}

extension HitIndex {
    /// `android`'s outcome from its consumer (or -1): the responder is the consumer when it is enabled.
    @inline(__always)
    static func androidOutcome(_ h: Int, _ interactive: [Bool]) -> HitOutcome {
        guard h >= 0 else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
        return HitOutcome(hit: h, responder: interactive[h] ? h : nil, ambiguous: false)
    }
}

extension HitIndex {
    /// `flutter`'s outcome from its hit (or -1): the responder is the innermost
    /// tappable view of the path, the hit's nearest tappable view up the chain.
    @inline(__always)
    func flutterOutcome(_ h: Int) -> HitOutcome {
        guard h >= 0 else { return HitOutcome(hit: nil, responder: nil, ambiguous: false) }
        let r = Int(responderOf[h])
        return HitOutcome(hit: h, responder: r >= 0 ? r : nil, ambiguous: false)
    }

    /// `flutter`'s arena at a hit: the tappable views of its path, innermost first.
    func flutterArena(_ h: Int) -> [Int] {
        var r = Int(responderOf[h])
        guard r >= 0 else { return [] }
        let views = scene.views
        guard let p = views[r].parent, responderOf[p] >= 0 else { return singletons[r] }
        var arena: [Int] = []
        while r >= 0 {
            arena.append(r)
            guard let p = views[r].parent else { break }
            r = Int(responderOf[p])
        }
        return arena
    }
}

struct Contender {
    var index: Int
    var distance: Double
}
