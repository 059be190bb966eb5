/// What a `compose` walk reports, from its list R and the views it evaluated:
/// the path, hit, responder, candidates and ambiguity as docs/policies.md
/// describes them under `compose`. Shared by the step-by-step walk and the
/// index's walk over the views near the point.
enum ComposeReport {
    /// An entry of R, or a tappable view evaluated in steps 1, 3, 4 or 5 with
    /// a finite `d` or a direct hit (`d = −1`).
    struct Entry: Sendable {
        var view: Int
        var d: Double
        var inLayer: Bool

        /// `(0 if inLayer else 1, d)`, compared lexicographically.
        @inline(__always)
        func keyIsLess(than o: Entry) -> Bool {
            inLayer != o.inLayer ? inLayer : d < o.d
        }
    }

    /// The result: path = R's views, hit = the last, responder = the last
    /// interactive view of R; candidates = the evaluated views by key (ties:
    /// the first evaluated), each once, without the hit's ancestors, the hit
    /// moved to the front; ambiguous when the hit is a near hit and two or
    /// more are left; distances the square roots of the near distances (0 for
    /// a direct hit).
    static func result(_ p: Point, R: [Entry], evaluated: [Entry], scene: Scene) -> HitResult {
        guard let last = R.last else { return HitResult(point: p, policy: .compose, path: []) }
        let views = scene.views
        let hit = last.view
        let responder = R.last { views[$0.view].interactive }?.view
        let order = evaluated.indices.sorted { a, b in
            let x = evaluated[a], y = evaluated[b]
            if x.keyIsLess(than: y) { return true }
            if y.keyIsLess(than: x) { return false }
            return a < b
        }
        var candidates: [Int] = []
        var distances: [Double] = []
        candidates.reserveCapacity(order.count)
        distances.reserveCapacity(order.count)
        var hitDistance = 0.0
        for k in order {
            let e = evaluated[k]
            if e.view == hit {
                hitDistance = distance(e.d)
                continue
            }
            // Each view is tested once per walk, so each is listed once.
            if scene.isAncestor(e.view, of: hit) { continue }
            candidates.append(e.view)
            distances.append(distance(e.d))
        }
        candidates.insert(hit, at: 0)
        distances.insert(hitDistance, at: 0)
        return HitResult(point: p, policy: .compose, hit: hit, responder: responder,
                         ambiguous: last.d >= 0 && candidates.count >= 2,
                         candidates: candidates, distances: distances, path: R.map(\.view))
    }

    /// A near distance's square root, 0 for a direct hit.
    @inline(__always)
    static func distance(_ d: Double) -> Double { d < 0 ? 0 : d.squareRoot() }
}
