/// The playground's clock: the one input event times are on, and the instant
/// the session began. Record times and the labs' times count from that instant;
/// resolve timings for the HUD read `now`.
public struct SessionClock: Sendable {
    /// Seconds now, on the clock input event times use.
    public var now: @Sendable () -> Double
    /// The instant the session began, on the same clock.
    public var origin: Double

    public init(now: @escaping @Sendable () -> Double = { 0 }, origin: Double = 0) {
        self.now = now
        self.origin = origin
    }

    /// Seconds since the session began at input time `t`.
    func session(_ t: Double) -> Double { t - origin }

    /// Runs `body` and returns its result and the seconds it took.
    func timed<T>(_ body: () -> T) -> (T, Double) {
        let start = now()
        let r = body()
        return (r, now() - start)
    }
}
