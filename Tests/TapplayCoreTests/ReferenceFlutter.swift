@testable import TapplayCore

/// A plain, slow second implementation of `flutter`, written from SPEC §2's
/// steps: a recursive `test(v)` that builds Flutter's hit-test path, sharing
/// no code with `FlutterPolicy` or its index (only the scene model, and the
/// reference's own shape test, `ReferenceSampled.contains`).
enum ReferenceFlutter {
    struct Answer: Equatable, CustomStringConvertible {
        var hit: String?
        var responder: String?
        var candidates: [String]
        /// Outermost first, as reported.
        var path: [String]
        var description: String { "hit \(hit ?? "nil"), responder \(responder ?? "nil"), candidates \(candidates), path \(path)" }
    }

    static func answer(_ s: Scene, _ p: Point) -> Answer {
        let none = Answer(hit: nil, responder: nil, candidates: [], path: [])
        guard p.x >= 0, p.x < s.canvas.width, p.y >= 0, p.y < s.canvas.height else { return none }
        var result: [Int] = []              // Flutter's HitTestResult: deepest first

        func test(_ i: Int) -> Bool {
            let v = s.views[i]
            // 1. Offstage, IgnorePointer, a passThrough rect (own coordinates) over p.
            if v.hidden || !v.interactive { return false }
            let f = v.canvasFrame
            for r in v.passThrough {
                let x0 = f.x + r.x, y0 = f.y + r.y
                if p.x >= x0 && p.x < x0 + r.width && p.y >= y0 && p.y < y0 + r.height { return false }
            }
            // 2. Outside the shape (contentShape, else the frame): false, children unseen.
            guard ReferenceSampled.contains(v, p.x, p.y) else { return false }
            // 3. Children from the last to the first; the first true ends the loop.
            var hitChild = false
            for c in v.children.reversed() where test(c) {
                hitChild = true
                break
            }
            // 4. Solid: paints (color, label) or handles (tappable).
            let solid = v.color != nil || v.label != nil || v.tappable
            if hitChild || solid {
                result.append(i)
                return true
            }
            return false
        }

        for r in s.roots.reversed() where test(r) { break }
        guard let h = result.first else { return none }
        let arena = result.filter { s.views[$0].tappable }.map { s.views[$0].id }
        return Answer(hit: s.views[h].id, responder: arena.first, candidates: arena,
                      path: result.reversed().map { s.views[$0].id })
    }
}
