/// iOS accessibility trees (XCUITest, Appium, idb, Maestro on iOS) list
/// elements in accessibility order, which is not drawing order: UIKit draws a
/// navigation bar, tab bar or toolbar over the content beside it wherever the
/// list puts it. And they do not say which views take touches: a label or an
/// image takes none unless the app turns it on.
enum AccessibilityOrder {
    /// A `StaticText` or `Image` that is not tappable and holds nothing
    /// tappable takes no touches (`UILabel` and `UIImageView` have
    /// `isUserInteractionEnabled` false by default): a plain one in front of a
    /// control lets the control's taps through, as on the device.
    static func leavePassiveViewsUntouchable(_ kept: inout [DumpElement], depth: [Int]) {
        // Walking backwards, each element learns whether its subtree holds a tappable element.
        var holdsTappable = [Bool](repeating: false, count: kept.count)
        for i in kept.indices.reversed() {
            if kept[i].tappable { holdsTappable[i] = true }
            if holdsTappable[i], let p = kept[i].parent { holdsTappable[p] = true }
        }
        for i in kept.indices where !holdsTappable[i] && AccessibilityTypes.passive.contains(TypeName.short(kept[i].type)) {
            kept[i].interactive = false
        }
    }

    /// The painter's order with every bar moved in front of its later
    /// siblings (after them, with its subtree), bars keeping their own order.
    /// Returns the permutation of `kept`'s indices; one warning per bar moved.
    static func barsInFront(_ kept: [DumpElement], warnings: inout WarningLog) -> [Int] {
        var children: [[Int]] = Array(repeating: [], count: kept.count)
        var roots: [Int] = []
        for (i, e) in kept.enumerated() {
            if let p = e.parent { children[p].append(i) } else { roots.append(i) }
        }
        func isBar(_ i: Int) -> Bool { AccessibilityTypes.bars.contains(TypeName.short(kept[i].type)) }
        func inFront(_ list: [Int]) -> [Int] {
            let bars = list.filter(isBar)
            guard !bars.isEmpty else { return list }
            // A bar moves when a view that is not a bar comes after it: one
            // that comes before the last such view (found once, not per bar).
            guard let lastOther = list.lastIndex(where: { !isBar($0) }) else { return list }
            for b in list[..<lastOther] where isBar(b) {
                warnings.add(line: kept[b].line, "\(kept[b].name) is listed before views it is drawn over "
                             + "(accessibility order); moved in front of them")
            }
            return list.filter { !isBar($0) } + bars
        }
        var order: [Int] = []
        order.reserveCapacity(kept.count)
        var stack = Array(inFront(roots).reversed())
        while let i = stack.popLast() {
            order.append(i)
            stack.append(contentsOf: inFront(children[i]).reversed())
        }
        return order
    }

    /// The arrays in the new order, parents renumbered.
    static func reorder(_ order: [Int], _ kept: [DumpElement], _ frames: [Rect], _ absolute: [Rect], _ depth: [Int])
        -> ([DumpElement], [Rect], [Rect], [Int]) {
        var newIndex = [Int](repeating: 0, count: order.count)
        for (n, i) in order.enumerated() { newIndex[i] = n }
        let k: [DumpElement] = order.map { i in
            var e = kept[i]
            e.parent = e.parent.map { newIndex[$0] }
            return e
        }
        return (k, order.map { frames[$0] }, order.map { absolute[$0] }, order.map { depth[$0] })
    }
}
