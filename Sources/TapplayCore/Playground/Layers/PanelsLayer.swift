/// The panels (scene problems, trace, timeline, help) stacked along the right of the canvas area.
struct PanelsLayer: Layer {
    var panels: [Panel]
    var colour: Bool

    func draw(into buf: inout CellBuffer, area: ScreenArea) {
        Panel.stack(panels, into: &buf, area: area, colour: colour)
    }
}
