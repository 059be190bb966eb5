/// The axis a scroll view scrolls along, as its content shows it: a list whose
/// items stand side by side (a carousel, a row of chips, a pager) scrolls
/// sideways, one whose items stand one above the other scrolls up and down.
/// Its class says it first where it can (`HorizontalScrollView`, a
/// `ViewPager`); a scroll view with a single item scrolls up and down.
enum ScrollAxis: Sendable {
    case horizontal
    case vertical

    static func of(_ s: Int, in scene: Scene) -> ScrollAxis {
        let views = scene.views
        if let t = views[s].type {
            let short = TypeName.short(t)
            if short.contains("Horizontal") || short.contains("ViewPager") || short.hasSuffix("Pager") { return .horizontal }
            if short == "ScrollView" || short == "NestedScrollView" { return .vertical }
        }
        // Two items that overlap across and not along an axis stand along it.
        let items = views[s].children.map { views[$0].canvasFrame }.filter { $0.width > 0 && $0.height > 0 }
        var across = 0, down = 0
        for (n, a) in items.enumerated() {
            for b in items[(n + 1)...].prefix(8) {
                let overlapX = min(a.maxX, b.maxX) > max(a.minX, b.minX)
                let overlapY = min(a.maxY, b.maxY) > max(a.minY, b.minY)
                if overlapY && !overlapX { across += 1 }
                if overlapX && !overlapY { down += 1 }
            }
        }
        return across > down ? .horizontal : .vertical
    }
}
