/// Amounts by which a hit area grows (positive) or shrinks (negative) on each side,
/// as a UIKit `point(inside:)` override does.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
}

extension EdgeInsets {
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }

    public static let zero = EdgeInsets(all: 0)
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}
