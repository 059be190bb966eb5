@testable import TapplayCore

/// SPEC 5.2's WCAG kinds computed the plain, slow way from the SPEC's words,
/// independently of `TargetSize`: squares found by trying every k × k block
/// of samples (growing k while one fits), distances measured from the centre
/// to every cell of every other region, centres compared pair by pair.
enum TargetSizeOracle {
    /// `target-size` and `target-size-enhanced` findings of one policy.
    /// `points` are the samples in sample order, `responders` parallel to them.
    static func findings(_ s: Scene, policy: PolicyKind, points: [Point], responders: [Int?], audited: [Int],
                         r: Double, standards: [Standard]) -> [AuditOracle.Finding] {
        let views = s.views
        // Columns and rows of the sample grid, by counting.
        let cols = points.prefix { $0.y == points.first?.y }.count
        let rows = cols == 0 ? 0 : points.count / cols
        func owner(_ i: Int, _ j: Int) -> Int? { responders[j * cols + i] }

        struct Target {
            var view: Int
            var pts: [Point]
            var square: Double
            var bounds: Rect
            var centre: Point
        }
        var targets: [Target] = []
        for v in audited {
            let pts = zip(points, responders).filter { $0.1 == v }.map(\.0)
            guard !pts.isEmpty else { continue }
            // The largest k with a k × k block of the region's samples: try every block.
            func fits(_ k: Int) -> Bool {
                guard k <= cols, k <= rows else { return false }
                for j0 in 0...(rows - k) {
                    for i0 in 0...(cols - k) {
                        var all = true
                        check: for j in j0..<(j0 + k) {
                            for i in i0..<(i0 + k) where owner(i, j) != v {
                                all = false
                                break check
                            }
                        }
                        if all { return true }
                    }
                }
                return false
            }
            var k = 0
            while fits(k + 1) { k += 1 }
            let m = AuditOracle.measure(pts, r)
            targets.append(Target(view: v, pts: pts, square: Double(k) * r, bounds: m.bounds,
                                  centre: Point(x: m.bounds.midX, y: m.bounds.midY)))
        }

        /// Both axes judged.
        func axes(_ v: Int) -> Bool { AuditOracle.judgedAxes(s, v) == (true, true) }
        var out: [AuditOracle.Finding] = []
        for standard in [Standard.wcagAA, .wcagAAA] where standards.contains(standard) {
            let side: Double = standard == .wcagAA ? 24 : 44
            // A cut-off axis is not judged: with neither judged, never undersized; with
            // one, undersized when the region's extent on that axis is under the side.
            let undersized = targets.filter { t in
                let axes = AuditOracle.judgedAxes(s, t.view)
                switch (axes.width, axes.height) {
                case (true, true): return t.square < side
                case (true, false): return t.bounds.width < side
                case (false, true): return t.bounds.height < side
                case (false, false): return false
                }
            }
            for t in undersized {
                var breakers: Set<Int> = []
                if standard == .wcagAA {
                    // Every other audited view's region: the r × r cells around its samples.
                    for o in targets where o.view != t.view {
                        for p in o.pts {
                            let cell = Rect(x: p.x - r / 2, y: p.y - r / 2, width: r, height: r)
                            let dx = max(0, cell.minX - t.centre.x, t.centre.x - cell.maxX)
                            let dy = max(0, cell.minY - t.centre.y, t.centre.y - cell.maxY)
                            if (dx * dx + dy * dy).squareRoot() < 12 {
                                breakers.insert(o.view)
                                break
                            }
                        }
                    }
                    // Every other undersized target's centre.
                    for o in undersized where o.view != t.view {
                        let dx = o.centre.x - t.centre.x, dy = o.centre.y - t.centre.y
                        if (dx * dx + dy * dy).squareRoot() < 24 { breakers.insert(o.view) }
                    }
                    if breakers.isEmpty { continue }
                }
                let m = AuditOracle.measure(t.pts, r)
                out.append(AuditOracle.Finding(kind: standard == .wcagAA ? .targetSize : .targetSizeEnhanced,
                                               policy: policy,
                                               views: ([t.view] + breakers.sorted()).map { views[$0].id },
                                               area: m.area, at: m.at, bounds: m.bounds,
                                               size: axes(t.view) ? nil : Size(width: t.bounds.width, height: t.bounds.height),
                                               square: t.square))
            }
        }
        return out
    }
}
