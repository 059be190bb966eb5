import Foundation
import Testing
@testable import TapplayCore

@Suite("Geometry")
struct GeometryTests {
    @Test("rect containment is half-open like CGRect.contains")
    func halfOpen() {
        let r = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(r.contains(Point(x: 10, y: 10)))
        #expect(r.contains(Point(x: 19.999, y: 19.999)))
        #expect(!r.contains(Point(x: 20, y: 15)))
        #expect(!r.contains(Point(x: 15, y: 20)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 0).contains(.zero))
    }

    @Test("rect distance is Euclidean to the nearest edge or corner, 0 inside")
    func rectDistance() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.distance(to: Point(x: 50, y: 50)) == 0)
        #expect(r.distance(to: Point(x: 110, y: 50)) == 10)
        #expect(r.distance(to: Point(x: 103, y: 104)) == 5)
        #expect(r.distance(to: Point(x: 100, y: 100)) == 0)
    }

    @Test("circle content shape: diameter min(w, h), centred")
    func circle() {
        let s = ContentShapeSpec(kind: .circle).resolved(in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(s == .ellipse(center: Point(x: 100, y: 50), rx: 50, ry: 50))
        #expect(s.distance(to: Point(x: 100, y: 110)) == 10)
        #expect(s.distance(to: Point(x: 160, y: 50)) == 10)
        #expect(s.contains(Point(x: 150, y: 50)))       // on the outline: closed
        #expect(!s.contains(Point(x: 151, y: 50)))
    }

    @Test("ellipse distance is accurate to 0.01 pt against a dense sampling")
    func ellipse() {
        let c = Point(x: 0, y: 0)
        let rx = 80.0, ry = 30.0
        let probes = [Point(x: 100, y: 40), Point(x: 3, y: 50), Point(x: 85, y: 1), Point(x: -60, y: -60),
                      Point(x: 0, y: 31), Point(x: 81, y: 0), Point(x: 70, y: 20)]
        for p in probes {
            var best = Double.infinity
            let n = 200_000
            for k in 0..<n {
                let t = Double(k) / Double(n) * 2 * Double.pi
                best = min(best, p.distance(to: Point(x: rx * cos(t), y: ry * sin(t))))
            }
            let inside = (p.x / rx) * (p.x / rx) + (p.y / ry) * (p.y / ry) <= 1
            let d = HitShape.ellipse(center: c, rx: rx, ry: ry).distance(to: p)
            #expect(abs(d - (inside ? 0 : best)) < 0.01, "at \(p): \(d) vs \(best)")
        }
    }

    @Test("capsule is a core rect with round caps; its distance is exact")
    func capsule() {
        let s = ContentShapeSpec(kind: .capsule).resolved(in: Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(s.distance(to: Point(x: 100, y: 70)) == 10)        // above the core
        #expect(s.distance(to: Point(x: 210, y: 30)) == 10)        // right of the right cap (r 30 at 170)
        #expect(abs(s.distance(to: Point(x: 0, y: 0)) - (30 * 2.squareRoot() - 30)) < 1e-12)  // corner gap
        #expect(s.contains(Point(x: 5, y: 30)))
        #expect(!s.contains(Point(x: 1, y: 1)))
    }

    @Test("polygon: non-zero winding inside, exact distance to edges outside")
    func polygon() {
        let tri = ContentShapeSpec(kind: .polygon, points: [Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
            .resolved(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(tri.contains(Point(x: 50, y: 50)))
        #expect(!tri.contains(Point(x: 5, y: 5)))
        #expect(tri.distance(to: Point(x: 50, y: 110)) == 10)
        // Distance from (0, 0) to the edge (50,0)-(0,100): |2·0 + 0 − 100| / √5.
        #expect(abs(tri.distance(to: Point(x: 0, y: 0)) - 100 / 5.squareRoot()) < 1e-9)
    }

    @Test("content shape scale is about the bounds' centre and offset comes after it")
    func scaleThenOffset() {
        let s = ContentShapeSpec(kind: .rect, offset: Point(x: 40, y: 40), scaleX: 0.5, scaleY: 0.5)
            .resolved(in: Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(s == .rect(Rect(x: 165, y: 165, width: 50, height: 50)))
    }

    @Test("a non-uniformly scaled circle becomes an ellipse")
    func scaledCircle() {
        let s = ContentShapeSpec(kind: .circle, scaleX: 2, scaleY: 1).resolved(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(s == .ellipse(center: Point(x: 50, y: 50), rx: 100, ry: 50))
    }

    @Test("exactHitArea shrinks by slop on each side; views smaller than 2·slop collapse to the centre")
    func exactArea() {
        #expect(HitContext.exactHitArea(Rect(x: 0, y: 0, width: 100, height: 100), slop: 10)
                == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(HitContext.exactHitArea(Rect(x: 0, y: 0, width: 16, height: 100), slop: 10)
                == Rect(x: 8, y: 10, width: 0, height: 80))
        #expect(HitContext.exactHitArea(Rect(x: 0, y: 0, width: 0, height: 0), slop: 0)
                == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}

@Suite("Number formatting")
struct FormatTests {
    @Test("integers without a fraction, others with up to two decimals, huge and non-finite safely")
    func numbers() {
        #expect(Format.number(150) == "150")
        #expect(Format.number(56.14159) == "56.14")
        #expect(Format.number(0.5) == "0.5")
        #expect(Format.number(-0.004) == "0")
        #expect(Format.number(1e300) == "1e+300")
        #expect(Format.number(-1.5e16) == "-1.5e+16")
        #expect(Format.number(.infinity) == "inf")
        #expect(Format.number(.nan) == "nan")
    }
}
