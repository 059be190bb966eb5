/// The app's screenshot under the views (SPEC 6.2, `v`): each cell an upper
/// half block `▀`, its top pixel as the foreground and its bottom pixel as
/// the background (a lower half block `▄` where only the bottom half lies on
/// the canvas), from the `PictureGrid` made once for the viewport's scale.
struct PictureLayer: Layer {
    var grid: PictureGrid

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let v = context.viewport
        for r in area.rows {
            let half = 2 &* (r &- v.originRow)
            for c in area.cols {
                let column = c &- v.originCol
                let top = grid.colour(column: column, half: half)
                let bottom = grid.colour(column: column, half: half &+ 1)
                if let top {
                    buf[c, r] = Cell("▀", fg: top, bg: bottom ?? .default)
                } else if let bottom {
                    buf[c, r] = Cell("▄", fg: bottom, bg: .default)
                }
            }
        }
    }
}
