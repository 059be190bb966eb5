/// A boxed panel of text lines drawn over the canvas (trace, help, problems).
public struct Panel: Sendable {
    public var title: String
    public var lines: [String]
    public var accent: SceneColor
    /// Lines kept at the top whatever happens (a summary); the rest may be cut.
    public var pinned: Int
    /// When the lines do not fit, keep the newest (a log) rather than the first.
    public var keepsTail: Bool

    public init(title: String, lines: [String], accent: SceneColor, pinned: Int = 0, keepsTail: Bool = false) {
        self.title = title
        self.lines = lines
        self.accent = accent
        self.pinned = pinned
        self.keepsTail = keepsTail
    }

    /// Draws panels one below the other along the right side of `area`
    /// (its full width when it is narrow, or `beside` the canvas), each
    /// clipped to what fits.
    static func stack(_ panels: [Panel], into buf: inout CellBuffer, area: ScreenArea, colour: Bool,
                      beside: Bool = false) {
        guard !panels.isEmpty else { return }
        let width = area.width < 70 || beside ? area.width : max(40, min(area.width * 3 / 5, 100))
        let col = area.col + area.width - width
        var row = area.row
        let rowsEach = max(3, area.height / panels.count)
        for (i, p) in panels.enumerated() {
            let remaining = area.row + area.height - row
            let wrapped = Panel.wrap(p.lines, width: max(8, width - 4)).count
            let h = i == panels.count - 1 ? min(remaining, wrapped + 2) : min(rowsEach, wrapped + 2)
            guard h >= 3 else { break }
            p.draw(into: &buf, area: ScreenArea(col: col, row: row, width: width, height: h), colour: colour)
            row += h
        }
    }

    /// Long lines broken at spaces (or hard, between characters) to `width`
    /// cells, continuations indented; a wide character counts two cells
    /// (`DisplayWidth`). Linear in the text: each line is first cut to
    /// `Limits.maxDisplayCharacters` (with a note of what was left out), and
    /// each piece is found by walking at most `width` characters.
    static func wrap(_ lines: [String], width: Int) -> [String] {
        var out: [String] = []
        let width = max(5, width)
        for line in lines {
            var rest = Substring(SafeText.visible(cut(line)))
            var first = true
            while true {
                let room = first ? width : width - 4
                let fits = DisplayWidth.prefix(rest, fitting: room).text
                guard fits.endIndex != rest.endIndex else {
                    out.append((first ? "" : "    ") + rest)
                    break
                }
                // At least one character a piece, so a line always moves on.
                let cut = fits.isEmpty ? rest.index(after: rest.startIndex) : fits.endIndex
                var split = rest[..<cut].lastIndex(of: " ") ?? cut
                if split == rest.startIndex { split = cut }
                out.append((first ? "" : "    ") + rest[..<split])
                rest = rest[split...].drop(while: { $0 == " " })
                first = false
                if rest.isEmpty { break }
            }
        }
        return out
    }

    /// `line` cut to `Limits.maxDisplayCharacters` Unicode scalars, with a note of the rest.
    static func cut(_ line: String) -> String {
        let limit = Limits.maxDisplayCharacters
        var scalars = line.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return line }
        let more = scalars[end...].count
        scalars = String.UnicodeScalarView(scalars[..<end])
        return String(scalars) + " … (\(more) more characters)"
    }

    func draw(into buf: inout CellBuffer, area a: ScreenArea, colour: Bool) {
        let frame = Cell(" ", fg: colour ? .scene(accent) : .default, bg: .default, attrs: [])
        buf.fill(col: a.col, row: a.row, width: a.width, height: a.height, with: Cell())
        for c in a.cols {
            buf[c, a.row] = Cell("─", fg: frame.fg)
            buf[c, a.row + a.height - 1] = Cell("─", fg: frame.fg)
        }
        for r in a.rows {
            buf[a.col, r] = Cell("│", fg: frame.fg)
            buf[a.col + a.width - 1, r] = Cell("│", fg: frame.fg)
        }
        buf[a.col, a.row] = Cell("┌", fg: frame.fg)
        buf[a.col + a.width - 1, a.row] = Cell("┐", fg: frame.fg)
        buf[a.col, a.row + a.height - 1] = Cell("└", fg: frame.fg)
        buf[a.col + a.width - 1, a.row + a.height - 1] = Cell("┘", fg: frame.fg)
        buf.write(" \(title) ", col: a.col + 2, row: a.row, fg: frame.fg, attrs: .bold, maxWidth: a.width - 4)
        let inner = a.height - 2
        let width = max(8, a.width - 4)
        let head = Panel.wrap(Array(self.lines.prefix(pinned)), width: width)
        let body = Panel.wrap(Array(self.lines.dropFirst(pinned)), width: width)
        let room = max(1, inner - head.count)
        var shown = head
        if body.count <= room {
            shown += body
        } else if keepsTail {
            shown += ["… \(body.count - room + 1) earlier"] + body.suffix(room - 1)
        } else {
            shown += body.prefix(room - 1) + ["… \(body.count - room + 1) more"]
        }
        for (i, l) in shown.enumerated() {
            buf.write(l, col: a.col + 2, row: a.row + 1 + i, maxWidth: a.width - 4)
        }
    }
}
