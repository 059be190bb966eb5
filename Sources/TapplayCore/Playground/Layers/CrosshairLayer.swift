/// The keyboard crosshair: its cell in reverse video, a `+` on empty canvas.
struct CrosshairLayer: Layer {
    var cell: (col: Int, row: Int)

    func draw(into buf: inout CellBuffer, area: ScreenArea) {
        var c = buf[cell.col, cell.row]
        if c.char == " " || c.char == "·" { c.char = "+" }
        c.attrs = [.reverse, .bold]
        buf[cell.col, cell.row] = c
    }
}
