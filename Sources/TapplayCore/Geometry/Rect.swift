/// An axis-aligned rectangle. Containment is half-open, like `CGRect.contains`:
/// `minX <= x < maxX` and `minY <= y < maxY`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var origin: Point { Point(x: x, y: y) }

    /// Half-open containment, as `CGRect.contains(_:)`.
    @inline(__always)
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    /// The rectangle moved by `d`.
    public func offsetBy(_ d: Point) -> Rect {
        Rect(x: x + d.x, y: y + d.y, width: width, height: height)
    }

    /// The rectangle grown by `insets` on each side (negative values shrink it).
    /// A side that shrinks past its opposite leaves an empty rectangle.
    public func grown(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top,
             width: max(0, width + insets.left + insets.right),
             height: max(0, height + insets.top + insets.bottom))
    }

    /// The rectangle scaled by (`sx`, `sy`) about `anchor`, then moved by `offset`.
    public func scaled(_ sx: Double, _ sy: Double, about anchor: Point, offset: Point = .zero) -> Rect {
        Rect(x: anchor.x + (x - anchor.x) * sx + offset.x,
             y: anchor.y + (y - anchor.y) * sy + offset.y,
             width: width * sx, height: height * sy)
    }

    /// Euclidean distance from `p` to the closed rectangle; 0 inside or on its edge.
    @inline(__always)
    public func distance(to p: Point) -> Double {
        let dx = max(x - p.x, 0, p.x - (x + width))
        let dy = max(y - p.y, 0, p.y - (y + height))
        if dx == 0 { return dy }
        if dy == 0 { return dx }
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The smallest rectangle holding both.
    public func union(_ o: Rect) -> Rect {
        let nx = min(x, o.x), ny = min(y, o.y)
        return Rect(x: nx, y: ny, width: max(maxX, o.maxX) - nx, height: max(maxY, o.maxY) - ny)
    }

    /// Whether the half-open rects share a point.
    /// Whether this rectangle reaches past `o` on any side by more than
    /// `tolerance` (float noise of sums of frames).
    public func reachesPast(_ o: Rect, tolerance: Double = 1e-6) -> Bool {
        minX < o.minX - tolerance || minY < o.minY - tolerance
            || maxX > o.maxX + tolerance || maxY > o.maxY + tolerance
    }

    public func intersects(_ o: Rect) -> Bool {
        x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY
    }

    /// The part both cover (empty, of zero size, when they do not meet).
    public func intersection(_ o: Rect) -> Rect {
        let nx = max(x, o.x), ny = max(y, o.y)
        return Rect(x: nx, y: ny, width: max(0, min(maxX, o.maxX) - nx), height: max(0, min(maxY, o.maxY) - ny))
    }

    /// The overlap of two rectangles, or nil when they do not overlap (touching is not overlapping).
    public func overlap(_ o: Rect) -> Rect? {
        let r = intersection(o)
        return r.width > 0 && r.height > 0 ? r : nil
    }

    public var description: String {
        "[\(Format.number(x)), \(Format.number(y)), \(Format.number(width)), \(Format.number(height))]"
    }
}
