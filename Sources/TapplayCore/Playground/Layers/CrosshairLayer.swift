/// The keyboard crosshair: its cell in reverse video, a `+` on empty canvas
/// and on either half of a wide character (whose other half is blanked), so
/// it always marks exactly the one cell a tap goes to.
struct CrosshairLayer: Layer {
    var cell: (col: Int, row: Int)

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        var c = buf[cell.col, cell.row]
        if c.char == " " || c.char == "·" || c.isTail || c.isHead { c.char = "+" }
        c.attrs = [.reverse, .bold]
        buf[cell.col, cell.row] = c
    }
}
