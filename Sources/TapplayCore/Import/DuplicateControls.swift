/// One control that accessibility exposes twice (a table cell's proxy and
/// the button inside it, say): two tappable elements of the same type,
/// identifier and label whose frames overlap by at least half of the smaller
/// one. Imported as two tappable views they would take each other's taps; the
/// one listed first is imported not tappable, with a warning.
enum DuplicateControls {
    /// Most pairs compared (a hostile dump of one label repeated cannot take long).
    static let comparisonBudget = 1_000_000

    static func importOnce(_ kept: inout [DumpElement], absolute: [Rect], warnings: inout WarningLog) {
        struct Key: Hashable { var type: String, identifier: String?, label: String? }
        var groups: [Key: Int] = [:]
        var lists: [[Int]] = []
        for (i, e) in kept.enumerated() where e.tappable && (e.identifier != nil || e.label != nil) {
            let key = Key(type: TypeName.short(e.type), identifier: e.identifier, label: e.label)
            if let g = groups[key] {
                lists[g].append(i)
            } else {
                groups[key] = lists.count
                lists.append([i])
            }
        }
        var budget = comparisonBudget
        for list in lists where list.count > 1 {
            for (n, a) in list.enumerated() {
                for b in list[(n + 1)...] {
                    budget -= 1
                    if budget < 0 { return }
                    guard overlapsByHalf(absolute[a], absolute[b]) else { continue }
                    kept[a].tappable = false
                    let name = kept[a].label ?? kept[a].identifier ?? ""
                    warnings.add(line: kept[a].line, "\(kept[a].name) '\(DumpText.excerpt(Substring(name)))' is exposed "
                                 + "again on line \(kept[b].line) over the same place: one control listed twice; "
                                 + "imported not tappable here")
                    break
                }
            }
        }
    }

    /// Whether the intersection covers at least half of the smaller rectangle.
    static func overlapsByHalf(_ a: Rect, _ b: Rect) -> Bool {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        guard w > 0, h > 0 else { return false }
        let smaller = min(a.width * a.height, b.width * b.height)
        return smaller > 0 && w * h >= smaller / 2
    }
}
