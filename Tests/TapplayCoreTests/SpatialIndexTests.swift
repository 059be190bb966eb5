import Foundation
import Testing
@testable import TapplayCore

/// Random scenes built in code, with what a scene file cannot say too
/// (fractional edges, shapes scaled to nothing, pass-through holes outside
/// the view, frames far off the canvas), for comparing the index with the
/// policies' linear walks.
enum RandomScenes {
    static func build(seed: UInt64, views: Int, canvas: Size = Size(width: 120, height: 96),
                      slop: Double = 10) -> Scene {
        var rng = SplitMix64(seed: seed)
        // Coordinates on a quarter-point lattice, so many edges fall exactly on probe points.
        func q(_ lo: Double, _ hi: Double) -> Double { (rng.double(lo, hi) * 4).rounded() / 4 }
        var flat: [SceneView] = []
        var depth: [Int] = []
        var sizes: [(Double, Double)] = []
        for i in 0..<views {
            var parent: Int? = nil
            if !flat.isEmpty && rng.chance(0.8) {
                // Mostly recent views as parents: deep chains and wide sibling lists both occur.
                let lo = max(0, flat.count - rng.pick([1, 2, 4, 12, 40]))
                parent = rng.int(lo...(flat.count - 1))
                if depth[parent!] >= 30 { parent = nil }
            }
            let (pw, ph) = parent.map { sizes[$0] } ?? (canvas.width, canvas.height)
            let w = max(0, q(0, max(2, pw * 0.9))), h = max(0, q(0, max(2, ph * 0.9)))
            let x = q(-0.15 * pw, pw - 0.5 * w), y = q(-0.15 * ph, ph - 0.5 * h)
            var shape: ContentShapeSpec? = nil
            if rng.chance(0.35) {
                let kind = rng.pick(ContentShapeSpec.Kind.allCases)
                let pts = kind == .polygon
                    ? (0..<rng.int(3...6)).map { _ in Point(x: q(-0.2, 1.2), y: q(-0.2, 1.2)) } : []
                let sx = rng.pick([0, 0.25, 0.5, 1, 1, 1.5]), sy = rng.chance(0.5) ? sx : rng.pick([0, 0.5, 1, 2])
                shape = ContentShapeSpec(kind: kind, points: pts,
                                         offset: rng.chance(0.4) ? Point(x: q(-6, 6), y: q(-6, 6)) : .zero,
                                         scaleX: sx, scaleY: sy)
            }
            var insets = EdgeInsets.zero
            if rng.chance(0.15) {
                insets = rng.chance(0.5) ? EdgeInsets(all: q(-10, 10))
                    : EdgeInsets(top: q(-6, 8), left: q(-6, 8), bottom: q(-6, 8), right: q(-6, 8))
            }
            var holes: [Rect] = []
            if rng.chance(0.12) {
                for _ in 0..<rng.int(1...2) {
                    holes.append(Rect(x: q(-0.2 * w, w), y: q(-0.2 * h, h), width: q(0, w * 0.8), height: q(0, h * 0.8)))
                }
            }
            let v = SceneView(
                id: "n\(i)", frame: Rect(x: x, y: y, width: w, height: h),
                tappable: rng.chance(0.55), hidden: rng.chance(0.04),
                alpha: rng.chance(0.15) ? rng.pick([0, 0.0005, 0.0009, 0.001, 0.005, 0.0099, 0.01, 0.4]) : 1,
                interactive: !rng.chance(0.05), clips: rng.chance(0.2), hitInsets: insets, passThrough: holes,
                contentShape: shape,
                gestures: rng.chance(0.1) ? [.doubleTap] : nil, parent: parent)
            flat.append(v)
            depth.append(parent.map { depth[$0] + 1 } ?? 0)
            sizes.append((w, h))
        }
        // Painter's order needs parents first and children in order: re-sort into pre-order.
        var children = [[Int]](repeating: [], count: flat.count)
        var roots: [Int] = []
        for (i, v) in flat.enumerated() {
            if let p = v.parent { children[p].append(i) } else { roots.append(i) }
        }
        var order: [Int] = []
        var stack = Array(roots.reversed())
        while let i = stack.popLast() {
            order.append(i)
            stack.append(contentsOf: children[i].reversed())
        }
        var newIndex = [Int](repeating: 0, count: flat.count)
        for (n, i) in order.enumerated() { newIndex[i] = n }
        let views = order.map { i -> SceneView in
            var v = flat[i]
            v.parent = v.parent.map { newIndex[$0] }
            return v
        }
        return Scene(name: "random \(seed)", canvas: canvas, slop: slop, views: views)
    }

    /// Probe points: a lattice (edges included), view edges and shape edges ± slop, random points,
    /// and a few outside the canvas.
    static func points(for s: Scene, slop: Double, seed: UInt64, count: Int) -> [Point] {
        var rng = SplitMix64(seed: seed ^ 0xABCD)
        var out: [Point] = []
        let w = s.canvas.width, h = s.canvas.height
        for _ in 0..<count / 3 {
            out.append(Point(x: (rng.double(-2, w + 2) * 4).rounded() / 4, y: (rng.double(-2, h + 2) * 4).rounded() / 4))
        }
        for _ in 0..<count / 3 where !s.views.isEmpty {
            let v = s.views[rng.int(0...(s.views.count - 1))]
            let f = v.canvasFrame
            let b = v.shape.boundingBox
            let xs = [f.minX, f.maxX, f.midX, b.minX - slop, b.maxX + slop, b.minX, b.maxX, f.minX - v.hitInsets.left]
            let ys = [f.minY, f.maxY, f.midY, b.minY - slop, b.maxY + slop, b.minY, b.maxY, f.maxY + v.hitInsets.bottom]
            out.append(Point(x: rng.pick(xs), y: rng.pick(ys)))
        }
        while out.count < count {
            out.append(Point(x: rng.double(-1, w + 1), y: rng.double(-1, h + 1)))
        }
        return out
    }
}

@Suite("Spatial index")
struct SpatialIndexTests {
    @Test("untraced resolve (the index) equals the policies' linear walks on random scenes",
          arguments: Array(UInt64(1)...UInt64(24)))
    func indexEqualsLinear(seed: UInt64) {
        let views = [1, 3, 8, 20, 60, 150][Int(seed % 6)]
        let slop = [0, 2.5, 10, 24][Int(seed / 6 % 4)]
        let s = RandomScenes.build(seed: seed, views: views, slop: slop)
        let r = Resolver(scene: s)
        for p in RandomScenes.points(for: s, slop: slop, seed: seed, count: 900) {
            for policy in PolicyKind.allCases {
                let fast = r.resolve(p, policy: policy)
                let slow = r.resolveLinearly(p, policy: policy)
                #expect(fast == slow, "seed \(seed) \(policy) at \(p): \(fast) vs \(slow)")
                let o = r.outcome(p, policy: policy)
                if s.canvasRect.contains(p) {
                    #expect(o == HitOutcome(hit: slow.hit, responder: slow.responder, ambiguous: slow.ambiguous))
                } else {
                    #expect(o == nil)
                }
            }
        }
    }

    @Test("the index equals the linear walks on generated scene files", arguments: Array(UInt64(1)...UInt64(8)))
    func generatedScenes(seed: UInt64) throws {
        let opts = SceneGenerator.Options(views: [40, 120, 300, 600][Int(seed % 4)], seed: seed,
                                          depth: [3, 12, 40][Int(seed % 3)],
                                          canvas: Size(width: 200, height: 120), slop: [10, 0, 6][Int(seed % 3)])
        let s = try SceneLoader.parse(yaml: SceneGenerator.yaml(opts), source: "gen")
        for slop in [nil, 13.0] {
            let r = Resolver(scene: s, slop: slop)
            for p in RandomScenes.points(for: s, slop: r.slop, seed: seed, count: 600) {
                for policy in PolicyKind.allCases {
                    #expect(r.resolve(p, policy: policy) == r.resolveLinearly(p, policy: policy),
                            "seed \(seed) \(policy) at \(p)")
                }
            }
        }
    }

    @Test("traced resolutions still walk every view, with the index's answer")
    func tracedMatchesUntraced() {
        let s = RandomScenes.build(seed: 99, views: 40)
        let r = Resolver(scene: s)
        for p in RandomScenes.points(for: s, slop: 10, seed: 99, count: 120) {
            for policy in PolicyKind.allCases {
                let traced = r.resolve(p, policy: policy, tracing: true)
                var plain = r.resolve(p, policy: policy)
                #expect(!traced.trace.isEmpty)
                #expect(plain.trace.isEmpty)
                plain.trace = traced.trace
                #expect(plain == traced, "\(policy) at \(p)")
            }
        }
    }

    @Test("a scene of stacked full-canvas overlays coarsens the grid and stays exact")
    func fullCanvasOverlays() {
        var tree: [ViewTree] = []
        for i in 0..<400 {
            tree.append(view("o\(i)", 0, 0, 100, 80, tappable: i % 3 == 0, alpha: i % 7 == 0 ? 0.005 : 1,
                             passThrough: i % 11 == 0 ? [Rect(x: 10, y: 10, width: 30, height: 30)] : []))
        }
        let s = scene(tree, width: 100, height: 80)
        let r = Resolver(scene: s)
        for p in RandomScenes.points(for: s, slop: 10, seed: 5, count: 200) {
            for policy in PolicyKind.allCases {
                #expect(r.resolve(p, policy: policy) == r.resolveLinearly(p, policy: policy))
            }
        }
    }

    @Test("empty canvases, empty scenes and far-away views answer nothing, without trapping")
    func degenerate() {
        let far = scene([view("far", 1e12, -1e12, 1e13, 5e12, tappable: true),
                         view("huge", -1e15, -1e15, 2e15, 2e15, tappable: true,
                              shape: ContentShapeSpec(kind: .ellipse))], width: 50, height: 40)
        let empty = scene([], width: 50, height: 40)
        let zero = scene([view("a", 0, 0, 10, 10, tappable: true)], width: 0, height: 0)
        for s in [far, empty, zero] {
            let r = Resolver(scene: s)
            for p in [Point(x: 0, y: 0), Point(x: 25, y: 20), Point(x: 49.99, y: 39.99), Point(x: -1, y: 5), Point(x: 1e13, y: 0)] {
                for policy in PolicyKind.allCases {
                    #expect(r.resolve(p, policy: policy) == r.resolveLinearly(p, policy: policy), "\(s.name) \(policy) \(p)")
                }
            }
        }
    }

    @Test("ellipses and capsules: points right at slop along the normal, either side")
    func ellipseBound() {
        var rng = SplitMix64(seed: 77)
        for kind in [ContentShapeSpec.Kind.ellipse, .capsule, .circle] {
            for _ in 0..<12 {
                let w = rng.double(2, 150), h = rng.double(2, 150)
                let spec = ContentShapeSpec(kind: kind, scaleX: rng.pick([0.3, 1, 1.7]), scaleY: rng.pick([0.5, 1, 2.5]))
                let s = scene([view("e", 120, 110, w, h, tappable: true, shape: spec)], width: 400, height: 380)
                let r = Resolver(scene: s)
                var ellipses: [(Point, Double, Double)] = []
                switch s.views[0].shape {
                case .ellipse(let c, let rx, let ry): ellipses = [(c, rx, ry)]
                case .capsule(_, let a, let b, let rx, let ry): ellipses = [(a, rx, ry), (b, rx, ry)]
                default: Issue.record("expected an ellipse or a capsule")
                }
                for (c, rx, ry) in ellipses {
                for k in 0..<48 {
                    let t = Double(k) / 48 * 2 * Double.pi
                    // A boundary point and its outward normal.
                    let q = Point(x: c.x + rx * cos(t), y: c.y + ry * sin(t))
                    var nx = cos(t) / max(rx, 1e-9), ny = sin(t) / max(ry, 1e-9)
                    let len = (nx * nx + ny * ny).squareRoot()
                    nx /= len; ny /= len
                    for delta in [-1e-6, -1e-9, 0, 1e-9, 1e-6, 0.01] {
                        let p = Point(x: q.x + nx * (10 + delta), y: q.y + ny * (10 + delta))
                        for policy in PolicyKind.allCases {
                            #expect(r.resolve(p, policy: policy) == r.resolveLinearly(p, policy: policy))
                        }
                    }
                }
                }
            }
        }
    }

    @Test("grid cells: a point's cell is within the cells a box around it reaches")
    func gridMapping() {
        let g = GridGeometry(width: 390, height: 844, cells: 2000)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<5000 {
            let p = Point(x: rng.double(0, 390), y: rng.double(0, 844))
            let b = Box(x0: p.x - rng.double(0, 30), y0: p.y - rng.double(0, 30), x1: p.x + rng.double(0, 30), y1: p.y + rng.double(0, 30))
            let c = g.cell(p.x, p.y)
            #expect(g.columns(b).contains(c % g.nx) && g.rows(b).contains(c / g.nx))
        }
        // A covered cell's every point is inside the rect.
        let r = HalfOpenBox(Rect(x: 13.3, y: 0, width: 200.1, height: 400))
        if let cov = g.coveredCells(r) {
            for _ in 0..<5000 {
                let p = Point(x: rng.double(0, 390), y: rng.double(0, 844))
                let c = g.cell(p.x, p.y)
                if cov.cols.contains(c % g.nx) && cov.rows.contains(c / g.nx) { #expect(r.contains(p.x, p.y)) }
            }
        }
    }
}
