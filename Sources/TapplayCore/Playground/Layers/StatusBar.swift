/// The status bar at the bottom: one or two lines on a bar, clipped to the width.
struct StatusBar: Layer {
    var lines: [String]

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let colour = context.colour
        let bar = Cell(" ", fg: colour ? .scene(.black) : .default, bg: colour ? .scene(.white) : .default,
                       attrs: colour ? [] : [.reverse])
        buf.fill(col: area.col, row: area.row, width: area.width, height: area.height, with: bar)
        for (i, l) in lines.prefix(area.height).enumerated() {
            buf.write(l, col: area.col, row: area.row + i, fg: bar.fg, bg: bar.bg, attrs: bar.attrs,
                      maxWidth: area.width)
        }
    }
}
