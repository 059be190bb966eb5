/// The panels (scene problems, audit, trace, timeline, help) stacked in the
/// column beside the canvas when the screen has room for it
/// (`ScreenLayout.panelArea`), else along the right of the canvas area, over it.
struct PanelsLayer: Layer {
    var panels: [Panel]
    /// The column beside the canvas, when there is one.
    var beside: ScreenArea?

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        Panel.stack(panels, into: &buf, area: beside ?? area, colour: context.colour, beside: beside != nil)
    }
}
