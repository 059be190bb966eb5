/// Android draws a view's children only inside it (a `ViewGroup` clips its
/// children by default) and sends them touches only there: what a view 0 px
/// wide or tall holds is not on the screen, wherever its layout bounds put it
/// (a collapsed dialog, a closed drawer). Espresso and dumpsys print layout
/// bounds, not what is drawn, so their import hides such content, with one
/// warning per collapsed view.
enum CollapsedViews {
    static func hide(_ dump: inout ParsedDump) {
        let n = dump.elements.count
        // Whether an element is hidden by itself or by an ancestor, and the collapsed ancestor it is inside.
        var hiddenAbove = [Bool](repeating: false, count: n)
        var collapsedAbove = [Int?](repeating: nil, count: n)
        let hiddenAsRead = dump.elements.map(\.hidden)
        var counts: [Int: Int] = [:]
        for i in 0..<n {
            guard let p = dump.elements[i].parent else { continue }
            hiddenAbove[i] = hiddenAbove[p] || hiddenAsRead[p]
            collapsedAbove[i] = collapsedAbove[p] ?? (isCollapsed(dump.elements[p]) && !hiddenAbove[i] ? p : nil)
            // Every view inside, hidden itself, so each says it takes no touches.
            if let c = collapsedAbove[i], !hiddenAbove[i], !hiddenAsRead[i] {
                dump.elements[i].hidden = true
                counts[c, default: 0] += 1
            }
        }
        for (c, count) in counts.sorted(by: { $0.key < $1.key }) {
            let e = dump.elements[c]
            let f = e.frame ?? .zero
            let side = f.width == 0 ? "wide" : "tall"
            dump.warnings.add(line: e.line, "\(TypeName.short(e.type)) is 0 px \(side): the \(count) view\(count == 1 ? "" : "s") "
                              + "inside it are not drawn (Android clips a view's children to it); imported hidden")
        }
    }

    /// A view with a frame of no width or no height.
    static func isCollapsed(_ e: DumpElement) -> Bool {
        guard let f = e.frame else { return false }
        return f.width == 0 || f.height == 0
    }
}
