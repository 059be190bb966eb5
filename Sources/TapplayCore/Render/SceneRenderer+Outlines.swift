extension SceneRenderer {
    /// The views over a screenshot (SPEC 6.2): every visible view as its
    /// outline in its colour, over the picture's cells (whose colours stay
    /// under the line), and a view's label on its colour on the first row
    /// inside (in the top border when the box has no room inside); nothing is
    /// filled, so the app's own pixels show. Ancestors that clip cut their
    /// subtrees, hidden views are left out, as in `draw`.
    public func drawOutlines(into buffer: inout CellBuffer, area: ScreenArea) {
        let views = scene.views
        var clip = [Rect?](repeating: nil, count: views.count)
        let everything = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        for (i, v) in views.enumerated() {
            var region: Rect?
            if let p = v.parent {
                if let pc = clip[p] { region = views[p].clips ? pc.overlap(views[p].canvasFrame) : pc }
            } else {
                region = everything
            }
            if v.hidden || v.alpha < 0.01 { region = nil }
            clip[i] = region
            guard let visible = region else { continue }
            outline(i, visibleIn: visible, into: &buffer, area: area)
        }
    }

    func outline(_ i: Int, visibleIn visible: Rect, into buffer: inout CellBuffer, area: ScreenArea) {
        let v = scene.views[i]
        let own = cells(of: v.canvasFrame)
        let shown = cells(of: v.canvasFrame.overlap(visible) ?? .zero)
        let cols = shown.cols.clamped(to: area.cols), rows = shown.rows.clamped(to: area.rows)
        guard !cols.isEmpty, !rows.isEmpty else { return }
        let colourOf = scene.color(of: i)
        let line: TermColor = colour ? .scene(colourOf) : .default
        let attrs: CellAttributes = v.alpha < 1 ? .dim : []
        let boxed = own.cols.count >= 2 && own.rows.count >= 2
        for r in rows {
            for c in cols {
                let edge = boxed ? border(c, r, own, faint: false) : (own.rows.count == 1 ? "─" : "│")
                guard let edge, Self.showsDrawingOnly(buffer[c, r]) else { continue }
                var cell = buffer[c, r]
                cell.char = edge
                cell.fg = line
                cell.attrs = attrs
                buffer[c, r] = cell
            }
        }
        guard !v.drawsOutlineOnly, let label = v.label else { return }
        let row = own.rows.count >= 3 ? own.rows.lowerBound + 1 : own.rows.lowerBound
        let start = max(own.cols.lowerBound + (boxed ? 1 : 0), cols.lowerBound)
        let end = min(own.cols.upperBound - (boxed ? 1 : 0), cols.upperBound)
        guard rows.contains(row), end > start else { return }
        buffer.write(label, col: start, row: row, fg: colour ? .scene(colourOf.contrasting) : .default,
                     bg: colour ? .scene(colourOf) : nil, attrs: attrs.union(.bold), maxWidth: end - start)
    }
}
