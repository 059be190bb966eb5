/// The samples every audit measure is taken on: the centres of an `r`-grid
/// over the canvas, `((i + 0.5)·r, (j + 0.5)·r)` for every `i, j >= 0` whose
/// point lies inside the canvas, numbered row by row from the top, left to
/// right (sample order).
public struct SampleGrid: Sendable, Hashable {
    /// The grid step in points.
    public let step: Double
    public let cols: Int
    public let rows: Int

    /// The most samples an audit takes (memory grows with them).
    public static let maximumSamples = 40_000_000

    /// The grid over a canvas, or nil when the step is not a finite positive
    /// number or the grid would hold more than `maximumSamples` samples.
    public init?(canvas: Size, step: Double) {
        guard step.isFinite, step > 0 else { return nil }
        let w = canvas.width.isFinite ? max(0, canvas.width) : 0
        let h = canvas.height.isFinite ? max(0, canvas.height) : 0
        guard w / step < 1e9, h / step < 1e9 else { return nil }
        self.step = step
        self.cols = SampleGrid.count(below: w, step: step)
        self.rows = SampleGrid.count(below: h, step: step)
        guard cols * rows <= Self.maximumSamples else { return nil }
    }

    /// How many samples a canvas would take at this step (for error messages), saturating.
    public static func estimatedCount(canvas: Size, step: Double) -> Double {
        guard step.isFinite, step > 0 else { return .infinity }
        return (max(0, canvas.width) / step).rounded(.up) * (max(0, canvas.height) / step).rounded(.up)
    }

    public var count: Int { cols * rows }

    /// The coordinate of sample column (or row) `i`.
    @inline(__always)
    public func coordinate(_ i: Int) -> Double { (Double(i) + 0.5) * step }

    /// The point of sample `k` (in sample order).
    @inline(__always)
    public func point(_ k: Int) -> Point {
        Point(x: coordinate(k % cols), y: coordinate(k / cols))
    }

    /// The number of `i >= 0` with `(i + 0.5)·step < limit`.
    static func count(below limit: Double, step: Double) -> Int {
        firstIndex(atOrAbove: limit, step: step)
    }

    /// The first `i >= 0` whose coordinate is >= `v` (saturating for huge or non-finite `v`).
    static func firstIndex(atOrAbove v: Double, step: Double) -> Int {
        guard v > 0.5 * step else { return 0 }
        let guess = v / step - 0.5
        guard guess < 2e9 else { return 2_000_000_000 }
        var i = max(0, Int(guess.rounded(.down)) - 1)
        while (Double(i) + 0.5) * step < v { i += 1 }
        while i > 0 && (Double(i - 1) + 0.5) * step >= v { i -= 1 }
        return i
    }

    /// The sample columns whose x lies in the half-open `[lo, hi)`, clamped to the grid.
    public func columns(from lo: Double, to hi: Double) -> Range<Int> {
        Self.indices(lo, hi, step, cols)
    }

    /// The sample rows whose y lies in the half-open `[lo, hi)`, clamped to the grid.
    public func rows(from lo: Double, to hi: Double) -> Range<Int> {
        Self.indices(lo, hi, step, rows)
    }

    static func indices(_ lo: Double, _ hi: Double, _ step: Double, _ n: Int) -> Range<Int> {
        guard !lo.isNaN, !hi.isNaN else { return 0..<0 }
        let a = min(n, firstIndex(atOrAbove: lo, step: step))
        let b = min(n, firstIndex(atOrAbove: hi, step: step))
        return a < b ? a..<b : a..<a
    }
}
