/// One timestamped report of a single finger (or the mouse's left button),
/// as the gesture and drag engines consume it: down, move or up at a point.
public struct TouchSample: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable { case down, move, up }

    /// Seconds on the session's clock.
    public var time: Double
    /// Canvas coordinates.
    public var point: Point
    public var kind: Kind
}
