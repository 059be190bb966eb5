/// A hit area in canvas coordinates, after a `contentShape`'s scale and offset
/// have been applied. Every shape answers the Euclidean distance from a point
/// (0 inside) and whether it contains the point.
///
/// Containment: a `rect` is half-open like `CGRect.contains`; every other shape
/// is closed (a point on its outline is inside, at distance 0).
public enum HitShape: Hashable, Sendable {
    case rect(Rect)
    /// An axis-aligned ellipse; a circle when both radii are equal.
    case ellipse(center: Point, rx: Double, ry: Double)
    /// SwiftUI's `Capsule()`: a core rectangle with an elliptical (circular when
    /// unscaled) cap at each end, centred at `a` and `b`.
    case capsule(core: Rect, a: Point, b: Point, rx: Double, ry: Double)
    /// A closed polygon, filled with the non-zero winding rule as SwiftUI fills paths.
    case polygon([Point])

    /// Euclidean distance from `p` to the shape; 0 inside or on the outline.
    public func distance(to p: Point) -> Double {
        switch self {
        case .rect(let r):
            return r.distance(to: p)
        case .ellipse(let c, let rx, let ry):
            return EllipseDistance.distance(from: p, center: c, rx: rx, ry: ry)
        case .capsule(let core, let a, let b, let rx, let ry):
            let d = core.distance(to: p)
            if d == 0 { return 0 }
            return min(d,
                       EllipseDistance.distance(from: p, center: a, rx: rx, ry: ry),
                       EllipseDistance.distance(from: p, center: b, rx: rx, ry: ry))
        case .polygon(let pts):
            return PolygonGeometry.distance(from: p, to: pts)
        }
    }

    /// Whether the shape contains `p` (half-open for `rect`, closed otherwise).
    public func contains(_ p: Point) -> Bool {
        switch self {
        case .rect(let r): return r.contains(p)
        default: return distance(to: p) == 0
        }
    }

    /// The axis-aligned box around the shape (closed), as a rect: a `rect`
    /// itself, else `box` (`.zero` for a polygon without points).
    public var boundingBox: Rect {
        if case .rect(let r) = self { return r }
        guard let b = box else { return .zero }
        return Rect(x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0)
    }

    /// A short human description for traces ("rect [0, 0, 10, 10]", "circle r 50 at (50, 50)").
    public var summary: String {
        switch self {
        case .rect(let r): return "rect \(r)"
        case .ellipse(let c, let rx, let ry):
            return rx == ry ? "circle r \(Format.number(rx)) at \(c)"
                            : "ellipse \(Format.number(rx))×\(Format.number(ry)) at \(c)"
        case .capsule(let core, _, _, _, _): return "capsule around \(core)"
        case .polygon(let pts): return "polygon of \(pts.count) points"
        }
    }
}
