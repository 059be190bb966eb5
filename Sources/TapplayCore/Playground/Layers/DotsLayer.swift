/// The taps as dots at their points: `●` a handler ran (in the responder's
/// colour), `○` nobody handled it (white), `◐` ambiguous.
struct DotsLayer: Layer {
    var results: [HitResult]

    /// The glyph of a tap.
    static func glyph(for r: HitResult) -> Character {
        if r.ambiguous { return "◐" }
        return r.responder != nil ? "●" : "○"
    }

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let (scene, viewport, colour) = (context.scene, context.viewport, context.colour)
        for r in results {
            let cell = viewport.cell(for: r.point)
            guard area.contains(col: cell.col, row: cell.row) else { continue }
            let fg: TermColor = colour ? (r.responder.map { .scene(scene.color(of: $0)) } ?? .scene(.white)) : .default
            buf[cell.col, cell.row] = Cell(Self.glyph(for: r), fg: fg,
                                           bg: colour ? .scene(.black) : .default, attrs: .bold)
        }
    }
}
