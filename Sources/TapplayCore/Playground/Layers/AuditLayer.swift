/// The audit overlay (`a`): the current policy's ambiguous and swallowed zones
/// tinted, its small, unreachable and (when the standards ask) undersized
/// WCAG targets outlined (see `AuditOverlay`).
struct AuditLayer: Layer {
    var overlay: AuditOverlay

    /// Draws the tints and outlines into the cells of `area`.
    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let (viewport, colour) = (context.viewport, context.colour)
        let grid = overlay.result.grid
        let scene = overlay.result.scene
        let mark = overlay.mark
        if grid.count > 0 {
            for r in area.rows {
                for c in area.cols where buf.contains(col: c, row: r) {
                    let p = viewport.point(col: c, row: r)
                    guard p.x >= 0, p.y >= 0, p.x < scene.canvas.width, p.y < scene.canvas.height else { continue }
                    let i = min(grid.cols - 1, Int(p.x / grid.step)), j = min(grid.rows - 1, Int(p.y / grid.step))
                    let m = mark[j * grid.cols + i]
                    guard m != 0 else { continue }
                    var cell = buf[c, r]
                    let tint: SceneColor = m % 2 == 1 ? .magenta : .gray
                    switch (m <= 2, colour) {
                    case (true, true):
                        cell.bg = .scene(tint)
                        cell.fg = .scene(.white)
                    case (true, false):
                        cell.char = m == 1 ? "≈" : "░"
                    case (false, true):
                        // To review: dotted in the tint, the scene's text kept.
                        if cell.char == " " { cell.char = "·" }
                        cell.fg = .scene(tint)
                    case (false, false):
                        cell.char = m == 3 ? "~" : "·"
                    }
                    buf[c, r] = cell
                }
            }
        }
        let outlined: [FindingKind] = [.small, .unreachable, .targetSize, .targetSizeEnhanced]
        for f in overlay.findings where outlined.contains(f.kind) {
            guard let v = f.views.first.flatMap(scene.index(of:)) else { continue }
            let style: OutlineStyle = switch f.kind {
            case .small: .small
            case .unreachable: .unreachable
            default: .targetSize
            }
            outline(scene.views[v].canvasFrame, style, review: !f.certainty.isCertain, into: &buf, area: area,
                    context: context)
        }
    }

    /// How a view is outlined: its line characters and colour.
    enum OutlineStyle {
        case small, unreachable, targetSize

        /// Horizontal, vertical, then the corners from the top left, clockwise.
        var chars: (h: Character, v: Character, corners: [Character]) {
            switch self {
            case .small: ("╌", "╎", ["┌", "┐", "┘", "└"])
            case .unreachable: ("═", "║", ["╔", "╗", "╝", "╚"])
            case .targetSize: ("━", "┃", ["┏", "┓", "┛", "┗"])
            }
        }

        var colour: SceneColor {
            switch self {
            case .small: .orange
            case .unreachable: .red
            case .targetSize: .blue
            }
        }
    }

    /// `review`: a finding to review's outline, dotted (`┄`, `┆`) and dim,
    /// with its kind's corners and colour.
    func outline(_ f: Rect, _ style: OutlineStyle, review: Bool = false, into buf: inout CellBuffer, area: ScreenArea,
                 context: LayerContext) {
        let (viewport, colour) = (context.viewport, context.colour)
        let cols = viewport.cols(from: f.minX, to: f.maxX), rows = viewport.rows(from: f.minY, to: f.maxY)
        guard let c0 = cols.first, let c1 = cols.last, let r0 = rows.first, let r1 = rows.last else { return }
        let (h, v, corners) = review ? ("┄", "┆", style.chars.corners) : style.chars
        func put(_ c: Int, _ r: Int, _ ch: Character) {
            guard area.contains(col: c, row: r), buf.contains(col: c, row: r) else { return }
            var cell = buf[c, r]
            cell.char = ch
            cell.fg = colour ? .scene(style.colour) : .default
            cell.attrs = review ? [.dim] : [.bold]
            buf[c, r] = cell
        }
        // Only the visible part of long edges is walked.
        let cs = max(c0, area.col)...max(max(c0, area.col), min(c1, area.col + area.width - 1))
        let rs = max(r0, area.row)...max(max(r0, area.row), min(r1, area.row + area.height - 1))
        for c in cs { put(c, r0, h); put(c, r1, h) }
        for r in rs { put(c0, r, v); put(c1, r, v) }
        put(c0, r0, corners[0]); put(c1, r0, corners[1])
        put(c1, r1, corners[2]); put(c0, r1, corners[3])
    }
}
