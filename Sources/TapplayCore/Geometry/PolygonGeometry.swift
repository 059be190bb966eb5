/// Point-in-polygon (non-zero winding) and exact point-to-polygon distance.
enum PolygonGeometry {
    static func distance(from p: Point, to pts: [Point]) -> Double {
        guard pts.count >= 2 else { return pts.first.map { $0.distance(to: p) } ?? .infinity }
        if winding(of: p, in: pts) != 0 { return 0 }
        var best = Double.infinity
        var j = pts.count - 1
        for i in 0..<pts.count {
            best = min(best, segmentDistance(p, pts[j], pts[i]))
            j = i
        }
        return best
    }

    /// Non-zero winding number of `p` with respect to the closed polygon.
    static func winding(of p: Point, in pts: [Point]) -> Int {
        var wn = 0
        var j = pts.count - 1
        for i in 0..<pts.count {
            let a = pts[j], b = pts[i]
            let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y && cross > 0 { wn += 1 }
            } else if b.y <= p.y && cross < 0 {
                wn -= 1
            }
            j = i
        }
        return wn
    }

    static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let abx = b.x - a.x, aby = b.y - a.y
        let len2 = abx * abx + aby * aby
        var t = len2 > 0 ? ((p.x - a.x) * abx + (p.y - a.y) * aby) / len2 : 0
        t = min(1, max(0, t))
        let dx = a.x + t * abx - p.x, dy = a.y + t * aby - p.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
