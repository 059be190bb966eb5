/// SwiftUI's touch as a cloud of weighted sample points around the tap point,
/// sized by the finger's radius `R` (UIKit's `UITouch.majorRadius`).
///
/// `r = min(max(|R|, 1), 60)`, stride `s = max(r / 6, 4)`, `n = min(⌈r / s⌉, 6)`
/// rings. Point 0 is the tap point itself, weight 24. Ring `i` (1 … n − 1) lies
/// at radius `ρᵢ` (`ρ₁ = s`, `ρᵢ₊₁ = ρᵢ + s`) and has `k = 4i` points, weight
/// `24 / k` each, at angles `2πj/k` (0 along +x, turning toward +y), in that
/// order. The cosines and sines are the doubles nearest the exact values,
/// taken from a table of `cos(uπ)` by symmetry, never from libm, so that every
/// implementation builds the same points bit for bit. The outermost stride
/// (`ρ = r`) is never sampled.
public struct TouchCloud: Sendable, Hashable {
    /// The radius asked for.
    public let radius: Double
    /// Offsets from the tap point, `ρᵢ·cos` and `ρᵢ·sin`, in point order.
    public let dx: [Double]
    public let dy: [Double]
    /// Each point's weight, in point order.
    public let weights: [Double]
    /// The ring each point lies on (0 for the tap point).
    public let rings: [Int]

    /// The default radius: it reaches about 11.3 pt past a large view's edge.
    public static let defaultRadius = 20.0
    /// Radii above this give the same cloud.
    public static let maximumRadius = 60.0

    public init(radius R: Double) {
        radius = R
        let mag = R.isNaN ? 1 : abs(R)
        let r = min(max(mag, 1), 60)
        let s = max(r / 6, 4)
        let n = min(Int((r / s).rounded(.up)), 6)
        var dx: [Double] = [0], dy: [Double] = [0], w: [Double] = [24], rings: [Int] = [0]
        var rho = s
        if n >= 2 {
            for i in 1...(n - 1) {
                if i > 1 { rho = rho + s }
                let k = 4 * i
                let wk = 24 / Double(k)
                for j in 0..<k {
                    let (c, t) = TouchCloud.direction(j, of: k)
                    dx.append(rho * c)
                    dy.append(rho * t)
                    w.append(wk)
                    rings.append(i)
                }
            }
        }
        self.dx = dx
        self.dy = dy
        self.weights = w
        self.rings = rings
    }

    public var count: Int { weights.count }

    /// The sample points around `p`, in point order: `(p.x + ρ·c, p.y + ρ·t)`.
    public func points(around p: Point) -> [Point] {
        (0..<count).map { Point(x: p.x + dx[$0], y: p.y + dy[$0]) }
    }

    /// The largest offset along either axis (the cloud lies in `p ± reach`).
    public var reach: Double {
        var m = 0.0
        for k in 0..<count { m = max(m, abs(dx[k]), abs(dy[k])) }
        return m
    }

    /// The total weight of the points that lie at least `d` past an edge
    /// along +x, i.e. those a large view whose edge is `d` away contains.
    public func weight(pastEdgeAt d: Double) -> Double {
        var sum = 0.0
        for k in 0..<count where dx[k] >= d { sum = sum + weights[k] }
        return sum
    }

    /// How far past a large view's edge a tap still goes to the view: the
    /// largest `d` whose points beyond it weigh at least 8 (a decision is
    /// significant from 8), or 0 when even the points on the edge weigh less.
    public var reachPastEdge: Double {
        let offsets = Set(dx.filter { $0 > 0 }).sorted(by: >)
        for d in offsets where weight(pastEdgeAt: d) >= SampledPolicy.minimumWeight { return d }
        return 0
    }

    /// `(cos, sin)` of `2πj/k` from the table, by symmetry.
    static func direction(_ j: Int, of k: Int) -> (Double, Double) {
        // q = 2j/k = j/d with d = k/2; ½ = (d/2)/d when k is a multiple of 4.
        let d = k / 2
        let half = d / 2
        if 2 * j <= d { return (cosPi(j, d), cosPi(half - j, d)) }
        if j <= d { return (-cosPi(d - j, d), cosPi(j - half, d)) }
        if 2 * j <= 3 * d { return (-cosPi(j - d, d), -cosPi(3 * half - j, d)) }
        return (cosPi(2 * d - j, d), -cosPi(j - 3 * half, d))
    }

    /// `cos(π·m/d)` for `0 ≤ m/d ≤ ½`, the double nearest the exact value.
    static func cosPi(_ m: Int, _ d: Int) -> Double {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let g = max(1, gcd(m, d))
        switch (m / g, d / g) {
        case (0, _): return 1
        case (1, 10): return 0.95105651629515353
        case (1, 8): return 0.92387953251128674
        case (1, 6): return 0.8660254037844386
        case (1, 5): return 0.80901699437494745
        case (1, 4): return 0.70710678118654757
        case (3, 10): return 0.58778525229247314
        case (1, 3): return 0.5
        case (3, 8): return 0.38268343236508978
        case (2, 5): return 0.30901699437494745
        case (1, 2): return 0
        default:
            // Rings have at most 20 points, so every angle is in the table.
            preconditionFailure("no table entry for cos(\(m)π/\(d))")
        }
    }
}
