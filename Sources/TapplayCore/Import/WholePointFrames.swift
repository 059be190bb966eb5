/// WebDriverAgent (Appium) and Maestro write iOS frames rounded to whole
/// points, each number on its own: an edge can be a point off, so a button
/// can stick a point out of its scroll view, or a label a point into the
/// button beside it. Under UIKit's rules those slivers would be taps lost;
/// on the device they are not there. In a dump whose frames are all whole
/// points, such slivers (at most `rounding` across) are trimmed away:
/// - a tappable element that reaches past its parent's frame by at most a
///   point on a side is trimmed to the parent's edge;
/// - a plain element listed after a tappable sibling that overlaps it by a
///   sliver at most a point across is trimmed to meet it edge to edge.
/// One warning per element trimmed.
enum WholePointFrames {
    /// The largest error two rounded edges add up to.
    static let rounding = 1.0
    /// Most sibling pairs compared.
    static let comparisonBudget = 2_000_000

    /// Whether every frame is whole points.
    static func applies(to frames: [Rect]) -> Bool {
        frames.allSatisfy { r in [r.x, r.y, r.width, r.height].allSatisfy { $0 == $0.rounded() } }
    }

    /// Trims the slivers; `frames` (in the parent's space) and `absolute` stay in step.
    static func trim(_ kept: [DumpElement], frames: inout [Rect], absolute: inout [Rect], warnings: inout WarningLog) {
        var children: [[Int]] = Array(repeating: [], count: kept.count)
        for (i, e) in kept.enumerated() { if let p = e.parent { children[p].append(i) } }
        func setAbsolute(_ i: Int, _ r: Rect) {
            let old = absolute[i]
            absolute[i] = r
            let parentOrigin = kept[i].parent.map { absolute[$0].origin } ?? Point(x: 0, y: 0)
            frames[i] = Rect(x: r.x - parentOrigin.x, y: r.y - parentOrigin.y, width: r.width, height: r.height)
            // The children keep their place on the screen.
            if old.x != r.x || old.y != r.y {
                for c in children[i] {
                    frames[c].x = absolute[c].x - r.x
                    frames[c].y = absolute[c].y - r.y
                }
            }
        }
        // A tappable element a point past its parent.
        for (i, e) in kept.enumerated() where e.tappable {
            guard let p = e.parent else { continue }
            let inner = trimmed(absolute[i], within: absolute[p])
            if inner != absolute[i] {
                setAbsolute(i, inner)
                warnings.add(line: e.line, "\(e.name) reaches a point past its parent, as frames rounded to whole "
                             + "points do; trimmed to it")
            }
        }
        // A plain later sibling a point into a tappable one (within a budget
        // of pairs, so that a hostile list of thousands of siblings stays quick).
        let tappable = kept.map(\.tappable)
        var budget = comparisonBudget
        pairs: for list in children + [kept.indices.filter { kept[$0].parent == nil }] {
            for (n, t) in list.enumerated() where tappable[t] {
                for s in list[(n + 1)...] {
                    budget -= 1
                    if budget < 0 { break pairs }
                    guard !tappable[s] else { continue }
                    guard let r = apart(absolute[s], from: absolute[t]), r != absolute[s] else { continue }
                    setAbsolute(s, r)
                    warnings.add(line: kept[s].line, "\(kept[s].name) overlaps the \(kept[t].name) on line "
                                 + "\(kept[t].line) by a point, as frames rounded to whole points do; trimmed to meet it")
                }
            }
        }
    }

    /// `r` with each side that reaches at most `rounding` past `outer` moved onto it.
    static func trimmed(_ r: Rect, within outer: Rect) -> Rect {
        var x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        if x0 < outer.minX, outer.minX - x0 <= rounding { x0 = outer.minX }
        if y0 < outer.minY, outer.minY - y0 <= rounding { y0 = outer.minY }
        if x1 > outer.maxX, x1 - outer.maxX <= rounding { x1 = outer.maxX }
        if y1 > outer.maxY, y1 - outer.maxY <= rounding { y1 = outer.maxY }
        guard x1 > x0, y1 > y0 else { return r }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `r` moved off `t` where the two overlap by a sliver at most `rounding`
    /// across (nil when they do not overlap so).
    static func apart(_ r: Rect, from t: Rect) -> Rect? {
        let w = min(r.maxX, t.maxX) - max(r.minX, t.minX)
        let h = min(r.maxY, t.maxY) - max(r.minY, t.minY)
        guard w > 0, h > 0 else { return nil }
        var x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        if w <= rounding, w < h {
            if r.minX > t.minX { x0 = t.maxX } else if r.maxX < t.maxX { x1 = t.minX } else { return nil }
        } else if h <= rounding, h <= w {
            if r.minY > t.minY { y0 = t.maxY } else if r.maxY < t.maxY { y1 = t.minY } else { return nil }
        } else {
            return nil
        }
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
