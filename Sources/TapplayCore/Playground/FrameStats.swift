/// What the HUD (`f`) shows: the cost of the last resolve and frame, and the frame rate.
public struct FrameStats: Hashable, Sendable {
    /// Seconds the last tap's resolution took (all dots re-resolved after a policy switch count too).
    public var lastResolve: Double = 0
    /// Seconds the last frame took to draw (cell buffer plus terminal update).
    public var lastFrame: Double = 0
    /// Frames drawn in the last second.
    public var framesPerSecond: Double = 0
    /// Recent frame start times, for the rate.
    var recent: [Double] = []

    public init() {}

    /// Notes a frame drawn at `time` that took `duration` seconds.
    public mutating func frame(at time: Double, took duration: Double) {
        lastFrame = duration
        recent.append(time)
        recent.removeAll { time - $0 > 1 }
        framesPerSecond = Double(recent.count)
    }

    /// "resolve 3.1 µs │ frame 0.42 ms │ 12 fps".
    public var summary: String {
        "resolve \(Self.duration(lastResolve)) │ frame \(Self.duration(lastFrame)) │ \(Int(saturating: framesPerSecond)) fps"
    }

    static func duration(_ s: Double) -> String {
        if s < 1e-3 { return "\(Format.number((s * 1e6 * 10).rounded() / 10)) µs" }
        return "\(Format.number((s * 1e3 * 100).rounded() / 100)) ms"
    }
}
