/// Draws a scene into a cell buffer: views in painter's order as coloured
/// boxes (id in the top border, label inside), plain containers as their
/// outline only (`SceneView.drawsOutlineOnly`), overflow drawn unless an
/// ancestor `clips`, nothing beyond the canvas, hidden views left out, low
/// opacity shaded. Which label a view draws and whether its box has a title
/// is `SceneText`'s rule (SPEC §6.1); text is cut with `…`
/// (`PictureText`) and takes its display width (`CellBuffer.write`).
public struct SceneRenderer: Sendable {
    public var scene: Scene
    public var viewport: Viewport
    /// Whether colours are available; without them shading and glyphs carry the meaning.
    public var colour: Bool
    /// Whether plain containers are titled with their ids (`i`, `render --ids`).
    public var ids: Bool

    public init(scene: Scene, viewport: Viewport, colour: Bool = true, ids: Bool = false) {
        self.scene = scene
        self.viewport = viewport
        self.colour = colour
        self.ids = ids
    }

    /// The rectangle of cells a canvas-space rect covers: cells whose centre lies inside it.
    public func cells(of r: Rect) -> (cols: Range<Int>, rows: Range<Int>) {
        (viewport.cols(from: r.minX, to: r.maxX), viewport.rows(from: r.minY, to: r.maxY))
    }

    /// Draws the canvas background and every visible view into `area` of `buffer`
    /// (cells outside `area` are left alone).
    public func draw(into buffer: inout CellBuffer, area: ScreenArea) {
        let canvas = cells(of: scene.canvasRect)
        for r in canvas.rows.clamped(to: area.rows) {
            for c in canvas.cols.clamped(to: area.cols) {
                buffer[c, r] = Cell("·", fg: .scene(.gray), attrs: .dim)
            }
        }
        // Each view's part of the canvas (cut by the canvas and the ancestors
        // that clip) and its label: `SceneText`, as every picture decides them.
        let text = SceneText(scene: scene, ids: ids)
        for i in scene.views.indices {
            guard let visible = text.region[i] else { continue }
            drawView(i, visibleIn: visible, text: text, into: &buffer, area: area)
        }
    }

    func drawView(_ i: Int, visibleIn visible: Rect, text: SceneText, into buffer: inout CellBuffer, area: ScreenArea) {
        let v = scene.views[i]
        let label = text.label[i]
        let own = cells(of: v.canvasFrame)
        let shown = cells(of: visible)
        let cols = shown.cols.clamped(to: area.cols), rows = shown.rows.clamped(to: area.rows)
        guard !cols.isEmpty, !rows.isEmpty else { return }
        let colourOf = scene.color(of: i)
        let faint = v.alpha < 0.01
        var boxed = own.cols.count >= 2 && own.rows.count >= 2
        if boxed, scene.source != nil, !v.tappable, let label,
           DisplayWidth.columns(label) > own.cols.count - 2 {
            // On an imported screen a text element (a button's title) too narrow to show
            // its label inside a box shows it across its whole width instead.
            boxed = false
        }
        if v.drawsOutlineOnly && !faint {
            drawOutline(v, colourOf, own: own, cols: cols, rows: rows, boxed: boxed,
                        title: text.title(i), into: &buffer)
            return
        }
        let fill: Cell
        let ink: TermColor = colour ? .scene(colourOf.contrasting) : .default
        let bg: TermColor = colour ? .scene(colourOf) : .default
        switch v.alpha {
        case ..<0.01:
            // Practically invisible: an outline of dots only, so it can be found.
            fill = Cell(" ", fg: colour ? .scene(colourOf) : .default, bg: .default, attrs: .dim)
        case ..<0.5:
            fill = Cell("░", fg: colour ? .scene(colourOf) : .default, bg: .default)
        case ..<1:
            fill = Cell(colour ? " " : "▒", fg: ink, bg: bg, attrs: .dim)
        default:
            fill = Cell(" ", fg: ink, bg: bg)
        }
        let translucent = !faint && v.alpha < 0.5
        for r in rows {
            for c in cols {
                var cell = fill
                if boxed {
                    let edge = border(c, r, own, faint: faint)
                    cell.char = edge ?? fill.char
                    if faint && edge == nil { continue }
                    if translucent && edge == nil {
                        // What lies beneath shows through a translucent view, shaded.
                        let below = buffer[c, r]
                        if below.char != " " && below.char != "·" {
                            cell = below
                            cell.attrs.insert(.dim)
                        }
                    }
                } else if faint {
                    cell.char = "∙"
                }
                buffer[c, r] = cell
            }
        }
        guard boxed else {
            // Too small for a box: its label (or its id when that fits whole) across
            // the first row, so it can still be found.
            // Two characters and `…` at least, or the whole text: never a lone `…`.
            let words = label.flatMap { cols.count >= min(3, DisplayWidth.columns($0)) ? PictureText.fitted($0, width: cols.count) : nil }
                ?? text.title(i).flatMap { PictureText.fits($0, width: cols.count) ? $0 : nil }
            if !faint, let row = rows.first, cols.count >= 2, let words {
                buffer.write(words, col: cols.lowerBound, row: row,
                             fg: colour ? .scene(colourOf.contrasting) : .default,
                             attrs: v.alpha < 1 ? [.dim, .bold] : [.bold], maxWidth: cols.count)
            }
            return
        }
        let textColour: TermColor = v.alpha < 0.5 ? (colour ? .scene(colourOf) : .default) : ink
        drawText(v, label: label, title: text.title(i), own: own, cols: cols, rows: rows, fg: textColour,
                 attrs: v.alpha < 1 ? .dim : [], into: &buffer) { row, start, end in
            self.firstCovered(below: i, row: row, from: start, to: end, text: text)
        }
    }

    /// A plain container (`SceneView.drawsOutlineOnly`): its border in its
    /// colour, and its id in the top border when `SceneText.title` gives one (`i`, `--ids`) and
    /// the id fits there whole, over the drawing beneath (blank canvas, other
    /// boxes' edges), whose background it keeps; nothing inside, and no text
    /// beneath is covered, not even by its id. Too small for a box, a line.
    func drawOutline(_ v: SceneView, _ colourOf: SceneColor, own: (cols: Range<Int>, rows: Range<Int>),
                     cols: Range<Int>, rows: Range<Int>, boxed: Bool, title: String?, into buffer: inout CellBuffer) {
        let line: TermColor = colour ? .scene(colourOf) : .default
        let attrs: CellAttributes = v.alpha < 1 ? .dim : []
        for r in rows {
            for c in cols {
                let edge = boxed ? border(c, r, own, faint: false) : (own.rows.count == 1 ? "─" : "│")
                guard let edge, Self.showsDrawingOnly(buffer[c, r]),
                      !(Self.isText(buffer[c - 1, r]) && Self.isText(buffer[c + 1, r])) else { continue }
                var cell = buffer[c, r]
                cell.char = edge
                cell.fg = line
                cell.attrs = attrs
                buffer[c, r] = cell
            }
        }
        let top = own.rows.lowerBound
        guard boxed, let title, rows.contains(top) else { return }
        // The id, when it fits whole before the first text beneath.
        let start = max(own.cols.lowerBound + 1, cols.lowerBound)
        let end = min(own.cols.upperBound - 1, cols.upperBound)
        let room = (start..<max(start, end)).firstIndex { !Self.showsDrawingOnly(buffer[$0, top]) } ?? end
        if PictureText.fits(title, width: room - start) {
            buffer.write(title, col: start, row: top, fg: line, attrs: attrs, maxWidth: room - start)
        }
    }

    /// Whether a cell shows text (a blank between two such cells is a space in that text).
    static func isText(_ cell: Cell) -> Bool { !showsDrawingOnly(cell) }

    /// Whether a cell shows no text: blank, the canvas's dots, a box edge or a shade.
    static func showsDrawingOnly(_ cell: Cell) -> Bool {
        let s = cell.char.unicodeScalars
        guard !cell.isTail, s.count == 1, let u = s.first else { return false }
        return u == " " || u == "·" || (0x2500...0x259F).contains(u.value)
    }

    /// The title (the id) in the top border when it fits there whole, the
    /// label on the first row inside cut with `…` (or after the title when the
    /// box has no room inside, or alone when both do not fit in the border).
    /// The views drawn after it draw over it: a text stops before the first
    /// of them on its row (`covered`), rather than run under them in pieces.
    func drawText(_ v: SceneView, label: String?, title: String?, own: (cols: Range<Int>, rows: Range<Int>),
                  cols: Range<Int>, rows: Range<Int>, fg: TermColor, attrs: CellAttributes,
                  into buffer: inout CellBuffer, covered: (_ row: Int, _ start: Int, _ end: Int) -> Int) {
        let top = own.rows.lowerBound
        let start = max(own.cols.lowerBound + 1, cols.lowerBound)
        let end = min(own.cols.upperBound - 1, cols.upperBound)
        // A title cut by the screen's edge or the canvas's is not whole either: it must fit the box.
        let boxWidth = own.cols.count - 2
        let topWidth = covered(top, start, end) - start
        let title = title.flatMap { PictureText.fits($0, width: min(topWidth, boxWidth)) ? $0 : nil }
        func text(_ s: String, row: Int, bold: Bool) {
            let width = covered(row, start, end) - start
            // Two characters and `…` at least, or the whole text: never a lone `…`.
            guard rows.contains(row), width >= min(3, DisplayWidth.columns(s)) else { return }
            buffer.write(PictureText.fitted(s, width: width), col: start, row: row, fg: fg,
                         attrs: bold ? attrs.union(.bold) : attrs, maxWidth: width)
        }
        let width = topWidth
        if let label, own.rows.count >= 3 {
            if let title { text(title, row: top, bold: false) }
            text(label, row: top + 1, bold: true)
        } else if let label, label != title {
            // An imported screen's ids are made up from types; its labels are what the screen shows.
            if let title, PictureText.fits("\(title) \(label)", width: width) {
                text("\(title) \(label)", row: top, bold: false)
            } else {
                text(label, row: top, bold: true)
            }
        } else if let title {
            text(title, row: top, bold: false)
        }
    }

    /// How many later views `firstCovered` looks at, at most.
    static let coverBudget = 512

    /// The first column of `start..<end` on `row` where a view drawn after
    /// view `i` (inside it, or a sibling in front) that draws over it (not a
    /// plain container nor a translucent view) begins; `end` when none does.
    func firstCovered(below i: Int, row: Int, from start: Int, to end: Int, text: SceneText) -> Int {
        var limit = end
        let views = scene.views
        for d in (i + 1)..<min(views.count, i + 1 + Self.coverBudget) {
            // Plain containers draw no text over, and what lies under a translucent view shows through.
            guard let r = text.region[d], !views[d].drawsOutlineOnly, views[d].alpha >= 0.5 else { continue }
            let c = cells(of: r)
            guard c.rows.contains(row), c.cols.upperBound > start, c.cols.lowerBound < limit else { continue }
            limit = max(start, c.cols.lowerBound)
        }
        return limit
    }

    /// The box-drawing character at (c, r) on the border of `own`, or nil inside.
    func border(_ c: Int, _ r: Int, _ own: (cols: Range<Int>, rows: Range<Int>), faint: Bool) -> Character? {
        let left = c == own.cols.lowerBound, right = c == own.cols.upperBound - 1
        let top = r == own.rows.lowerBound, bottom = r == own.rows.upperBound - 1
        if faint { return (left || right || top || bottom) ? "┄" : nil }
        switch (left, right, top, bottom) {
        case (true, _, true, _): return "┌"
        case (_, true, true, _): return "┐"
        case (true, _, _, true): return "└"
        case (_, true, _, true): return "┘"
        case (_, _, true, _), (_, _, _, true): return "─"
        case (true, _, _, _), (_, true, _, _): return "│"
        default: return nil
        }
    }

    /// Marks the outline of every content shape (the playground's `s` key),
    /// or the `exact` policy's shrunk areas when given.
    public func drawShapes(_ shapes: [HitShape], only views: [Int], into buffer: inout CellBuffer, area: ScreenArea) {
        for i in views {
            let shape = shapes[i]
            let box = cells(of: shape.boundingBox.grownByCell(viewport.scale))
            let colourOf = scene.color(of: i)
            for r in box.rows.clamped(to: area.rows) {
                for c in box.cols.clamped(to: area.cols) {
                    guard shape.contains(viewport.point(col: c, row: r)) else { continue }
                    let edge = !shape.contains(viewport.point(col: c - 1, row: r))
                        || !shape.contains(viewport.point(col: c + 1, row: r))
                        || !shape.contains(viewport.point(col: c, row: r - 1))
                        || !shape.contains(viewport.point(col: c, row: r + 1))
                    guard edge else { continue }
                    var cell = buffer[c, r]
                    cell.char = "◦"
                    cell.fg = colour ? .scene(colourOf == .white ? .black : .white) : .default
                    cell.attrs = .bold
                    buffer[c, r] = cell
                }
            }
        }
    }
}

extension SceneColor {
    /// A text colour readable on this colour.
    public var contrasting: SceneColor {
        switch self {
        case .yellow, .white, .cyan, .green, .orange: .black
        default: .white
        }
    }
}

extension Rect {
    func grownByCell(_ s: Double) -> Rect {
        Rect(x: x - s, y: y - 2 * s, width: width + 2 * s, height: height + 4 * s)
    }
}
