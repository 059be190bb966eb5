/// SwiftUI's `.contentShape(...)` as a scene declares it: a shape kind filling the
/// view's bounds, scaled about the bounds' centre, then offset.
public struct ContentShapeSpec: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case rect, circle, ellipse, capsule, polygon
    }

    public var kind: Kind
    /// Polygon vertices in unit coordinates (0…1) of the bounds.
    public var points: [Point]
    public var offset: Point
    public var scaleX: Double
    public var scaleY: Double

    public init(kind: Kind, points: [Point] = [], offset: Point = .zero, scaleX: Double = 1, scaleY: Double = 1) {
        self.kind = kind
        self.points = points
        self.offset = offset
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// The shape in canvas coordinates for a view whose bounds are `b` (canvas coordinates).
    public func resolved(in b: Rect) -> HitShape {
        let c = b.center
        func map(_ q: Point) -> Point {
            Point(x: c.x + (q.x - c.x) * scaleX + offset.x, y: c.y + (q.y - c.y) * scaleY + offset.y)
        }
        switch kind {
        case .rect:
            return .rect(b.scaled(scaleX, scaleY, about: c, offset: offset))
        case .ellipse:
            return .ellipse(center: map(c), rx: b.width / 2 * scaleX, ry: b.height / 2 * scaleY)
        case .circle:
            let r = min(b.width, b.height) / 2
            return .ellipse(center: map(c), rx: r * scaleX, ry: r * scaleY)
        case .capsule:
            let r = min(b.width, b.height) / 2
            let a: Point, e: Point, core: Rect
            if b.width >= b.height {
                a = Point(x: b.minX + r, y: c.y)
                e = Point(x: b.maxX - r, y: c.y)
                core = Rect(x: b.minX + r, y: b.minY, width: b.width - 2 * r, height: b.height)
            } else {
                a = Point(x: c.x, y: b.minY + r)
                e = Point(x: c.x, y: b.maxY - r)
                core = Rect(x: b.minX, y: b.minY + r, width: b.width, height: b.height - 2 * r)
            }
            return .capsule(core: core.scaled(scaleX, scaleY, about: c, offset: offset),
                            a: map(a), b: map(e), rx: r * scaleX, ry: r * scaleY)
        case .polygon:
            return .polygon(points.map { map(Point(x: b.minX + $0.x * b.width, y: b.minY + $0.y * b.height)) })
        }
    }
}
