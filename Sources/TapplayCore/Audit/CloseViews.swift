/// `close`: two tappable views that take touches (as under uikit), neither an
/// ancestor of the other, at least one of them undersized (its frame under
/// the minimum size on an axis the screen shows whole: big targets a little
/// apart, a photo grid or a tab bar, are easy to hit), whose canvas frames
/// neither touch nor overlap but are closer than the minimum spacing.
/// Geometry alone: no policy's doing.
enum CloseViews {
    /// The Euclidean distance between two closed rectangles (0 when they touch or overlap).
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, b.minX - a.maxX, a.minX - b.maxX)
        let dy = max(0, b.minY - a.maxY, a.minY - b.maxY)
        if dx == 0 { return dy }
        if dy == 0 { return dx }
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Frames closer than this touch: the gap is rounding (whole points, pixels over a density).
    static let touching = 0.01

    /// The views audited for `close`, by left edge (ties: painter's order):
    /// those `onScreen` (`TargetExtent.isOnScreen`; all of them for an estimate).
    static func byLeft(_ context: HitContext, onScreen: (Int) -> Bool = { _ in true }) -> [Int] {
        let views = context.views
        let audited = context.tappables.filter {
            context.touchableUIKit[$0] && views[$0].handlesTaps && !views[$0].otherApp && onScreen($0)
        }
        return audited.sorted {
            let a = views[$0].canvasFrame.minX, b = views[$1].canvasFrame.minX
            return a != b ? a < b : $0 < $1
        }
    }

    /// How many pairs the sweep compares at most (what `forEachFinding` costs;
    /// views off the screen included), counted without comparing them: n log n.
    static func comparisons(context: HitContext, spacing: Double) -> Double {
        let views = context.views
        let order = byLeft(context)
        let lefts = order.map { views[$0].canvasFrame.minX }
        var total = 0.0
        for (n, a) in order.enumerated() {
            let reach = views[a].canvasFrame.maxX + spacing
            // The first position after n whose left edge is not before `reach`.
            var lo = n + 1, hi = lefts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if lefts[mid] < reach { lo = mid + 1 } else { hi = mid }
            }
            total += Double(lo - n - 1)
        }
        return total
    }

    /// Each `close` finding, in sweep order (not sorted), handed to `body`
    /// one at a time: a scene with millions of close pairs is never held whole.
    static func forEachFinding(context: HitContext, file: String, spacing: Double, sizes: TargetExtent,
                               _ body: (AuditFinding) -> Void) {
        let scene = context.scene
        let views = scene.views
        // Sweep along x: sorted by left edge, a view is compared only with the
        // ones that start before its right edge plus the spacing.
        let byLeft = byLeft(context, onScreen: sizes.isOnScreen)
        for (n, a) in byLeft.enumerated() {
            let fa = views[a].canvasFrame
            let reach = fa.maxX + spacing
            var m = n + 1
            while m < byLeft.count {
                let b = byLeft[m]
                m += 1
                let fb = views[b].canvasFrame
                if !(fb.minX < reach) { break }
                guard !scene.isAncestor(a, of: b), !scene.isAncestor(b, of: a) else { continue }
                guard sizes.frameIsUndersized(a) || sizes.frameIsUndersized(b) else { continue }
                let g = gap(fa, fb)
                guard g >= touching, g < spacing else { continue }
                let (first, second) = a < b ? (a, b) : (b, a)
                body(AuditFinding(file: file, sceneName: scene.name, kind: .close, policy: nil,
                                  views: [views[first].id, views[second].id], gap: g,
                                  line: views[first].line, limit: spacing, unit: scene.platform.unit))
            }
        }
    }
}
