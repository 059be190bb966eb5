/// Fired gestures' latencies collected per strategy, for the playground's summary
/// line ("median single-tap latency per strategy so far").
public struct GestureLatencyLog: Sendable, Hashable {
    private var latencies: [GestureStrategy: [Gesture: [Double]]] = [:]

    public init() {}

    public mutating func record(_ f: FiredGesture) {
        latencies[f.strategy, default: [:]][f.gesture, default: []].append(f.latency)
    }

    public mutating func record(_ events: [GestureEvent]) {
        for e in events { if let f = e.firedGesture { record(f) } }
    }

    /// How many `g` fired under `s`.
    public func count(_ g: Gesture = .tap, strategy s: GestureStrategy) -> Int {
        latencies[s]?[g]?.count ?? 0
    }

    /// The median latency of `g` under `s` (the mean of the middle two for an
    /// even count), nil when none fired.
    public func median(_ g: Gesture = .tap, strategy s: GestureStrategy) -> Double? {
        guard let xs = latencies[s]?[g], !xs.isEmpty else { return nil }
        let sorted = xs.sorted()
        let m = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2
    }

    /// "single tap median: require-fail 350 ms (3), timer 200 ms (2), immediate –".
    public var summary: String {
        let parts = GestureStrategy.allCases.map { s -> String in
            guard let m = median(.tap, strategy: s) else { return "\(s.rawValue) –" }
            return "\(s.rawValue) \(Format.milliseconds(m)) (\(count(.tap, strategy: s)))"
        }
        return "single tap median: " + parts.joined(separator: ", ")
    }
}
