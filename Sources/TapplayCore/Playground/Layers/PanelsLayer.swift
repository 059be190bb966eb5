/// The panels (scene problems, trace, timeline, help) stacked along the right of the canvas area.
struct PanelsLayer: Layer {
    var panels: [Panel]

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        Panel.stack(panels, into: &buf, area: area, colour: context.colour)
    }
}
