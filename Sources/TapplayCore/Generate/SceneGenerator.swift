/// Writes random, valid scenes for benchmarks and stress tests:
/// nested containers laid out as grids, stacks, scattered and overlapping
/// boxes, with every view key exercised — colours, labels, tappable, gestures,
/// hidden, alpha (including 0.005 and 0.0005, either side of the two touch
/// thresholds), interactive, clips, hitInsets (both signs), passThrough,
/// every contentShape kind with offset and scale, draggable, dropTarget,
/// reorderable, dragOpacity — plus veils and pass-through covers over other
/// views. The same options always give the same text (SplitMix64, own
/// formatting); coordinates are whole points, so many edges fall exactly on
/// the points that taps and hit maps probe.
public enum SceneGenerator {
    public struct Options: Sendable, Hashable {
        /// Total number of views (at least 1).
        public var views: Int
        public var seed: UInt64
        /// Maximum nesting: 1 = root views only; at most `maxDepth`.
        public var depth: Int
        public var canvas: Size
        /// The scene's slop (nil: 10).
        public var slop: Double?

        public init(views: Int, seed: UInt64 = 1, depth: Int = 12,
                    canvas: Size = Size(width: 390, height: 844), slop: Double? = nil) {
            self.views = views
            self.seed = seed
            self.depth = depth
            self.canvas = canvas
            self.slop = slop
        }
    }

    /// The scene loader reads about 495 levels; stay well below.
    public static let maxDepth = 400

    static let colors = ["red", "green", "blue", "yellow", "magenta", "cyan", "white", "gray", "black", "orange"]
    static let alphas = [0, 0.0005, 0.0009, 0.001, 0.005, 0.009, 0.01, 0.3, 0.5, 0.99]

    private enum Role { case plain, veil, cover, chain }

    private struct Node {
        var id: String
        var depth: Int
        var x: Double, y: Double, w: Double, h: Double
        var role: Role = .plain
        var children: [Int] = []
    }

    /// The scene as YAML text.
    public static func yaml(_ o: Options) -> String {
        var rng = SplitMix64(seed: o.seed)
        let total = max(1, o.views)
        let maxDepth = min(max(1, o.depth), Self.maxDepth)
        let cw = (o.canvas.width > 0 && o.canvas.width.isFinite) ? o.canvas.width.rounded() : 390
        let ch = (o.canvas.height > 0 && o.canvas.height.isFinite) ? o.canvas.height.rounded() : 844

        var nodes: [Node] = []
        var roots: [Int] = []
        /// Plain views that may still take children.
        var open: [Int] = []
        func make(_ parent: Int?, _ f: (Double, Double, Double, Double), _ role: Role = .plain) -> Int {
            let i = nodes.count
            let prefix: String
            switch role {
            case .plain: prefix = "v"
            case .veil: prefix = "veil"
            case .cover: prefix = "cover"
            case .chain: prefix = "deep"
            }
            let d = parent.map { nodes[$0].depth + 1 } ?? 0
            nodes.append(Node(id: "\(prefix)\(i)", depth: d, x: f.0, y: f.1, w: f.2, h: f.3, role: role))
            if let p = parent { nodes[p].children.append(i) } else { roots.append(i) }
            if role == .plain && d < maxDepth - 1 { open.append(i) }
            return i
        }

        // The screen, then a chain of wrappers when deep nesting is asked for
        // (a breadth-first layout alone stays shallow), then breadth-first
        // containers until the budget is spent.
        let screen = make(nil, (0, 0, cw, ch))
        var left = total - 1
        if maxDepth > 8 && total >= 40 {
            let chain = min(maxDepth - 2, total / 10)
            var host = screen
            let base = (cw * 0.1).rounded(), top = (ch * 0.6).rounded()
            var f = (base, top, (cw * 0.5).rounded(), (ch * 0.3).rounded())
            for level in 0..<chain {
                host = make(host, f, .chain)
                left -= 1
                let inset: Double = level % 16 == 15 && f.2 > 4 && f.3 > 4 ? 1 : 0
                f = (inset, inset, f.2 - 2 * inset, f.3 - 2 * inset)
            }
        }
        var queue: [Int] = [screen]
        var head = 0
        while left > 0 {
            let parent: Int
            if head < queue.count {
                parent = queue[head]
                head += 1
            } else {
                // Everything expandable is expanded: crowd a random shallow-enough view.
                if open.isEmpty {
                    _ = make(nil, randomBox(&rng, cw, ch))
                    left -= 1
                    continue
                }
                parent = rng.pick(open)
            }
            let p = nodes[parent]
            let k = min(left, rng.int(2...7))
            let frames = layout(&rng, k, p.w, p.h)
            var made: [Int] = []
            for f in frames {
                let c = make(parent, f)
                made.append(c)
                left -= 1
                if nodes[c].depth < maxDepth - 1 && f.2 >= 6 && f.3 >= 6 { queue.append(c) }
            }
            // Now and then a veil over a sibling (alpha either side of 0.01 and 0.001), or a
            // translucent cover with a pass-through hole, as UIKit overlays do.
            if left > 0 && rng.chance(0.08), let under = made.last {
                let u = nodes[under]
                _ = make(parent, (u.x, u.y, u.w, u.h), .veil)
                left -= 1
            }
            if left > 0 && rng.chance(0.03) {
                _ = make(parent, (0, 0, p.w, p.h), .cover)
                left -= 1
            }
        }

        var out = ""
        out.reserveCapacity(total * 90)
        out += "# tapplay generate --views \(total) --seed \(o.seed) --depth \(maxDepth) --canvas \(num(cw))x\(num(ch))\n"
        out += "name: Generated \(total) views (seed \(o.seed))\n"
        out += "description: A random scene from tapplay generate, for benchmarks and stress tests.\n"
        out += "canvas: { width: \(num(cw)), height: \(num(ch)) }\n"
        out += "slop: \(num(o.slop ?? 10))\n"
        if rng.chance(0.1) { out += "quickDrag: true\n" }
        out += "views:\n"

        // Pre-order with an explicit stack: a scene may nest hundreds of levels.
        var stack: [Int] = roots.reversed()
        while let i = stack.popLast() {
            let n = nodes[i]
            let pad = String(repeating: " ", count: 2 * n.depth)
            out += pad + "- id: " + n.id + "\n"
            out += pad + "  frame: [\(num(n.x)), \(num(n.y)), \(num(n.w)), \(num(n.h))]\n"
            for line in properties(&rng, n) { out += pad + "  " + line + "\n" }
            if !n.children.isEmpty {
                out += pad + "  children:\n"
                for c in n.children.reversed() { stack.append(c) }
            }
        }
        return out
    }

    /// `k` child frames inside a parent of size w × h (its own coordinates).
    private static func layout(_ rng: inout SplitMix64, _ k: Int, _ w: Double, _ h: Double)
        -> [(Double, Double, Double, Double)] {
        var out: [(Double, Double, Double, Double)] = []
        let mode = rng.unit()
        if w < 8 || h < 8 || mode >= 0.92 {
            // Stacked cards, each a little offset: heavy overlap.
            let step = max(0, min(w, h) / Double(2 * k)).rounded(.down)
            for i in 0..<k {
                let o = Double(i) * step
                out.append((o, o, max(0, w - o - step), max(0, h - o - step)))
            }
        } else if mode < 0.62 {
            // A grid (a VStack or HStack when one row or column), with margins and gaps.
            let cols: Int
            switch rng.int(0...5) {
            case 0: cols = 1
            case 1: cols = k
            default: cols = max(1, min(k, Int(saturating: (Double(k) * w / h).squareRoot().rounded())))
            }
            let rows = (k + cols - 1) / cols
            let margin = (min(w, h) * rng.double(0, 0.08)).rounded(.down)
            var gap = rng.pick([0.0, 0, 1, 2, 4, 8])
            let innerW = w - 2 * margin, innerH = h - 2 * margin
            gap = min(gap, (innerW / Double(cols) / 4).rounded(.down), (innerH / Double(rows) / 4).rounded(.down))
            gap = max(0, gap)
            let cellW = (innerW - gap * Double(cols - 1)) / Double(cols)
            let cellH = (innerH - gap * Double(rows - 1)) / Double(rows)
            for i in 0..<k {
                let c = Double(i % cols), r = Double(i / cols)
                let x = (margin + c * (cellW + gap)).rounded()
                let y = (margin + r * (cellH + gap)).rounded()
                let x1 = (margin + c * (cellW + gap) + cellW).rounded()
                let y1 = (margin + r * (cellH + gap) + cellH).rounded()
                out.append((x, y, max(0, x1 - x), max(0, y1 - y)))
            }
        } else {
            // Scattered boxes, overlapping each other, some spilling out of the parent.
            for _ in 0..<k { out.append(randomBox(&rng, w, h)) }
        }
        return out
    }

    private static func randomBox(_ rng: inout SplitMix64, _ w: Double, _ h: Double) -> (Double, Double, Double, Double) {
        let bw = (w * rng.double(0.08, 0.6)).rounded(), bh = (h * rng.double(0.08, 0.6)).rounded()
        let x = rng.double(-0.1 * w, w - 0.8 * bw).rounded(), y = rng.double(-0.1 * h, h - 0.8 * bh).rounded()
        return (x, y, max(0, bw), max(0, bh))
    }

    /// The view's keys other than id, frame and children, one "key: value" a line.
    private static func properties(_ rng: inout SplitMix64, _ n: Node) -> [String] {
        var out: [String] = []
        switch n.role {
        case .veil:
            out.append("alpha: \(num(rng.pick([0, 0.0005, 0.005, 0.009, 0.5])))")
            if rng.chance(0.3) { out.append("interactive: false") }
            return out
        case .cover:
            out.append("color: gray")
            out.append("alpha: 0.4")
            let tw = (n.w / 3).rounded(), th = (n.h / 3).rounded()
            out.append("passThrough: [\(num(tw)), \(num(th)), \(num(tw)), \(num(th))]")
            return out
        case .chain:
            if rng.chance(0.1) { out.append("color: \(rng.pick(colors))") }
            if n.children.isEmpty { out.append("tappable: true") }
            return out
        case .plain:
            // The screen itself stays plain: a hidden or disabled root would silence everything.
            if n.depth == 0 && n.id == "v0" { return ["color: white"] }
        }
        let leaf = n.children.isEmpty
        if rng.chance(0.75) { out.append("color: \(rng.pick(colors))") }
        if rng.chance(0.12) { out.append("label: L\(n.id)") }
        let tappable = rng.chance(leaf ? 0.5 : 0.12)
        if tappable {
            if rng.chance(0.1) {
                var gs: [String] = []
                for g in ["tap", "doubleTap", "longPress"] where rng.chance(0.6) { gs.append(g) }
                if gs.isEmpty { gs = ["doubleTap"] }
                out.append("gestures: [\(gs.joined(separator: ", "))]")
                if rng.chance(0.5) { out.append("tappable: true") }
            } else {
                out.append("tappable: true")
            }
        } else if rng.chance(0.05) {
            out.append("tappable: false")
        }
        if rng.chance(0.025) { out.append("hidden: \(rng.chance(0.8))") }
        if rng.chance(0.07) { out.append("alpha: \(num(rng.pick(alphas)))") }
        if rng.chance(0.03) { out.append("interactive: false") }
        if rng.chance(0.1) { out.append("clips: true") }
        if rng.chance(0.07) {
            if rng.chance(0.6) {
                out.append("hitInsets: \(num(rng.pick([-8.0, -4, -2, 2, 4, 6, 10, 15])))")
            } else {
                let v = (0..<4).map { _ in num(Double(rng.int(-4...12))) }
                out.append("hitInsets: { top: \(v[0]), left: \(v[1]), bottom: \(v[2]), right: \(v[3]) }")
            }
        }
        if rng.chance(0.03) {
            func hole() -> String {
                let x = (n.w * rng.double(-0.1, 0.7)).rounded(), y = (n.h * rng.double(-0.1, 0.7)).rounded()
                let w = (n.w * rng.double(0.1, 0.6)).rounded(), h = (n.h * rng.double(0.1, 0.6)).rounded()
                return "[\(num(x)), \(num(y)), \(num(max(0, w))), \(num(max(0, h)))]"
            }
            out.append(rng.chance(0.6) ? "passThrough: \(hole())" : "passThrough: [\(hole()), \(hole())]")
        }
        if rng.chance(tappable ? 0.18 : 0.03) { out.append(contentShape(&rng)) }
        if rng.chance(0.03) { out.append("draggable: true") }
        if rng.chance(0.03) { out.append("dropTarget: true") }
        if rng.chance(0.015) { out.append("reorderable: true") }
        if rng.chance(0.02) { out.append("dragOpacity: \(num(rng.pick([0, 0.001, 0.5])))") }
        return out
    }

    private static func contentShape(_ rng: inout SplitMix64) -> String {
        let kind = rng.pick(["rect", "circle", "ellipse", "capsule", "polygon"])
        if kind != "polygon" && rng.chance(0.35) { return "contentShape: \(kind)" }
        var parts = ["shape: \(kind)"]
        if kind == "polygon" {
            let count = rng.int(3...6)
            let pts = (0..<count).map { _ in
                "[\(num((rng.double(-0.1, 1.1) * 20).rounded() / 20)), \(num((rng.double(-0.1, 1.1) * 20).rounded() / 20))]"
            }
            parts.append("points: [\(pts.joined(separator: ", "))]")
        }
        if rng.chance(0.4) { parts.append("offset: [\(rng.int(-8...8)), \(rng.int(-8...8))]") }
        if rng.chance(0.4) {
            let scales = [0, 0.5, 0.7, 0.8, 1, 1.2, 1.5]
            parts.append(rng.chance(0.6) ? "scale: \(num(rng.pick(scales)))"
                         : "scale: [\(num(rng.pick(scales))), \(num(rng.pick(scales)))]")
        }
        return "contentShape: { \(parts.joined(separator: ", ")) }"
    }

    /// A number as YAML reads it back exactly: whole numbers without a point,
    /// others with up to four decimals (never an exponent).
    static func num(_ v: Double) -> String {
        let scaled = (v * 10_000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "0" }
        var n = Int(scaled)
        if n == 0 { return "0" }
        let negative = n < 0
        n = abs(n)
        let whole = n / 10_000
        var frac = n % 10_000
        var s = (negative ? "-" : "") + String(whole)
        if frac != 0 {
            var digits = 4
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            s += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return s
    }
}
