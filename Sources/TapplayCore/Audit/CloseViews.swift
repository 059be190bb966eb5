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

    /// The axis a sweep runs along: views sorted by their leading edge on it
    /// are compared only with the ones that start before their trailing edge
    /// plus the spacing. A row of views is swept along x, a column along y:
    /// along the other axis every pair would overlap.
    enum Axis {
        case x, y
        func lead(_ r: Rect) -> Double { self == .x ? r.minX : r.minY }
        func trail(_ r: Rect) -> Double { self == .x ? r.maxX : r.maxY }
    }

    /// The views audited for `close`, by leading edge on `axis` (ties: painter's
    /// order): those `onScreen` (`TargetExtent.isOnScreen`; all of them for an estimate).
    static func byLead(_ context: HitContext, axis: Axis, onScreen: (Int) -> Bool = { _ in true }) -> [Int] {
        let views = context.views
        let audited = context.tappables.filter {
            context.touchableUIKit[$0] && views[$0].handlesTaps && !views[$0].otherApp && onScreen($0)
        }
        return audited.sorted {
            let a = axis.lead(views[$0].canvasFrame), b = axis.lead(views[$1].canvasFrame)
            return a != b ? a < b : $0 < $1
        }
    }

    /// How many pairs a sweep along `axis` compares (views off the screen
    /// included), counted without comparing them: n log n.
    static func comparisons(context: HitContext, spacing: Double, axis: Axis) -> Double {
        guard spacing > touching else { return 0 }
        let views = context.views
        let order = byLead(context, axis: axis)
        let leads = order.map { axis.lead(views[$0].canvasFrame) }
        var total = 0.0
        for (n, a) in order.enumerated() {
            let reach = axis.trail(views[a].canvasFrame) + spacing
            // The first position after n whose leading edge is not before `reach`.
            var lo = n + 1, hi = leads.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if leads[mid] < reach { lo = mid + 1 } else { hi = mid }
            }
            total += Double(lo - n - 1)
        }
        return total
    }

    /// The axis whose sweep compares fewer pairs, and how many: what
    /// `forEachFinding` costs. A column of 9,000 buttons compares each with
    /// its neighbours, not with all 9,000; a spacing of 0 compares none.
    static func cheapestSweep(context: HitContext, spacing: Double) -> (axis: Axis, pairs: Double) {
        let x = comparisons(context: context, spacing: spacing, axis: .x)
        guard x > 0 else { return (.x, 0) }
        let y = comparisons(context: context, spacing: spacing, axis: .y)
        return y < x ? (.y, y) : (.x, x)
    }

    /// How many pairs the sweep compares at most (what `forEachFinding` costs).
    static func comparisons(context: HitContext, spacing: Double) -> Double {
        cheapestSweep(context: context, spacing: spacing).pairs
    }

    /// Each `close` finding, in sweep order (not sorted), handed to `body`
    /// one at a time: a scene with millions of close pairs is never held whole.
    static func forEachFinding(context: HitContext, file: String, spacing: Double, sizes: TargetExtent,
                               _ body: (AuditFinding) -> Void) {
        let scene = context.scene
        let views = scene.views
        let (axis, pairs) = cheapestSweep(context: context, spacing: spacing)
        guard pairs > 0 else { return }
        let byLead = byLead(context, axis: axis, onScreen: sizes.isOnScreen)
        for (n, a) in byLead.enumerated() {
            let fa = views[a].canvasFrame
            let reach = axis.trail(fa) + spacing
            var m = n + 1
            while m < byLead.count {
                let b = byLead[m]
                m += 1
                let fb = views[b].canvasFrame
                if !(axis.lead(fb) < reach) { break }
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
