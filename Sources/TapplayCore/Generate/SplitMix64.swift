/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, well-mixed PRNG. Its
/// own integer and double helpers keep every draw the same on every platform
/// and Swift version (the standard library's `random(in:using:)` algorithms
/// are not promised to stay put).
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Uniform in `range` (Lemire's multiply-high; the tiny bias is irrelevant here).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }   // the whole Int range
        let r = next().multipliedFullWidth(by: span).high
        return range.lowerBound + Int(r)
    }

    /// Uniform in [lo, hi).
    public mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * unit()
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ a: [T]) -> T { a[int(0...(a.count - 1))] }
}
