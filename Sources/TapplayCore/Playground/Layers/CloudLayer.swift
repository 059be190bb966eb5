/// The sample cloud of the last tap under `sampled`: each point as `•` in
/// the colour of the view that took it, `◦` (dim) where no view took it; the
/// picture that shows why a tap went where it did. Drawn under the dots.
struct CloudLayer: Layer {
    var samples: [CloudSample]

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let (scene, viewport, colour) = (context.scene, context.viewport, context.colour)
        // Outer rings first, so that where points share a cell the inner one shows.
        for s in samples.reversed() {
            let cell = viewport.cell(for: s.point)
            guard area.contains(col: cell.col, row: cell.row) else { continue }
            var c = buf[cell.col, cell.row]
            if let v = s.view {
                c.char = "•"
                // On black, like the dots, so the point shows the taker's colour itself.
                c.fg = colour ? .scene(scene.color(of: v)) : .default
                c.bg = colour ? .scene(.black) : .default
                c.attrs = .bold
            } else {
                c.char = "◦"
                c.fg = colour ? .scene(.white) : .default
                c.attrs = .dim
            }
            buf[cell.col, cell.row] = c
        }
    }
}
