import Testing
@testable import TapplayCore

/// A plain, slow second implementation of `compose`, written from SPEC §2's
/// text line by line: recursive, with R as a list of tuples, `best()` and
/// `hasHit()` as scans, candidates sorted and filtered with the parent chain.
/// It shares no code with the real policy (only the scene model); the real
/// one is compared with it on random scenes.
enum ReferenceCompose {
    struct Answer: Equatable, CustomStringConvertible {
        var hit: String?
        var responder: String?
        var ambiguous: Bool
        var candidates: [String]
        var distances: [Double]
        var path: [String]
        var description: String {
            "hit \(hit ?? "nil"), responder \(responder ?? "nil"), ambiguous \(ambiguous), "
                + "candidates \(candidates), distances \(distances), path \(path)"
        }

        /// The same fields of the real policy's result, with ids instead of indices.
        static func of(_ got: HitResult, in r: Resolver) -> Answer {
            let ids = { (list: [Int]) in list.map { r.scene.views[$0].id } }
            return Answer(hit: r.id(got.hit), responder: r.id(got.responder), ambiguous: got.ambiguous,
                          candidates: ids(got.candidates), distances: got.distances, path: ids(got.pathIndices(in: r.scene)))
        }
    }

    /// The walk's state and its functions, named as in the SPEC.
    final class Walk {
        let s: Scene
        let px: Double, py: Double
        var R: [(v: Int, d: Double, inLayer: Bool)] = []
        var h = -1
        /// (view, d, inLayer) of every tappable view evaluated in steps 1, 3, 4 or 5 with a finite d or a direct hit.
        var evaluated: [(v: Int, d: Double, inLayer: Bool)] = []

        init(_ s: Scene, _ p: Point) {
            self.s = s
            px = p.x
            py = p.y
        }

        /// The key `(0 if inLayer else 1, d)`.
        func key(_ d: Double, _ inLayer: Bool) -> (Int, Double) { (inLayer ? 0 : 1, d) }

        func less(_ a: (Int, Double), _ b: (Int, Double)) -> Bool { a.0 != b.0 ? a.0 < b.0 : a.1 < b.1 }

        func entriesAfterH() -> [(v: Int, d: Double, inLayer: Bool)] { Array(R.dropFirst(h + 1)) }

        func best() -> (Int, Double) {
            var b = (1, Double.infinity)
            for e in entriesAfterH() where less(key(e.d, e.inLayer), b) { b = key(e.d, e.inLayer) }
            return b
        }

        func better(_ d: Double, _ inLayer: Bool) -> Bool {
            if entriesAfterH().isEmpty { return true }
            return less(key(d, inLayer), best())
        }

        func hasHit() -> Bool { entriesAfterH().contains { $0.d < 0 && $0.inLayer } }

        func record(_ v: Int, _ d: Double, _ inLayer: Bool, _ then: () -> Void) {
            let h0 = h
            h = h + 1
            R = Array(R.prefix(h))
            R.append((v, d, inLayer))
            then()
            h = h0
        }

        func children(_ v: Int, _ inLayer: Bool) {
            let h0 = h
            for c in s.views[v].children.reversed() where !s.views[c].hidden {
                test(c, inLayer)
                if hasHit() { break }
            }
            h = h0
        }

        /// The near distance: dx² + dy² within the ring of a view narrower or shorter than 48, else ∞.
        func near(_ v: Int) -> Double {
            let f = s.views[v].canvasFrame
            let x = f.x, y = f.y, w = f.width, hh = f.height
            let dx = px < x ? Swift.max(0, x - px) : Swift.max(0, px - (x + w))
            let dy = py < y ? Swift.max(0, y - py) : Swift.max(0, py - (y + hh))
            let padX = Swift.max(0, (48 - w) / 2), padY = Swift.max(0, (48 - hh) / 2)
            if (w < 48 || hh < 48) && dx <= padX && dy <= padY { return dx * dx + dy * dy }
            return .infinity
        }

        func inside(_ v: Int) -> Bool {
            let f = s.views[v].canvasFrame
            return px >= f.x && px < f.x + f.width && py >= f.y && py < f.y + f.height
        }

        func test(_ v: Int, _ inLayer: Bool) {
            let view = s.views[v]
            let isInside = inside(v)
            let d = near(v)
            if view.clips && !isInside {                                           // 1
                if d.isFinite && better(d, false) {
                    if view.tappable {
                        evaluated.append((v, d, false))
                        record(v, d, false) { self.children(v, false) }
                    } else {
                        children(v, false)
                    }
                } else if view.tappable && d.isFinite {
                    evaluated.append((v, d, false))
                }
            } else if !view.tappable {                                              // 2
                children(v, inLayer)
            } else if isInside {                                                    // 3
                evaluated.append((v, -1, inLayer))
                record(v, -1, inLayer) { self.children(v, inLayer) }
            } else if d.isFinite && better(d, inLayer) {                            // 4
                evaluated.append((v, d, inLayer))
                record(v, d, inLayer) { self.children(v, inLayer) }
            } else {                                                                // 5
                if d.isFinite { evaluated.append((v, d, inLayer)) }
                children(v, inLayer)
            }
        }
    }

    static func answer(_ s: Scene, _ p: Point) -> Answer {
        let none = Answer(hit: nil, responder: nil, ambiguous: false, candidates: [], distances: [], path: [])
        guard p.x >= 0, p.x < s.canvas.width, p.y >= 0, p.y < s.canvas.height else { return none }
        let w = Walk(s, p)
        // The virtual root.
        for r in s.roots.reversed() where !s.views[r].hidden {
            w.test(r, true)
            if w.hasHit() { break }
        }
        guard let last = w.R.last else { return none }
        let hit = last.v
        let responder = w.R.last { s.views[$0.v].interactive }?.v
        var ancestors: Set<Int> = []
        var cur = s.views[hit].parent
        while let c = cur { ancestors.insert(c); cur = s.views[c].parent }
        // By key, ties: the first evaluated (a stable sort over the evaluation order).
        let sorted = w.evaluated.enumerated().sorted { a, b in
            let ka = w.key(a.element.d, a.element.inLayer), kb = w.key(b.element.d, b.element.inLayer)
            if w.less(ka, kb) { return true }
            if w.less(kb, ka) { return false }
            return a.offset < b.offset
        }.map(\.element)
        var list: [(v: Int, d: Double)] = []
        for e in sorted where !ancestors.contains(e.v) && !list.contains(where: { $0.v == e.v }) {
            list.append((e.v, e.d))
        }
        if let k = list.firstIndex(where: { $0.v == hit }) {
            let e = list.remove(at: k)
            list.insert(e, at: 0)
        }
        let id = { (i: Int) in s.views[i].id }
        return Answer(hit: id(hit), responder: responder.map(id), ambiguous: last.d >= 0 && list.count >= 2,
                      candidates: list.map { id($0.v) }, distances: list.map { $0.d < 0 ? 0 : $0.d.squareRoot() },
                      path: w.R.map { id($0.v) })
    }
}

/// Random scenes for `compose`: many targets under 48 (and a few over),
/// nested clickables, plain views in front, parents that clip, children that
/// overflow, disabled and hidden views, coordinates on a half-point lattice
/// so that ring edges fall on the probes.
enum ComposeTestScenes {
    /// Every cell of compose's hit maps (by hit and by responder) and of its
    /// outcomes equals the linear walk at the cell's point; with `candidates`,
    /// the outcomes are whole results (candidates and distances included).
    static func expectMapsEqualWalk(_ r: Resolver, viewport vp: Viewport, area: ScreenArea, seed: UInt64,
                                    candidates: Bool = false) {
        let hits = HitMap.compute(resolver: r, policy: .compose, viewport: vp, area: area, by: .hit)
        let responders = HitMap.compute(resolver: r, policy: .compose, viewport: vp, area: area, by: .responder)
        let outcomes = HitMap.outcomes(resolver: r, policy: .compose, viewport: vp, area: area, candidates: candidates)
        var k = 0
        for row in area.rows {
            for col in area.cols {
                defer { k += 1 }
                let p = vp.point(col: col, row: row)
                let one = r.resolveLinearly(p, policy: .compose)
                #expect(hits[k] == one.hit && responders[k] == one.responder, "seed \(seed) at \(p)")
                guard r.scene.canvasRect.contains(p) else { continue }
                if candidates {
                    #expect(outcomes[k] == one, "seed \(seed) at \(p)")
                } else {
                    #expect(outcomes[k]?.hit == one.hit && outcomes[k]?.responder == one.responder
                            && outcomes[k]?.ambiguous == one.ambiguous, "seed \(seed) at \(p)")
                }
            }
        }
    }

    static func build(seed: UInt64, views: Int, canvas: Size = Size(width: 120, height: 100)) -> Scene {
        var rng = SplitMix64(seed: seed)
        let trees = RandomTrees.build(&rng, views: views, canvas: canvas, nesting: 0.65, window: 8) { i, parent, rng in
            let (pw, ph) = parent
            // Mostly small: icons, chips; now and then 48 or more, or exactly 48 on one side.
            let w: Double, h: Double
            switch rng.int(0...9) {
            case 0...5: w = rng.half(0, 30); h = rng.half(0, 30)
            case 6: w = 48; h = rng.half(10, 60)
            case 7: w = rng.half(30, 70); h = 48
            default: w = rng.half(10, max(12, pw)); h = rng.half(10, max(12, ph))
            }
            let x = rng.half(-0.2 * pw, pw), y = rng.half(-0.2 * ph, ph)
            return SceneView(id: "c\(i)", frame: Rect(x: x, y: y, width: w, height: h),
                             color: rng.chance(0.5) ? .blue : nil,
                             tappable: rng.chance(0.6), hidden: rng.chance(0.06),
                             alpha: rng.chance(0.1) ? 0 : 1,
                             interactive: !rng.chance(0.12), clips: rng.chance(0.25),
                             hitInsets: rng.chance(0.1) ? EdgeInsets(all: 6) : .zero)
        }
        return Scene(name: "compose \(seed)", canvas: canvas, platform: .android, tree: trees)
    }

    /// Probe points: random ones on the lattice and off it, and for every
    /// tappable view its frame's and its ring's edges and corners, exactly.
    static func points(_ s: Scene, seed: UInt64, random: Int) -> [Point] {
        var rng = SplitMix64(seed: seed &+ 99)
        var out: [Point] = []
        for k in 0..<random {
            out.append(k % 2 == 0 ? Point(x: Double(rng.int(-4...(Int(s.canvas.width) * 2 + 4))) / 2,
                                          y: Double(rng.int(-4...(Int(s.canvas.height) * 2 + 4))) / 2)
                                  : Point(x: rng.double(-2, s.canvas.width + 2), y: rng.double(-2, s.canvas.height + 2)))
        }
        for v in s.views where v.tappable {
            let f = v.canvasFrame
            let px = Swift.max(0, (48 - f.width) / 2), py = Swift.max(0, (48 - f.height) / 2)
            let xs = [f.x - px, f.x - px - 0.25, f.x, f.x + f.width / 2, f.x + f.width, f.x + f.width + px,
                      f.x + f.width + px + 0.25]
            let ys = [f.y - py, f.y - py - 0.25, f.y, f.y + f.height / 2, f.y + f.height, f.y + f.height + py,
                      f.y + f.height + py + 0.25]
            for _ in 0..<4 { out.append(Point(x: rng.pick(xs), y: rng.pick(ys))) }
        }
        return out
    }
}
