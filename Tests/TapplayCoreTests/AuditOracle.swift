import Testing
@testable import TapplayCore

/// The audit computed the plain, slow way, independently of `Audit`: every
/// sample resolved one by one by the policies' own view-by-view walks
/// (`Resolver.resolveLinearly`, no index), every view alone resolved in a scene of its
/// own, every finding built from scratch.
enum AuditOracle {
    struct Finding: Equatable, CustomStringConvertible {
        var kind: FindingKind
        var policy: PolicyKind?
        var views: [String]
        var area: Double?
        var at: Point?
        var bounds: Rect?
        var size: Size?
        var gap: Double?
        /// The target-size kinds: the side of the largest square.
        var square: Double?
        var description: String {
            "\(policy?.rawValue ?? "-") \(kind) \(views) area \(area.map { "\($0)" } ?? "-") at \(at.map { "\($0)" } ?? "-") "
                + "bounds \(bounds.map { "\($0)" } ?? "-") size \(size.map { "\($0.width)x\($0.height)" } ?? "-") gap \(gap ?? -1)"
                + (square.map { " square \($0)" } ?? "")
        }

        init(kind: FindingKind, policy: PolicyKind?, views: [String], area: Double? = nil, at: Point? = nil,
             bounds: Rect? = nil, size: Size? = nil, gap: Double? = nil, square: Double? = nil) {
            self.kind = kind; self.policy = policy; self.views = views; self.area = area; self.at = at
            self.bounds = bounds; self.size = size; self.gap = gap; self.square = square
        }

        init(_ f: AuditFinding) {
            self.init(kind: f.kind, policy: f.policy, views: f.views, area: f.area, at: f.at, bounds: f.bounds,
                      size: f.size, gap: f.gap, square: f.square)
        }
    }

    static func samples(_ s: Scene, _ r: Double) -> [Point] {
        var out: [Point] = []
        var j = 0
        while (Double(j) + 0.5) * r < s.canvas.height {
            var i = 0
            while (Double(i) + 0.5) * r < s.canvas.width {
                out.append(Point(x: (Double(i) + 0.5) * r, y: (Double(j) + 0.5) * r))
                i += 1
            }
            j += 1
        }
        return out
    }

    /// area, at, bounds of a list of sample points in sample order.
    static func measure(_ pts: [Point], _ r: Double) -> (area: Double, at: Point, bounds: Rect) {
        let mx = pts.reduce(0) { $0 + $1.x } / Double(pts.count)
        let my = pts.reduce(0) { $0 + $1.y } / Double(pts.count)
        var at = pts[0], best = Double.infinity
        for p in pts {
            let d = (p.x - mx) * (p.x - mx) + (p.y - my) * (p.y - my)
            if d < best { best = d; at = p }
        }
        let x0 = pts.map(\.x).min()! - r / 2, x1 = pts.map(\.x).max()! + r / 2
        let y0 = pts.map(\.y).min()! - r / 2, y1 = pts.map(\.y).max()! + r / 2
        return (Double(pts.count) * r * r, at, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The view and every ancestor: not hidden, interactive, alpha at least `minimumAlpha`.
    /// (Where alpha plays no part, Android: the view and every ancestor not hidden, the view interactive.)
    static func takesTouches(_ s: Scene, _ i: Int, _ minimumAlpha: Double) -> Bool {
        if minimumAlpha <= 0 {
            guard s.views[i].interactive else { return false }
            var cur: Int? = i
            while let c = cur {
                if s.views[c].hidden { return false }
                cur = s.views[c].parent
            }
            return true
        }
        var cur: Int? = i
        while let c = cur {
            let v = s.views[c]
            if v.hidden || !v.interactive || v.alpha < minimumAlpha { return false }
            cur = v.parent
        }
        return true
    }

    static func alone(_ v: SceneView, _ s: Scene) -> Scene {
        var copy = v
        copy.frame = v.canvasFrame
        copy.parent = nil
        return Scene(name: "alone", canvas: s.canvas, slop: s.slop, views: [copy])
    }

    /// Which axes of view `i` a size is judged on (SPEC §5): not one where its
    /// frame reaches past the canvas or past a clipping ancestor's frame (a
    /// frame that only touches that edge is judged), nor either inside a bar,
    /// whose items UIKit grows beyond what a dump shows. In a scene of visible
    /// bounds, also not where it ends on the canvas's edge, or on its nearest
    /// clipping ancestor's edge across the axis that ancestor's items stand along.
    static func judgedAxes(_ s: Scene, _ i: Int) -> (width: Bool, height: Bool) {
        let f = s.views[i].canvasFrame
        var x0 = 0.0, y0 = 0.0, x1 = s.canvas.width, y1 = s.canvas.height
        var nearestClip: Int?
        var cur = s.views[i].parent
        while let c = cur {
            let a = s.views[c]
            if let t = a.type, ["NavigationBar", "Toolbar", "TabBar"].contains(where: { t.hasSuffix($0) }) {
                return (false, false)
            }
            if a.clips {
                if nearestClip == nil { nearestClip = c }
                x0 = max(x0, a.canvasFrame.minX); x1 = min(x1, a.canvasFrame.maxX)
                y0 = max(y0, a.canvasFrame.minY); y1 = min(y1, a.canvasFrame.maxY)
            }
            cur = a.parent
        }
        let e = 1e-6
        var w = f.minX >= x0 - e && f.maxX <= x1 + e
        var h = f.minY >= y0 - e && f.maxY <= y1 + e
        if s.visibleBounds {
            if abs(f.minX) <= e || abs(f.maxX - s.canvas.width) <= e { w = false }
            if abs(f.minY) <= e || abs(f.maxY - s.canvas.height) <= e { h = false }
            if let c = nearestClip {
                let cf = s.views[c].canvasFrame
                if sideways(s, c) {
                    if abs(f.minX - cf.minX) <= e || abs(f.maxX - cf.maxX) <= e { w = false }
                } else if abs(f.minY - cf.minY) <= e || abs(f.maxY - cf.maxY) <= e {
                    h = false
                }
            }
        }
        return (w, h)
    }

    /// Whether a scroll view's items stand side by side (more pairs of its first
    /// items overlap vertically without overlapping horizontally than the other way).
    static func sideways(_ s: Scene, _ c: Int) -> Bool {
        let frames = s.views[c].children.map { s.views[$0].canvasFrame }.filter { $0.width > 0 && $0.height > 0 }
        var row = 0, column = 0
        for a in 0..<frames.count {
            for b in (a + 1)..<min(frames.count, a + 9) {
                let p = frames[a], q = frames[b]
                let xs = min(p.maxX, q.maxX) > max(p.minX, q.minX), ys = min(p.maxY, q.maxY) > max(p.minY, q.minY)
                if ys && !xs { row += 1 }
                if xs && !ys { column += 1 }
            }
        }
        return row > column
    }

    /// The canvas cut by every clipping ancestor of `i`: where it can show itself.
    static func window(_ s: Scene, _ i: Int) -> Rect {
        var x0 = 0.0, y0 = 0.0, x1 = s.canvas.width, y1 = s.canvas.height
        var cur = s.views[i].parent
        while let c = cur {
            let a = s.views[c]
            if a.clips {
                x0 = max(x0, a.canvasFrame.minX); x1 = min(x1, a.canvasFrame.maxX)
                y0 = max(y0, a.canvasFrame.minY); y1 = min(y1, a.canvasFrame.maxY)
            }
            cur = a.parent
        }
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether any of `i` is on the screen (a frame of no size where it lies).
    static func onScreen(_ s: Scene, _ i: Int) -> Bool {
        let f = s.views[i].canvasFrame, w = window(s, i)
        let xs = f.width > 0 ? (f.maxX > w.minX && f.minX < w.maxX) : (f.minX >= w.minX && f.minX < w.maxX)
        let ys = f.height > 0 ? (f.maxY > w.minY && f.minY < w.maxY) : (f.minY >= w.minY && f.minY < w.maxY)
        return xs && ys
    }

    static func undersized(_ s: Scene, _ i: Int, _ w: Double, _ h: Double, _ minSize: Double) -> Bool {
        let axes = judgedAxes(s, i)
        return (axes.width && w < minSize) || (axes.height && h < minSize)
    }

    /// A view the audit takes for a tap target (SPEC 5): tappable with a gesture
    /// other than a long press, and not drawn by another app's window.
    static func isTapTarget(_ v: SceneView) -> Bool {
        v.tappable && !v.otherApp && !v.gestures.allSatisfy { $0 == .longPress }
    }

    /// The nearest tappable view at or above `i`: whose handler a tap on it runs.
    static func handler(_ s: Scene, _ i: Int) -> Int? {
        var cur: Int? = i
        while let c = cur {
            if s.views[c].tappable { return c }
            cur = s.views[c].parent
        }
        return nil
    }

    /// The fast audit's findings equal the oracle's, one by one; where the counts differ, which are missing and extra.
    static func expectSame(_ fast: [Finding], _ slow: [Finding], on s: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.count == slow.count, "\(s.name): \(fast.count) findings, the oracle \(slow.count)", sourceLocation: sourceLocation)
        for (a, b) in zip(fast, slow) {
            #expect(a == b, "\(s.name)\n fast   \(a)\n oracle \(b)", sourceLocation: sourceLocation)
        }
        if fast.count != slow.count {
            let missing = slow.filter { !fast.contains($0) }, extra = fast.filter { !slow.contains($0) }
            #expect(missing.isEmpty && extra.isEmpty, "missing \(missing)\nextra \(extra)", sourceLocation: sourceLocation)
        }
    }

    static func findings(_ s: Scene, policies: [PolicyKind], minSize: Double = 44, spacing: Double = 8,
                         r: Double = 0.5, slop: Double? = nil, standards: [Standard] = [.platform]) -> [Finding] {
        let views = s.views
        let pts = samples(s, r)
        let resolver = Resolver(scene: s, slop: slop)
        var out: [Finding] = []
        for policy in policies {
            let results = pts.map { resolver.resolveLinearly($0, policy: policy) }
            let audited = views.indices.filter {
                isTapTarget(views[$0]) && takesTouches(s, $0, policy.minimumAlpha) && onScreen(s, $0)
            }
            for v in audited {
                let region = zip(pts, results).filter { $0.1.responder == v }.map(\.0)
                if region.isEmpty {
                    out.append(Finding(kind: .unreachable, policy: policy, views: [views[v].id], area: 0))
                } else if standards.contains(.platform) {
                    let m = measure(region, r)
                    // Android's edge rule (Accessibility Test Framework): 32/48 of the minimum on an
                    // axis where the region reaches a sample on the canvas's edge (no sample beyond it).
                    var minW = minSize, minH = minSize
                    if s.platform == .android {
                        if region.contains(where: { $0.x - r < 0 || $0.x + r >= s.canvas.width }) { minW = minSize * 32 / 48 }
                        if region.contains(where: { $0.y - r < 0 || $0.y + r >= s.canvas.height }) { minH = minSize * 32 / 48 }
                    }
                    let axes = judgedAxes(s, v)
                    if (axes.width && m.bounds.width < minW) || (axes.height && m.bounds.height < minH) {
                        out.append(Finding(kind: .small, policy: policy, views: [views[v].id], area: m.area, at: m.at,
                                           bounds: m.bounds, size: Size(width: m.bounds.width, height: m.bounds.height)))
                    }
                }
            }
            out += TargetSizeOracle.findings(s, policy: policy, points: pts, responders: results.map(\.responder),
                                             audited: audited, r: r, standards: standards)
            for v in audited {
                let solo = Resolver(scene: alone(views[v], s), slop: slop ?? s.slop)
                var zone: [Point] = []
                var hits: [Int: Int] = [:]
                let shown = window(s, v)
                for (p, res) in zip(pts, results) where views[v].canvasFrame.contains(p) && shown.contains(p) {
                    guard solo.resolveLinearly(p, policy: policy).responder == 0 else { continue }
                    if let resp = res.responder, resp >= v { continue }
                    zone.append(p)
                    if let h = res.hit, h != v { hits[h, default: 0] += 1 }
                }
                guard !zone.isEmpty else { continue }
                let order = hits.keys.sorted { hits[$0]! != hits[$1]! ? hits[$0]! > hits[$1]! : $0 < $1 }
                let m = measure(zone, r)
                out.append(Finding(kind: .swallowed, policy: policy, views: ([v] + order).map { views[$0].id },
                                   area: m.area, at: m.at, bounds: m.bounds))
            }
            var pairs: [[Int]: (first: [Int], pts: [Point])] = [:]
            for (p, res) in zip(pts, results) where res.ambiguous {
                let two = Array(res.candidates.prefix(2))
                // Either way the same handler runs, or none: no tap problem.
                if two.count == 2 && handler(s, two[0]) == handler(s, two[1]) { continue }
                let key = two.sorted()
                if pairs[key] == nil { pairs[key] = (two, []) }
                pairs[key]!.pts.append(p)
            }
            for (_, z) in pairs {
                let m = measure(z.pts, r)
                out.append(Finding(kind: .ambiguous, policy: policy, views: z.first.map { views[$0].id },
                                   area: m.area, at: m.at, bounds: m.bounds))
            }
        }
        let touchable = views.indices.filter { isTapTarget(views[$0]) && takesTouches(s, $0, 0.01) && onScreen(s, $0) }
        for a in touchable {
            for b in touchable where b > a && !s.isAncestor(a, of: b) && !s.isAncestor(b, of: a) {
                let fa = views[a].canvasFrame, fb = views[b].canvasFrame
                let dx = max(0, fb.minX - fa.maxX, fa.minX - fb.maxX)
                let dy = max(0, fb.minY - fa.maxY, fa.minY - fb.maxY)
                let g = (dx * dx + dy * dy).squareRoot()
                let small = undersized(s, a, fa.width, fa.height, minSize) || undersized(s, b, fb.width, fb.height, minSize)
                if small && g >= 0.01 && g < spacing {
                    out.append(Finding(kind: .close, policy: nil, views: [views[a].id, views[b].id], gap: g))
                }
            }
        }
        let rank: (PolicyKind?) -> Int = { p in p.map { PolicyKind.allCases.firstIndex(of: $0)! } ?? 99 }
        return out.sorted { a, b in
            if rank(a.policy) != rank(b.policy) { return rank(a.policy) < rank(b.policy) }
            if a.kind != b.kind { return FindingKind.allCases.firstIndex(of: a.kind)! < FindingKind.allCases.firstIndex(of: b.kind)! }
            if (a.area ?? 0) != (b.area ?? 0) { return (a.area ?? 0) > (b.area ?? 0) }
            return a.views.lexicographicallyPrecedes(b.views)
        }
    }
}
