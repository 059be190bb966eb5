/// Distance from a point to an axis-aligned ellipse (0 inside), after
/// David Eberly, "Distance from a Point to an Ellipse, an Ellipsoid, or a
/// Hyperellipsoid": the closest point is found by bisecting a monotone
/// function to machine precision, far inside the 0.01 pt the tool needs.
enum EllipseDistance {
    static func distance(from p: Point, center c: Point, rx: Double, ry: Double) -> Double {
        let x = abs(p.x - c.x), y = abs(p.y - c.y)
        if rx == ry {
            return max(0, (x * x + y * y).squareRoot() - rx)
        }
        if rx <= 0 || ry <= 0 {
            // Degenerate: a segment along the non-zero axis (or a point).
            let dx = max(0, x - max(rx, 0)), dy = max(0, y - max(ry, 0))
            return (dx * dx + dy * dy).squareRoot()
        }
        let zx = x / rx, zy = y / ry
        if zx * zx + zy * zy <= 1 { return 0 }
        // Eberly's routine wants e0 >= e1 with y0 along e0.
        if rx >= ry {
            return outside(y0: x, y1: y, e0: rx, e1: ry)
        } else {
            return outside(y0: y, y1: x, e0: ry, e1: rx)
        }
    }

    /// y0, y1 >= 0, e0 > e1 > 0, the point outside the ellipse.
    private static func outside(y0: Double, y1: Double, e0: Double, e1: Double) -> Double {
        if y1 > 0 {
            if y0 > 0 {
                let z0 = y0 / e0, z1 = y1 / e1
                let g = z0 * z0 + z1 * z1 - 1
                let r0 = (e0 / e1) * (e0 / e1)
                let s = root(r0: r0, z0: z0, z1: z1, g: g)
                let x0 = r0 * y0 / (s + r0)
                let x1 = y1 / (s + 1)
                let d0 = x0 - y0, d1 = x1 - y1
                return (d0 * d0 + d1 * d1).squareRoot()
            }
            return abs(y1 - e1)
        }
        let numer0 = e0 * y0, denom0 = e0 * e0 - e1 * e1
        if numer0 < denom0 {
            let xde0 = numer0 / denom0
            let x0 = e0 * xde0, x1 = e1 * (1 - xde0 * xde0).squareRoot()
            let d0 = x0 - y0
            return (d0 * d0 + x1 * x1).squareRoot()
        }
        return abs(y0 - e0)
    }

    private static func root(r0: Double, z0: Double, z1: Double, g: Double) -> Double {
        let n0 = r0 * z0
        var s0 = z1 - 1
        var s1 = g < 0 ? 0 : (n0 * n0 + z1 * z1).squareRoot() - 1
        var s = 0.0
        for _ in 0..<200 {
            s = (s0 + s1) / 2
            if s == s0 || s == s1 { break }
            let a = n0 / (s + r0), b = z1 / (s + 1)
            let gs = a * a + b * b - 1
            if gs > 0 { s0 = s } else if gs < 0 { s1 = s } else { break }
        }
        return s
    }
}
