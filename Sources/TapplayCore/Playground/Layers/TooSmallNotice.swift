/// The notice shown instead of the playground on a screen below its minimum size,
/// word-wrapped and centred so it stays readable down to any size.
struct TooSmallNotice: Layer {
    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let words = "Terminal too small: \(area.width)×\(area.height). tapplay needs at least \(Playground.minCols)×\(Playground.minRows). Enlarge it, or press q to quit."
        var lines: [String] = []
        var line = ""
        for w in words.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + w.count > area.width { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + w
        }
        if !line.isEmpty { lines.append(line) }
        let top = area.row + max(0, (area.height - lines.count) / 2)
        for (i, l) in lines.enumerated() {
            buf.write(l, col: area.col + max(0, (area.width - l.count) / 2), row: top + i, attrs: .bold)
        }
    }
}
