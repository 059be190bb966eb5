import Testing
@testable import TapplayCore

/// Dense random scenes that stress `ComposeIndex`'s trimming: hundreds of
/// small targets with overlapping rings, runs of identical frames, nested
/// clickables, clipping parents (tappable or not, nested), big views that
/// cover whole cells, disabled and hidden views; probed at random, on every
/// ring's and frame's edges and on the index grid's cell edges (and just
/// beside them), and compared with the linear walk on every answer.
enum ComposeStressScenes {
    static func build(seed: UInt64, views: Int, canvas: Size) -> Scene {
        var rng = SplitMix64(seed: seed)
        func q(_ lo: Double, _ hi: Double) -> Double { (rng.double(lo, hi) * 4).rounded() / 4 }
        var flat: [(view: SceneView, parent: Int?)] = []
        var frames: [Rect] = []
        for i in 0..<views {
            var parent: Int? = nil
            if !flat.isEmpty && rng.chance(0.45) { parent = rng.int(max(0, flat.count - 30)...(flat.count - 1)) }
            let pf = parent.map { frames[$0] } ?? Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            var w: Double, h: Double
            switch rng.int(0...11) {
            case 0...6: w = q(1, 30); h = q(1, 30)          // icons and chips: rings
            case 7: w = 48; h = q(8, 48)                     // 48 on one side
            case 8: w = q(40, 56); h = q(40, 56)             // around the threshold
            case 9: w = q(60, canvas.width); h = q(60, canvas.height)   // covers cells
            case 10: w = 0; h = q(0, 20)                     // empty frames
            default: w = q(4, 24); h = q(4, 24)
            }
            var x = q(-10, canvas.width), y = q(-10, canvas.height)
            if parent != nil && rng.chance(0.7) {
                // Mostly over the parent, overflowing now and then.
                x = q(-12, max(0, pf.width))
                y = q(-12, max(0, pf.height))
            }
            // Runs of the same frame as the previous sibling-to-be.
            if let last = flat.last, rng.chance(0.08) {
                let f = last.view.frame
                x = f.x; y = f.y; w = f.width; h = f.height
                parent = last.parent
            }
            let v = SceneView(id: "s\(i)", frame: Rect(x: x, y: y, width: w, height: h),
                              tappable: rng.chance(0.7), hidden: rng.chance(0.03),
                              interactive: !rng.chance(0.1), clips: rng.chance(0.2), parent: parent)
            flat.append((v, parent))
            let origin = parent.map { frames[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            frames.append(Rect(x: origin.x + x, y: origin.y + y, width: w, height: h))
        }
        var children = [[Int]](repeating: [], count: flat.count)
        var roots: [Int] = []
        for (i, t) in flat.enumerated() { if let p = t.parent { children[p].append(i) } else { roots.append(i) } }
        func tree(_ i: Int) -> ViewTree {
            var v = flat[i].view
            v.parent = nil
            return ViewTree(v, children[i].map(tree))
        }
        return Scene(name: "compose stress \(seed)", canvas: canvas, platform: .android, tree: roots.map(tree))
    }

    /// The index grid's cell edges along both axes, exactly and a hair either side, crossed with random coordinates.
    static func gridPoints(_ s: Scene, _ g: GridGeometry, seed: UInt64, count: Int) -> [Point] {
        var rng = SplitMix64(seed: seed &+ 7)
        var out: [Point] = []
        for k in 0..<count {
            let c = rng.int(0...g.nx), r = rng.int(0...g.ny)
            let ex = Double(c) * s.canvas.width / Double(g.nx), ey = Double(r) * s.canvas.height / Double(g.ny)
            let xs = [ex, ex.nextDown, ex.nextUp], ys = [ey, ey.nextDown, ey.nextUp]
            switch k % 3 {
            case 0: out.append(Point(x: rng.pick(xs), y: rng.double(0, s.canvas.height)))
            case 1: out.append(Point(x: rng.double(0, s.canvas.width), y: rng.pick(ys)))
            default: out.append(Point(x: rng.pick(xs), y: rng.pick(ys)))
            }
        }
        return out
    }
}

@Suite("compose: the index equals the linear walk on dense scenes")
struct ComposeIndexStressTests {
    static let shapes: [(views: Int, canvas: Size)] = [
        (120, Size(width: 80, height: 60)), (400, Size(width: 160, height: 120)),
        (900, Size(width: 200, height: 140)), (1500, Size(width: 390, height: 300)),
    ]

    @Test("resolve, outcome, the map's answer and the second candidate equal the walk at random, ring, frame and grid-edge points",
          arguments: Array(UInt64(1)...UInt64(16)))
    func taps(seed: UInt64) {
        let shape = Self.shapes[Int(seed % 4)]
        let s = ComposeStressScenes.build(seed: seed &* 7919, views: shape.views, canvas: shape.canvas)
        let r = Resolver(scene: s)
        let index = r.context.index.compose
        let points = ComposeTestScenes.points(s, seed: seed, random: 400)
            + ComposeStressScenes.gridPoints(s, index.grid, seed: seed, count: 600)
        var checked = 0, ambiguous = 0, nested = 0
        for p in points {
            let want = r.resolveLinearly(p, policy: .compose)
            let got = r.resolve(p, policy: .compose)
            #expect(got == want, "seed \(seed) at \(p)")
            let o = r.outcome(p, policy: .compose)
            #expect(o?.hit == want.hit && o?.responder == want.responder && (o?.ambiguous ?? false) == want.ambiguous,
                    "seed \(seed) at \(p)")
            if s.canvasRect.contains(p) {
                let m = withExtendedLifetime(index) { index.read.hitAndResponder(p.x, p.y, work: nil) }
                #expect((m.hit >= 0 ? Int(m.hit) : nil) == want.hit && (m.responder >= 0 ? Int(m.responder) : nil) == want.responder,
                        "map's answer, seed \(seed) at \(p)")
                let t = index.topTwo(p.x, p.y)
                if want.ambiguous {
                    #expect(Int(t.first) == want.candidates[0] && Int(t.second) == want.candidates[1], "seed \(seed) at \(p)")
                }
            }
            checked += 1
            if want.ambiguous { ambiguous += 1 }
            if (want.path?.count ?? 0) >= 2 { nested += 1 }
        }
        #expect(checked > 500 && ambiguous > 20 && nested > 5, "ambiguous \(ambiguous), nested \(nested)")
    }

    @Test("every index cell, probed at its corners, edges' middles and a 4 × 4 lattice inside: the map's answer, the outcome and the first two candidates equal the walk",
          arguments: Array(UInt64(1)...UInt64(6)))
    func everyCell(seed: UInt64) {
        let shape = Self.shapes[Int(seed % 2)]
        let s = ComposeStressScenes.build(seed: seed &* 65_537, views: shape.views, canvas: shape.canvas)
        let r = Resolver(scene: s)
        let index = r.context.index.compose
        let g = index.grid
        let w = s.canvas.width / Double(g.nx), h = s.canvas.height / Double(g.ny)
        let fractions = [0, 0.125, 0.375, 0.5, 0.625, 0.875, 1].map { $0 * 0.999_999 }
        for row in 0..<g.ny {
            for col in 0..<g.nx {
                for fy in fractions {
                    for fx in fractions {
                        let p = Point(x: (Double(col) + fx) * w, y: (Double(row) + fy) * h)
                        guard s.canvasRect.contains(p) else { continue }
                        let want = r.resolveLinearly(p, policy: .compose)
                        let m = withExtendedLifetime(index) { index.read.hitAndResponder(p.x, p.y, work: nil) }
                        let t = index.topTwo(p.x, p.y)
                        let ok = (m.hit >= 0 ? Int(m.hit) : nil) == want.hit
                            && (m.responder >= 0 ? Int(m.responder) : nil) == want.responder
                            && (t.hit >= 0 ? Int(t.hit) : nil) == want.hit
                            && (t.responder >= 0 ? Int(t.responder) : nil) == want.responder
                            && t.ambiguous == want.ambiguous
                            && (!want.ambiguous || Int(t.second) == want.candidates[1])
                        #expect(ok, "seed \(seed) at \(p)")
                    }
                }
            }
        }
    }

    @Test("maps by hit and by responder, and outcomes with candidates, equal the walk per cell",
          arguments: Array(UInt64(1)...UInt64(8)))
    func maps(seed: UInt64) {
        let shape = Self.shapes[Int(seed % 4)]
        let s = ComposeStressScenes.build(seed: seed &* 104_729, views: shape.views, canvas: shape.canvas)
        ComposeTestScenes.expectMapsEqualWalk(Resolver(scene: s), viewport: Viewport.fit(canvas: s.canvas, cols: 90, rows: 40),
                                              area: ScreenArea(col: -1, row: -1, width: 92, height: 42), seed: seed)
    }

    @Test("the audit through the index equals the oracle's linear walks on dense scenes",
          arguments: Array(UInt64(1)...UInt64(4)))
    func audits(seed: UInt64) throws {
        let s = ComposeStressScenes.build(seed: seed &* 31, views: [60, 120][Int(seed % 2)],
                                          canvas: Size(width: 60, height: 45))
        try AuditEquivalenceTests.compare(s, policies: [.compose], r: [1, 0.5][Int(seed % 2)], minSize: 48, spacing: 8)
    }

    @Test("the dense scenes exercise every kind of cell: uniform, flat, walked, trimmed, with clipped entries")
    func coverage() {
        var uniform = 0, mapOnly = 0, flat = 0, walked = 0, clipped = 0, trimmed = 0, nestedLists = 0
        for seed in UInt64(1)...UInt64(16) {
            let shape = Self.shapes[Int(seed % 4)]
            let s = ComposeStressScenes.build(seed: seed &* 7919, views: shape.views, canvas: shape.canvas)
            let index = ComposeIndex(scene: s)
            let read = index.read
            if index.reducedCount < index.fullCount { trimmed += 1 }
            for c in 0..<index.grid.cellCount {
                let cell = read.cells[c]
                let (list, count) = read.full.list(c)
                guard count > 0 else { continue }
                if cell.hit >= 0 { uniform += 1 } else if cell.mapHit >= 0 { mapOnly += 1 }
                if cell.flat { flat += 1 } else { walked += 1 }
                if (0..<count).contains(where: { list[$0].clipped }) { clipped += 1 }
                if (0..<count).contains(where: { list[$0].span > 1 }) { nestedLists += 1 }
            }
        }
        #expect(uniform > 50 && mapOnly > 10 && flat > 50 && walked > 50 && clipped > 50 && nestedLists > 50 && trimmed >= 8,
                "uniform \(uniform), map-only \(mapOnly), flat \(flat), walked \(walked), clipped \(clipped), nested \(nestedLists), trimmed scenes \(trimmed)")
    }
}
