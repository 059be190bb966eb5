/// The hit map: for every cell of a grid, the view a tap at its centre reaches.
///
/// Every cell's answer is the one `Resolver.resolve` gives for the cell's
/// centre (`Viewport.point(col:row:)`); the map only gets there faster: the
/// policy is chosen once, not per cell, and each cell goes through the spatial
/// index without building a `HitResult` (no lists, no allocation per cell).
public struct HitMap: Sendable, Hashable {
    public enum By: String, CaseIterable, Sendable { case hit, responder }

    public let cols: Int
    public let rows: Int
    /// View index per cell, row-major; nil where nobody is reached.
    public let cells: [Int?]

    public subscript(col: Int, row: Int) -> Int? { cells[row * cols + col] }

    /// Resolves the centre of every cell.
    public init(resolver: Resolver, policy: PolicyKind, viewport: Viewport, cols: Int, rows: Int, by: By = .hit) {
        self.cols = max(0, cols)
        self.rows = max(0, rows)
        self.cells = HitMap.compute(resolver: resolver, policy: policy, viewport: viewport,
                                    area: ScreenArea(col: 0, row: 0, width: self.cols, height: self.rows), by: by)
    }

    /// The view each cell of `area` reaches (row-major, `area.width` per row):
    /// the hit, or with `.responder` the view whose handler runs; nil where
    /// nobody is reached or the cell's point is outside the canvas.
    public static func compute(resolver: Resolver, policy: PolicyKind, viewport: Viewport,
                               area: ScreenArea, by: By = .hit) -> [Int?] {
        let index = resolver.index
        switch (policy, by) {
        case (.uikit, .hit):
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let h = index.uikitHit(x, y)
                return h >= 0 ? h : nil
            }
        case (.uikit, .responder):
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let h = index.uikitHit(x, y)
                guard h >= 0 else { return nil }
                let r = Int(index.responderOf[h])
                return r >= 0 ? r : nil
            }
        case (.swiftui, _), (.filtered, .hit):
            // Under filtered, the hit is swiftui's winner.
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let w = index.contest(x, y, index.normal).winner
                return w >= 0 ? w : nil
            }
        case (.exact, _):
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let w = index.contest(x, y, index.exact).winner
                return w >= 0 ? w : nil
            }
        case (.filtered, .responder):
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let w = index.contest(x, y, index.normal).winner
                return w >= 0 && index.frames[w].contains(Point(x: x, y: y)) ? w : nil
            }
        case (.sampled, _):
            let sampled = index.sampled
            return fill(viewport, area) { x, y in
                guard let o = SampledPolicy.outcome(x, y, sampled) else { return nil }
                return by == .hit ? o.hit : o.responder
            }
        case (.android, _):
            let android = index.android
            let interactive = index.interactive
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let h = android.consumer(x, y)
                guard h >= 0 else { return nil }
                return by == .hit || interactive[h] ? h : nil
            }
        case (.compose, _):
            return index.compose.withReader { compose, work in
                fill(viewport, area) { x, y in
                    guard index.inCanvas(x, y) else { return nil }
                    let o = compose.hitAndResponder(x, y, work: work)
                    let v = by == .hit ? o.hit : o.responder
                    return v >= 0 ? Int(v) : nil
                }
            }
        case (.flutter, _):
            let flutter = index.flutter
            let responderOf = index.responderOf
            return fill(viewport, area) { x, y in
                guard index.inCanvas(x, y) else { return nil }
                let h = flutter.hit(x, y)
                guard h >= 0 else { return nil }
                if by == .hit { return h }
                let r = Int(responderOf[h])
                return r >= 0 ? r : nil
            }
        }
    }

    /// The full outcome of a tap at each cell of `area` (row-major): nil where
    /// the cell's point is outside the canvas, else a `HitResult` without
    /// trace whose hit, responder and ambiguity are `Resolver.resolve`'s.
    /// With `candidates`, the candidates and distances too (a list per cell);
    /// without, they are left empty and nothing is allocated per cell.
    public static func outcomes(resolver: Resolver, policy: PolicyKind, viewport: Viewport,
                                area: ScreenArea, candidates: Bool = false) -> [HitResult?] {
        let index = resolver.index
        if candidates {
            return fill(viewport, area) { x, y in
                index.inCanvas(x, y) ? index.resolve(Point(x: x, y: y), policy: policy) : nil
            }
        }
        func result(_ x: Double, _ y: Double, _ o: HitOutcome?) -> HitResult? {
            o.map { HitResult(point: Point(x: x, y: y), policy: policy, hit: $0.hit,
                              responder: $0.responder, ambiguous: $0.ambiguous) }
        }
        switch policy {
        case .uikit: return fill(viewport, area) { x, y in result(x, y, index.outcome(x, y, policy: .uikit)) }
        case .swiftui: return fill(viewport, area) { x, y in result(x, y, index.outcome(x, y, policy: .swiftui)) }
        case .exact: return fill(viewport, area) { x, y in result(x, y, index.outcome(x, y, policy: .exact)) }
        case .filtered: return fill(viewport, area) { x, y in result(x, y, index.outcome(x, y, policy: .filtered)) }
        case .sampled:
            let sampled = index.sampled
            return fill(viewport, area) { x, y in result(x, y, SampledPolicy.outcome(x, y, sampled)) }
        case .android:
            let android = index.android
            let interactive = index.interactive
            return fill(viewport, area) { x, y in
                index.inCanvas(x, y) ? result(x, y, HitIndex.androidOutcome(android.consumer(x, y), interactive)) : nil
            }
        case .compose:
            return index.compose.withReader { compose, work in
                fill(viewport, area) { x, y in
                    index.inCanvas(x, y) ? result(x, y, compose.topTwo(x, y, work: work).outcome) : nil
                }
            }
        case .flutter:
            let flutter = index.flutter
            return fill(viewport, area) { x, y in
                index.inCanvas(x, y) ? result(x, y, index.flutterOutcome(flutter.hit(x, y))) : nil
            }
        }
    }

    /// Calls `f` with each cell's point, row by row, and collects the answers.
    @inline(__always)
    static func fill<T>(_ viewport: Viewport, _ area: ScreenArea, _ f: (Double, Double) -> T) -> [T] {
        let count = area.width * area.height
        guard count > 0 else { return [] }
        return [T](unsafeUninitializedCapacity: count) { buf, initialized in
            var k = 0
            for r in area.rows {
                for c in area.cols {
                    let p = viewport.point(col: c, row: r)
                    (buf.baseAddress! + k).initialize(to: f(p.x, p.y))
                    k += 1
                }
            }
            initialized = k
        }
    }
}
