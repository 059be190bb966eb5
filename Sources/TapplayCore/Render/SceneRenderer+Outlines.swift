extension SceneRenderer {
    /// The views over a screenshot (SPEC 6.2): every visible view as its
    /// outline in its colour, over the picture's cells (whose colours stay
    /// under the line), and a view's label on its colour on the first row
    /// inside (in the top border when the box has no room inside), as
    /// `SceneText` decides it and cut with `…` before a view drawn over it;
    /// nothing is filled, so the app's own pixels show. Ancestors that clip
    /// cut their subtrees, hidden views are left out, as in `draw`.
    public func drawOutlines(into buffer: inout CellBuffer, area: ScreenArea) {
        // Each view's part of the canvas and its label, as every picture decides them (`SceneText`).
        let text = SceneText(scene: scene, ids: ids)
        for (i, v) in scene.views.enumerated() {
            guard let visible = text.region[i], v.alpha >= 0.01 else { continue }
            outline(i, visibleIn: visible, label: text.label[i], text: text, into: &buffer, area: area)
        }
    }

    func outline(_ i: Int, visibleIn visible: Rect, label: String?, text: SceneText, into buffer: inout CellBuffer,
                 area: ScreenArea) {
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
        guard !v.drawsOutlineOnly, let label else { return }
        let row = own.rows.count >= 3 ? own.rows.lowerBound + 1 : own.rows.lowerBound
        let start = max(own.cols.lowerBound + (boxed ? 1 : 0), cols.lowerBound)
        // The label stops before a view drawn over it, cut with `…`, never in pieces.
        let end = firstCovered(below: i, row: row, from: start,
                               to: min(own.cols.upperBound - (boxed ? 1 : 0), cols.upperBound), text: text)
        guard rows.contains(row), end - start >= min(3, DisplayWidth.columns(label)) else { return }
        buffer.write(PictureText.fitted(label, width: end - start), col: start, row: row, fg: colour ? .scene(colourOf.contrasting) : .default,
                     bg: colour ? .scene(colourOf) : nil, attrs: attrs.union(.bold), maxWidth: end - start)
    }
}
