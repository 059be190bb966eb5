/// A set of samples (a view's region, or a finding's zone), kept as sample
/// numbers in sample order, and its measures.
public struct SampleZone: Sendable, Hashable {
    public var samples: [Int32] = []

    public init(samples: [Int32] = []) { self.samples = samples }

    public var isEmpty: Bool { samples.isEmpty }
    public var count: Int { samples.count }

    @inline(__always)
    mutating func add(_ k: Int) { samples.append(Int32(truncatingIfNeeded: k)) }

    /// Area, `at` and bounds of the zone.
    public struct Measure: Sendable, Hashable {
        /// Number of samples × step².
        public var area: Double
        /// The sample nearest to the samples' mean (the first in sample order on a tie).
        public var at: Point
        /// The samples' bounding box grown by half a step on each side.
        public var bounds: Rect
    }

    /// The zone's measures on `grid`; nil when it has no samples.
    public func measure(on grid: SampleGrid) -> Measure? {
        guard let first = samples.first else { return nil }
        let cols = grid.cols
        var sumX = 0.0, sumY = 0.0
        var minI = Int(first) % cols, maxI = minI, minJ = Int(first) / cols, maxJ = minJ
        for s in samples {
            let k = Int(s)
            let i = k % cols, j = k / cols
            sumX += grid.coordinate(i)
            sumY += grid.coordinate(j)
            if i < minI { minI = i }
            if i > maxI { maxI = i }
            if j < minJ { minJ = j }
            if j > maxJ { maxJ = j }
        }
        let n = Double(samples.count)
        let mx = sumX / n, my = sumY / n
        var best = first
        var bestD = Double.infinity
        for s in samples {
            let k = Int(s)
            let dx = grid.coordinate(k % cols) - mx, dy = grid.coordinate(k / cols) - my
            let d = dx * dx + dy * dy
            if d < bestD {
                bestD = d
                best = s
            }
        }
        let half = grid.step / 2
        let x0 = grid.coordinate(minI) - half, x1 = grid.coordinate(maxI) + half
        let y0 = grid.coordinate(minJ) - half, y1 = grid.coordinate(maxJ) + half
        return Measure(area: n * grid.step * grid.step, at: grid.point(Int(best)),
                       bounds: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}
