@testable import TapplayCore

/// Plain, slow second implementations of `sampled` and `android`, written
/// straight from the rules, recursive, with sets of point numbers and no
/// index, sharing no code with the real ones (only the scene model). The
/// real policies are compared with these on random scenes.
enum ReferenceSampled {
    /// hit, responder, ambiguous and candidates, with ids instead of indices: the tests' `Outcome`.
    typealias Answer = Outcome

    /// cos(θ) for θ in half-degrees, the first quadrant (θ = 0 … 180).
    static func cosHalfDegrees(_ t: Int) -> Double {
        switch t {
        case 0: 1
        case 36: 0.95105651629515353   // 18°
        case 45: 0.92387953251128674   // 22.5°
        case 60: 0.8660254037844386    // 30°
        case 72: 0.80901699437494745   // 36°
        case 90: 0.70710678118654757   // 45°
        case 108: 0.58778525229247314  // 54°
        case 120: 0.5                  // 60°
        case 135: 0.38268343236508978  // 67.5°
        case 144: 0.30901699437494745  // 72°
        case 180: 0                    // 90°
        default: fatalError("angle \(t) half-degrees is not in the table")
        }
    }

    /// (cos, sin) of an angle in half-degrees, 0 ≤ θ < 720, by quadrant.
    static func cosSin(_ t: Int) -> (Double, Double) {
        if t <= 180 { return (cosHalfDegrees(t), cosHalfDegrees(180 - t)) }
        if t <= 360 { return (-cosHalfDegrees(360 - t), cosHalfDegrees(t - 180)) }
        if t <= 540 { return (-cosHalfDegrees(t - 360), -cosHalfDegrees(540 - t)) }
        return (cosHalfDegrees(720 - t), -cosHalfDegrees(t - 540))
    }

    /// The sample points and weights around p.
    static func cloud(_ p: Point, radius R: Double) -> [(x: Double, y: Double, w: Double)] {
        let r = Swift.min(Swift.max(Swift.abs(R), 1), 60)
        let s = Swift.max(r / 6, 4)
        var n = 1
        while Double(n) * s < r { n += 1 }       // ⌈r / s⌉
        n = Swift.min(n, 6)
        var out: [(x: Double, y: Double, w: Double)] = [(p.x, p.y, 24)]
        var rho = 0.0
        var ring = 1
        while ring < n {
            rho = ring == 1 ? s : rho + s
            let k = 4 * ring
            for j in 0..<k {
                let (c, t) = cosSin(720 * j / k)
                out.append((p.x + rho * c, p.y + rho * t, 24 / Double(k)))
            }
            ring += 1
        }
        return out
    }

    /// Does view v's own content contain (x, y)?
    static func contains(_ v: SceneView, _ x: Double, _ y: Double) -> Bool {
        let f = v.canvasFrame
        guard let cs = v.contentShape else {
            return x >= f.x && x < f.x + f.width && y >= f.y && y < f.y + f.height
        }
        let cx = f.x + f.width / 2, cy = f.y + f.height / 2
        // Bounds-space point → canvas: about the centre, scaled, then offset.
        func mx(_ u: Double) -> Double { cx + (u - cx) * cs.scaleX + cs.offset.x }
        func my(_ u: Double) -> Double { cy + (u - cy) * cs.scaleY + cs.offset.y }
        switch cs.kind {
        case .rect:
            let r = f.scaled(cs.scaleX, cs.scaleY, about: Point(x: cx, y: cy), offset: cs.offset)
            return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
        case .ellipse:
            let a = f.width / 2 * cs.scaleX, b = f.height / 2 * cs.scaleY
            let u = (x - mx(cx)) / a, w = (y - my(cy)) / b
            return u * u + w * w <= 1
        case .circle:
            let rad = Swift.min(f.width, f.height) / 2
            let a = rad * cs.scaleX, b = rad * cs.scaleY
            let dx = x - mx(cx), dy = y - my(cy)
            if a == b { return dx * dx + dy * dy <= a * a }
            let u = dx / a, w = dy / b
            return u * u + w * w <= 1
        case .capsule:
            let rad = Swift.min(f.width, f.height) / 2
            let p0: (Double, Double), p1: (Double, Double)
            if f.width >= f.height {
                p0 = (mx(f.x + rad), my(cy)); p1 = (mx(f.x + f.width - rad), my(cy))
            } else {
                p0 = (mx(cx), my(f.y + rad)); p1 = (mx(cx), my(f.y + f.height - rad))
            }
            let a = rad * cs.scaleX, b = rad * cs.scaleY
            let ex = Swift.max(Swift.min(p0.0, p1.0) - x, 0, x - Swift.max(p0.0, p1.0))
            let ey = Swift.max(Swift.min(p0.1, p1.1) - y, 0, y - Swift.max(p0.1, p1.1))
            if a == b { return ex * ex + ey * ey <= a * a }
            let u = ex / a, w = ey / b
            return u * u + w * w <= 1
        case .polygon:
            let pts = cs.points.map { (mx(f.x + $0.x * f.width), my(f.y + $0.y * f.height)) }
            guard pts.count >= 3 else { return false }
            var odd = false
            for i in 0..<pts.count {
                let a = pts[(i + pts.count - 1) % pts.count], b = pts[i]
                let cross = (b.0 - a.0) * (y - a.1) - (x - a.0) * (b.1 - a.1)
                if cross == 0 && x >= Swift.min(a.0, b.0) && x <= Swift.max(a.0, b.0)
                    && y >= Swift.min(a.1, b.1) && y <= Swift.max(a.1, b.1) { return true }
                if (a.1 > y) != (b.1 > y) && x < (b.0 - a.0) * (y - a.1) / (b.1 - a.1) + a.0 { odd.toggle() }
            }
            return odd
        }
    }

    indirect enum Node {
        case root([Node])
        case view(Int, [Node])
        case leaf(Int)
    }

    static func nodes(_ s: Scene, _ ids: [Int]) -> [Node] {
        ids.compactMap { i in
            let v = s.views[i]
            guard !v.hidden, v.interactive, v.alpha >= 0.001 else { return nil }
            let own = v.children.isEmpty || v.color != nil || v.label != nil || v.contentShape != nil
            return .view(i, (own ? [Node.leaf(i)] : []) + nodes(s, v.children))
        }
    }

    static func points(of n: Node, _ s: Scene, _ cloud: [(x: Double, y: Double, w: Double)]) -> Set<Int> {
        switch n {
        case .leaf(let i): return Set(cloud.indices.filter { contains(s.views[i], cloud[$0].x, cloud[$0].y) })
        case .view(_, let c), .root(let c): return c.reduce(into: Set<Int>()) { $0.formUnion(points(of: $1, s, cloud)) }
        }
    }

    struct Res {
        var responderPath: [Int]   // child positions from this node down to the responder
        var weight: Double
        var cover: Set<Int>
        var w1: Double
        var w2: Double
        var children: [(child: Int, res: Res)]
    }

    static func children(_ n: Node) -> [Node] {
        switch n {
        case .root(let c), .view(_, let c): c
        case .leaf: []
        }
    }

    static func resolve(_ n: Node, _ mask: Set<Int>, _ s: Scene, _ cloud: [(x: Double, y: Double, w: Double)]) -> Res? {
        let mine = points(of: n, s, cloud)
        let own = mine.subtracting(mask)
        var sum = 0.0
        for k in own.sorted() { sum += cloud[k].w }
        var opacity = 1.0
        if case .view(let i, _) = n { opacity = s.views[i].alpha }
        let weight = opacity * sum
        if weight == 0 { return nil }
        let cover = opacity > 0.5 ? mask.union(own) : mask
        var childMask = mask.union(Set(cloud.indices).subtracting(mine))
        var w1 = 0.0, w2 = 0.0
        var best: (Int, Res)?
        var results: [(child: Int, res: Res)] = []
        let kids = children(n)
        for c in kids.indices.reversed() {
            guard let r = resolve(kids[c], childMask, s, cloud) else { continue }
            childMask = r.cover
            results.append((c, r))
            if r.weight <= w2 { continue }
            if r.weight <= w1 { w2 = r.weight } else { w2 = w1; w1 = r.weight; best = (c, r) }
        }
        if let (c, b) = best, w1 >= Swift.max(w2 * 1.2, 8) {
            return Res(responderPath: [c] + b.responderPath, weight: weight, cover: cover, w1: b.w1, w2: b.w2, children: results)
        }
        return Res(responderPath: [], weight: weight, cover: cover, w1: w1, w2: w2, children: results)
    }

    static func viewOf(_ n: Node) -> Int? {
        switch n {
        case .root: nil
        case .view(let i, _), .leaf(let i): i
        }
    }

    static func answer(_ s: Scene, _ p: Point, radius: Double) -> Answer {
        let none = Answer(hit: nil, responder: nil, ambiguous: false, candidates: [])
        guard p.x >= 0, p.x < s.canvas.width, p.y >= 0, p.y < s.canvas.height else { return none }
        let cloud = cloud(p, radius: radius)
        let root = Node.root(nodes(s, s.roots))
        guard let r = resolve(root, [], s, cloud) else { return none }
        // Walk down the chain, keeping each node and its result.
        var chain: [(Node, Res)] = [(root, r)]
        var node = root
        var res = r
        for step in r.responderPath {
            node = children(node)[step]
            guard let sub = res.children.first(where: { $0.child == step })?.res else { fatalError() }
            res = sub
            chain.append((node, res))
        }
        let hit = viewOf(node)
        var responder: Int? = nil
        var cur = hit
        while let c = cur {
            if s.views[c].tappable { responder = c; break }
            cur = s.views[c].parent
        }
        let ambiguous = r.w2 > 0 && r.w1 >= 8 && r.w1 < r.w2 * 1.2
        var cands: [Int] = []
        for (n, nr) in chain.reversed() {
            let kids = children(n)
            let sorted = nr.children.enumerated().sorted { a, b in
                a.element.res.weight != b.element.res.weight ? a.element.res.weight > b.element.res.weight : a.offset < b.offset
            }
            for e in sorted {
                var target = kids[e.element.child]
                for step in e.element.res.responderPath { target = children(target)[step] }
                if let v = viewOf(target), !cands.contains(v) { cands.append(v) }
            }
        }
        if !ambiguous, let h = hit, let at = cands.firstIndex(of: h) {
            cands.remove(at: at)
            cands.insert(h, at: 0)
        }
        let id = { (i: Int?) in i.map { s.views[$0].id } }
        return Answer(hit: id(hit), responder: id(responder), ambiguous: ambiguous, candidates: cands.map { s.views[$0].id })
    }
}

enum ReferenceAndroid {
    /// (hit, responder) as ids.
    static func answer(_ s: Scene, _ p: Point) -> (hit: String?, responder: String?) {
        guard p.x >= 0, p.x < s.canvas.width, p.y >= 0, p.y < s.canvas.height else { return (nil, nil) }
        func inside(_ r: Rect) -> Bool { p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height }
        func dispatch(_ i: Int) -> Int? {
            let v = s.views[i]
            guard !v.hidden, inside(v.canvasFrame) else { return nil }
            for c in v.children.reversed() {
                if let h = dispatch(c) { return h }
            }
            if v.interactive {
                for c in v.children.reversed() {
                    let cv = s.views[c]
                    let f = cv.canvasFrame, e = cv.hitInsets
                    let grown = Rect(x: f.x - e.left, y: f.y - e.top, width: Swift.max(0, f.width + e.left + e.right),
                                     height: Swift.max(0, f.height + e.top + e.bottom))
                    if cv.tappable && !cv.hidden && inside(grown) { return c }
                }
            }
            return v.tappable ? i : nil
        }
        for r in s.roots.reversed() {
            if let h = dispatch(r) {
                return (s.views[h].id, s.views[h].interactive ? s.views[h].id : nil)
            }
        }
        return (nil, nil)
    }
}

/// Small random scenes for the policy comparisons: nesting, colours and
/// labels (own content) or bare parents, hidden views, alphas either side of
/// 0.001 and 0.5, disabled views, hit insets and every content shape.
enum PolicyTestScenes {
    static func build(seed: UInt64, views: Int, canvas: Size = Size(width: 120, height: 100)) -> Scene {
        var rng = SplitMix64(seed: seed)
        let trees = RandomTrees.build(&rng, views: views, canvas: canvas, nesting: 0.7, window: 6) { i, parent, rng in
            let (pw, ph) = parent
            let w = rng.half(2, max(4, pw * 0.8)), h = rng.half(2, max(4, ph * 0.8))
            let x = rng.half(-0.1 * pw, pw - 0.6 * w), y = rng.half(-0.1 * ph, ph - 0.6 * h)
            var shape: ContentShapeSpec? = nil
            if rng.chance(0.3) {
                let kind = rng.pick(ContentShapeSpec.Kind.allCases)
                let pts = kind == .polygon ? (0..<rng.int(3...5)).map { _ in Point(x: rng.half(-0.2, 1.2), y: rng.half(-0.2, 1.2)) } : []
                let sx = rng.pick([0.5, 1, 1, 1.5]), sy = rng.chance(0.6) ? sx : rng.pick([0.5, 1, 2])
                shape = ContentShapeSpec(kind: kind, points: pts,
                                         offset: rng.chance(0.3) ? Point(x: rng.half(-4, 4), y: rng.half(-4, 4)) : .zero,
                                         scaleX: sx, scaleY: sy)
            }
            return SceneView(id: "v\(i)", frame: Rect(x: x, y: y, width: w, height: h),
                             color: rng.chance(0.5) ? .red : nil, label: rng.chance(0.2) ? "L\(i)" : nil,
                             tappable: rng.chance(0.5), hidden: rng.chance(0.05),
                             alpha: rng.chance(0.25) ? rng.pick([0, 0.0005, 0.001, 0.3, 0.5, 0.50001, 0.7]) : 1,
                             interactive: !rng.chance(0.08),
                             hitInsets: rng.chance(0.15) ? EdgeInsets(all: rng.half(-4, 10)) : .zero,
                             contentShape: shape)
        }
        return Scene(name: "random \(seed)", canvas: canvas, tree: trees)
    }
}
