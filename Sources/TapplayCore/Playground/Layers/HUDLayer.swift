/// The HUD (`f`): one line at the top right of the canvas area.
struct HUDLayer: Layer {
    var text: String

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let colour = context.colour
        let t = " \(text) "
        buf.write(t, col: max(0, area.col + area.width - DisplayWidth.columns(t)), row: area.row,
                  fg: colour ? .scene(.black) : .default, bg: colour ? .scene(.cyan) : .default,
                  attrs: colour ? [] : [.reverse])
    }
}
