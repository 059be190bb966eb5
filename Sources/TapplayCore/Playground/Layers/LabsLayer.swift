/// What the labs show on the canvas: fired-gesture marks just right of their
/// dots (`1`, `2`, `L`), `✗` where drops were lost, the current drop target's
/// outline highlighted, and the dragged item's `░` ghost under the pointer.
struct LabsLayer: Layer {
    var labs: LabSession

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let (scene, viewport, colour) = (context.scene, context.viewport, context.colour)
        let views = scene.views
        for m in labs.gestureMarks {
            let c = viewport.cell(for: m.point)
            let col = c.col + 1
            guard area.contains(col: col, row: c.row), m.view < views.count else { continue }
            buf[col, c.row] = Cell(m.label, fg: colour ? .scene(scene.color(of: m.view)) : .default,
                                   bg: colour ? .scene(.black) : .default, attrs: .bold)
        }
        for p in labs.lostDrops {
            let c = viewport.cell(for: p)
            guard area.contains(col: c.col, row: c.row) else { continue }
            buf[c.col, c.row] = Cell("✗", fg: colour ? .scene(.red) : .default, bg: colour ? .scene(.black) : .default,
                                     attrs: .bold)
        }
        let renderer = SceneRenderer(scene: scene, viewport: viewport, colour: colour)
        if let t = labs.drags.currentTarget, t < views.count {
            let cells = renderer.cells(of: views[t].canvasFrame)
            for r in cells.rows.clamped(to: area.rows) {
                for c in cells.cols.clamped(to: area.cols) {
                    if renderer.border(c, r, cells, faint: true) != nil {
                        var cell = buf[c, r]
                        cell.attrs = [.reverse, .bold]
                        buf[c, r] = cell
                    }
                }
            }
        }
        if let d = labs.drags.dragging, d.item < views.count {
            // The item's box following the pointer where it was grabbed.
            let f = views[d.item].canvasFrame
            let ghost = Rect(x: d.point.x - labs.grabOffset.x, y: d.point.y - labs.grabOffset.y,
                             width: f.width, height: f.height)
            let cells = renderer.cells(of: ghost)
            let ink: TermColor = colour ? .scene(scene.color(of: d.item)) : .default
            for r in cells.rows.clamped(to: area.rows) {
                for c in cells.cols.clamped(to: area.cols) {
                    buf[c, r] = Cell("░", fg: ink, bg: .default)
                }
            }
            buf.write(views[d.item].id, col: max(area.col, cells.cols.lowerBound), row: max(area.row, cells.rows.lowerBound),
                      fg: ink, attrs: .bold, maxWidth: max(0, cells.cols.count))
        }
    }
}
