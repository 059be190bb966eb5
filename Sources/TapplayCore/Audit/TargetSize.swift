/// WCAG 2.2's target-size criteria (W3C's Understanding pages:
/// https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum and
/// https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced) under one policy, on
/// the regions the policy really gives (the samples whose responder each
/// view is):
/// - `target-size` (SC 2.5.8, `wcag-aa`): no solid 24 × 24 square of samples
///   fits in the region, and the spacing exception fails: with `c` the centre
///   of the region's bounds, another audited view's region (the union of the
///   `r × r` cells centred on its samples) is nearer than 12 to `c`, or
///   another undersized target's `c` is nearer than 24;
/// - `target-size-enhanced` (SC 2.5.5, `wcag-aaa`): no solid 44 × 44 square,
///   no exception.
///
/// An empty region is `unreachable`, never a target-size finding. On an axis
/// where the view is cut off (its frame reaches past the canvas or a
/// clipping ancestor's frame), its size is not judged: with neither axis
/// judged there is no finding; with one, the target is undersized when its
/// region's extent on the judged axis is under the side.
///
/// Speed: the largest squares of every region come from one pass over the
/// grid (`LargestSquare`). The distance from a target's centre to the other
/// regions is a query over the grid, not a scan of their samples: only the
/// samples within `12 + r` of `c` (a window of about `(24 / r)²` samples) are
/// looked at, so each undersized target costs the same however many regions
/// and samples the scene has. Undersized centres are put in 24 × 24 buckets
/// and compared only with those of the neighbouring buckets.
enum TargetSize {
    /// Which of a view's axes are judged.
    struct Axes: Sendable, Hashable {
        var width = true
        var height = true

        static let both = Axes()
    }

    /// The radius of the spacing circle (half of 2.5.8's 24).
    static let spacingRadius = 12.0

    /// The target-size findings of `standards` (others are ignored), with the
    /// region of each as its zone. `regions` per view index, `owner` the
    /// responder of each sample, `audited` the audited views in painter's
    /// order, `make` the finding of a kind for views with the zone measured.
    static func findings(regions: [SampleZone], owner: [Int32], audited: [Int], grid: SampleGrid,
                         standards: [Standard], judged: (Int) -> Axes, ids: [String],
                         make: (FindingKind, [Int], SampleZone) -> AuditFinding)
        -> [(finding: AuditFinding, zone: SampleZone)] {
        let wcag = standards.filter { $0.squareSide != nil }
        guard !wcag.isEmpty, !audited.isEmpty else { return [] }
        let sides = LargestSquare.sides(owner: owner, grid: grid, viewCount: regions.count)
        var targets: [Target] = []
        for v in audited {
            guard let m = regions[v].measure(on: grid) else { continue }
            targets.append(Target(view: v, square: Double(sides[v]) * grid.step, bounds: m.bounds, axes: judged(v)))
        }
        var out: [(finding: AuditFinding, zone: SampleZone)] = []
        for standard in wcag {
            guard let side = standard.squareSide else { continue }
            let undersized = targets.filter { $0.isUndersized(side) }
            let breaks: [[(view: Int, spacing: SpacingBreak)]]
            if standard == .wcagAA {
                breaks = spacingBreaks(undersized, audited: audited, owner: owner, grid: grid, count: regions.count,
                                       ids: ids)
            } else {
                breaks = undersized.map { _ in [] }
            }
            for (t, b) in zip(undersized, breaks) {
                // 2.5.8's spacing exception: a target nobody comes near passes.
                if standard == .wcagAA && b.isEmpty { continue }
                var f = make(standard.kind, [t.view] + b.map(\.view), regions[t.view])
                f.square = t.square
                f.limit = side
                if t.axes != .both {
                    f.size = Size(width: t.bounds.width, height: t.bounds.height)
                    f.cutAxis = t.axes.width ? "height" : "width"
                }
                if standard == .wcagAA { f.spacingBreaks = b.map(\.spacing) }
                out.append((f, regions[t.view]))
            }
        }
        return out
    }

    /// An audited view with a region.
    struct Target {
        var view: Int
        /// `k·r` of its largest square.
        var square: Double
        var bounds: Rect
        var axes: Axes

        var centre: Point { bounds.center }

        func isUndersized(_ side: Double) -> Bool {
            switch (axes.width, axes.height) {
            case (true, true): square < side
            case (true, false): bounds.width < side
            case (false, true): bounds.height < side
            case (false, false): false
            }
        }
    }

    /// For each undersized target, the views that break its spacing, in
    /// painter's order (view index).
    static func spacingBreaks(_ undersized: [Target], audited: [Int], owner: [Int32], grid: SampleGrid,
                              count: Int, ids: [String]) -> [[(view: Int, spacing: SpacingBreak)]] {
        guard !undersized.isEmpty else { return [] }
        var isAudited = [Bool](repeating: false, count: count)
        for v in audited { isAudited[v] = true }
        let near = centresNear(undersized)
        let r = grid.step, half = grid.step / 2
        let limit2 = spacingRadius * spacingRadius
        let circle2 = 4 * limit2
        // The nearest squared distance of each view's cells in the current
        // window (infinity: none yet), and the views touched, to reset.
        var nearest = [Double](repeating: .infinity, count: count)
        var touched: [Int] = []
        return undersized.enumerated().map { n, t in
            let c = t.centre
            // The regions within 12 of c: only the window of samples whose
            // cells can come that near.
            let cols = grid.columns(from: c.x - spacingRadius - r, to: c.x + spacingRadius + r)
            let rows = grid.rows(from: c.y - spacingRadius - r, to: c.y + spacingRadius + r)
            owner.withUnsafeBufferPointer { o in
                nearest.withUnsafeMutableBufferPointer { best in
                    for j in rows {
                        let dy = max(0, abs(grid.coordinate(j) - c.y) - half)
                        let base = j * grid.cols
                        for i in cols {
                            let w = Int(o[base + i])
                            guard w >= 0, w != t.view, w < count, isAudited[w] else { continue }
                            let dx = max(0, abs(grid.coordinate(i) - c.x) - half)
                            let d2 = dx * dx + dy * dy
                            guard d2 < limit2, d2 < best[w] else { continue }
                            if best[w] == .infinity { touched.append(w) }
                            best[w] = d2
                        }
                    }
                }
            }
            var regionD2: [Int: Double] = [:]
            for w in touched {
                regionD2[w] = nearest[w]
                nearest[w] = .infinity
            }
            touched.removeAll(keepingCapacity: true)
            // The centres of other undersized targets within 24.
            var centreD2: [Int: Double] = [:]
            for m in near[n] {
                let o = undersized[m]
                let dx = o.centre.x - c.x, dy = o.centre.y - c.y
                let d2 = dx * dx + dy * dy
                if d2 < circle2 { centreD2[o.view] = d2 }
            }
            let views = Set(regionD2.keys).union(centreD2.keys).sorted()
            return views.map { w in
                if let d2 = regionD2[w] {
                    return (w, SpacingBreak(view: ids[w], distance: d2.squareRoot(), centres: false))
                }
                return (w, SpacingBreak(view: ids[w], distance: (centreD2[w] ?? 0).squareRoot(), centres: true))
            }
        }
    }

    /// For each target, the others whose centre may be less than 24 from its
    /// centre (candidates for the circle test): the centres are put in
    /// buckets of 24 × 24, and each is compared only with those in its own
    /// bucket and the eight around it, however the targets line up.
    static func centresNear(_ ts: [Target]) -> [[Int]] {
        let band = 2 * spacingRadius
        struct Bucket: Hashable { var x: Int, y: Int }
        func bucket(_ p: Point) -> Bucket {
            // Clamped: a canvas is at most 1e9 points, a sane Int either way.
            Bucket(x: Int((p.x / band).rounded(.down).clamped(-4e9, 4e9)),
                   y: Int((p.y / band).rounded(.down).clamped(-4e9, 4e9)))
        }
        var buckets: [Bucket: [Int]] = [:]
        for (n, t) in ts.enumerated() { buckets[bucket(t.centre), default: []].append(n) }
        return ts.enumerated().map { n, t in
            let b = bucket(t.centre)
            var out: [Int] = []
            for dy in -1...1 {
                for dx in -1...1 {
                    for m in buckets[Bucket(x: b.x + dx, y: b.y + dy)] ?? [] where m != n { out.append(m) }
                }
            }
            return out
        }
    }
}

private extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
