/// A closed box [x0, x1] × [y0, y1] (index queries).
struct Box: Sendable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}

extension Box {
    /// The box around a rect (normalised, so a negative size still bounds it).
    init(_ r: Rect) {
        let ax = r.x, bx = r.x + r.width, ay = r.y, by = r.y + r.height
        self.init(x0: min(ax, bx), y0: min(ay, by), x1: max(ax, bx), y1: max(ay, by))
    }

    /// The closed box with the same corners as a half-open one (it holds the
    /// half-open one's points, and its far edges too).
    init(_ h: HalfOpenBox) {
        self.init(x0: h.x0, y0: h.y0, x1: h.x1, y1: h.y1)
    }

    static let everything = Box(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)

    /// Grown by `g` on each side plus a margin far above any rounding error of
    /// the distance routines, so "distance <= g" implies "inside the grown box".
    /// Anything not finite becomes the whole plane.
    func grown(_ g: Double) -> Box {
        let m = 1e-9 * (abs(x0) + abs(x1) + abs(y0) + abs(y1) + abs(g) + 1)
        let b = Box(x0: x0 - g - m, y0: y0 - g - m, x1: x1 + g + m, y1: y1 + g + m)
        guard b.x0 <= b.x1, b.y0 <= b.y1, b.x0.isFinite, b.x1.isFinite, b.y0.isFinite, b.y1.isFinite else {
            return .everything
        }
        return b
    }
}

/// A half-open rect [x0, x1) × [y0, y1), with `x1` computed as `x + width`
/// exactly as `Rect.contains` does, so `contains` agrees with it bit for bit.
struct HalfOpenBox: Sendable, Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}

extension HalfOpenBox {
    init(_ r: Rect) {
        self.init(x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height)
    }

    /// The points inside both (`Rect.contains` of each, and-ed).
    func intersection(_ o: HalfOpenBox) -> HalfOpenBox {
        HalfOpenBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    var isEmpty: Bool { !(x0 < x1 && y0 < y1) }

    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        x >= x0 && x < x1 && y >= y0 && y < y1
    }
}

extension HitShape {
    /// A closed box around the shape, normalised so that a negative size or
    /// radius still bounds it; nil for a polygon without points, which
    /// contains nothing. The one bounding box of a shape: the indexes list a
    /// view in the cells its box meets, and the renderer outlines within it.
    var box: Box? {
        switch self {
        case .rect(let r):
            return Box(r)
        case .ellipse(let c, let rx, let ry):
            return Box(x0: c.x - abs(rx), y0: c.y - abs(ry), x1: c.x + abs(rx), y1: c.y + abs(ry))
        case .capsule(let core, let a, let b, let rx, let ry):
            let k = Box(core)
            return Box(x0: min(k.x0, a.x - abs(rx), b.x - abs(rx)), y0: min(k.y0, a.y - abs(ry), b.y - abs(ry)),
                       x1: max(k.x1, a.x + abs(rx), b.x + abs(rx)), y1: max(k.y1, a.y + abs(ry), b.y + abs(ry)))
        case .polygon(let pts):
            guard let first = pts.first else { return nil }
            var b = Box(x0: first.x, y0: first.y, x1: first.x, y1: first.y)
            for q in pts {
                b.x0 = min(b.x0, q.x); b.y0 = min(b.y0, q.y)
                b.x1 = max(b.x1, q.x); b.y1 = max(b.y1, q.y)
            }
            return b
        }
    }
}
