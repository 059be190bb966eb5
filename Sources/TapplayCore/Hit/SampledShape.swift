/// A view's own content as the touch cloud tests it: its `contentShape`, else
/// its frame, in canvas coordinates.
///
/// Containment: a rect is half-open like `CGRect.contains`; a circle, an
/// ellipse and a capsule include their outline (`dx² + dy² ≤ rad²`,
/// `(dx/a)² + (dy/b)² ≤ 1`, the distance to the capsule's core segment at most
/// its radius); a polygon uses the even-odd rule, and a point on one of its
/// edges (`(b − a) × (p − a)` exactly 0, within the edge's bounding box) is
/// inside. A circle or capsule scaled unevenly has elliptical outlines and is
/// tested as an ellipse.
public enum SampledShape: Hashable, Sendable {
    case rect(Rect)
    case circle(center: Point, radius: Double)
    case ellipse(center: Point, a: Double, b: Double)
    /// The core segment from `a` to `b` (horizontal or vertical) and the
    /// radii of the ends; `rx == ry` unless scaled unevenly.
    case capsule(a: Point, b: Point, rx: Double, ry: Double)
    case polygon([Point])

    /// The shape of a view: its content shape in its canvas frame, else the frame.
    public init(_ v: SceneView) {
        self.init(v.shape, circle: v.contentShape?.kind == .circle)
    }

    /// `shape` as the cloud tests it; `circle`: the view's content shape is a
    /// circle, tested as one while it is scaled evenly.
    init(_ shape: HitShape, circle: Bool) {
        switch shape {
        case .rect(let r):
            self = .rect(r)
        case .ellipse(let c, let rx, let ry):
            self = circle && rx == ry ? .circle(center: c, radius: rx) : .ellipse(center: c, a: rx, b: ry)
        case .capsule(_, let a, let b, let rx, let ry):
            self = .capsule(a: a, b: b, rx: rx, ry: ry)
        case .polygon(let pts):
            self = .polygon(pts)
        }
    }

    /// Does the shape contain `(x, y)`?
    @inline(__always)
    public func contains(_ x: Double, _ y: Double) -> Bool {
        switch self {
        case .rect(let r):
            return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
        case .circle(let c, let rad):
            let dx = x - c.x, dy = y - c.y
            return dx * dx + dy * dy <= rad * rad
        case .ellipse(let c, let a, let b):
            let u = (x - c.x) / a, v = (y - c.y) / b
            return u * u + v * v <= 1
        case .capsule(let a, let b, let rx, let ry):
            // The offset from the nearest point of the axis-aligned core segment.
            let ex = max(min(a.x, b.x) - x, 0, x - max(a.x, b.x))
            let ey = max(min(a.y, b.y) - y, 0, y - max(a.y, b.y))
            if rx == ry { return ex * ex + ey * ey <= rx * rx }
            let u = ex / rx, v = ey / ry
            return u * u + v * v <= 1
        case .polygon(let pts):
            return SampledShape.polygonContains(pts, x, y)
        }
    }

    /// Even-odd rule, or on an edge.
    static func polygonContains(_ pts: [Point], _ x: Double, _ y: Double) -> Bool {
        guard pts.count >= 3 else { return false }
        var inside = false
        var j = pts.count - 1
        for i in 0..<pts.count {
            let a = pts[j], b = pts[i]
            let cross = (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
            if cross == 0 && x >= min(a.x, b.x) && x <= max(a.x, b.x) && y >= min(a.y, b.y) && y <= max(a.y, b.y) {
                return true
            }
            if (a.y > y) != (b.y > y) {
                let xCross = (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x
                if x < xCross { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
