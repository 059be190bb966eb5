/// A grid of cells that everything draws into; the terminal backend only
/// copies it to the screen, and `plainText` gives the same screen as text.
public struct CellBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public func contains(col: Int, row: Int) -> Bool {
        col >= 0 && row >= 0 && col < width && row < height
    }

    /// The cell at (col, row); reads outside give a blank, writes outside are dropped.
    ///
    /// A write keeps double-width characters whole: a head written here makes
    /// the cell to its right its tail (a head in the last column, with no room
    /// for its tail, becomes a blank); a write over either half of a wide
    /// character that does not keep it there blanks its other half (colours
    /// kept), so no half-character is ever left behind. Writing a cell read
    /// from here back to its place (its colours or attributes changed) keeps
    /// the pair; a tail written anywhere else becomes a blank.
    public subscript(col: Int, row: Int) -> Cell {
        get { contains(col: col, row: row) ? cells[row * width + col] : .blank }
        set {
            guard contains(col: col, row: row) else { return }
            let i = row * width + col
            let old = cells[i]
            var new = newValue
            if new.isTail && !old.isTail { new.char = " " }
            let newHead = new.isHead
            // The wide character this cell belonged to loses a half: blank the other.
            if old.isTail && !new.isTail && col > 0 { blank(i - 1) }
            if !newHead && col + 1 < width && cells[i + 1].isTail && old.isHead { blank(i + 1) }
            if newHead {
                if col + 1 >= width {
                    new.char = " "
                } else if !cells[i + 1].isTail || !old.isHead {
                    // The cell to the right becomes the tail; a wide character that started there loses its own.
                    if cells[i + 1].isHead && col + 2 < width && cells[i + 2].isTail { blank(i + 2) }
                    cells[i + 1] = Cell(Cell.tail, fg: new.fg, bg: new.bg, attrs: new.attrs)
                }
            }
            cells[i] = new
        }
    }

    /// The character at `i` replaced by a space, its colours kept.
    private mutating func blank(_ i: Int) {
        cells[i].char = " "
    }

    /// Writes `text` from (col, row) rightwards, clipped to `maxWidth` cells and
    /// the buffer, with control characters made visible (`SafeText`). Each
    /// character takes its display width (`DisplayWidth`); the text is cut
    /// between characters, never inside a wide one. Returns the number of
    /// cells written.
    @discardableResult
    public mutating func write(_ text: String, col: Int, row: Int, fg: TermColor = .default,
                               bg: TermColor? = nil, attrs: CellAttributes = [],
                               maxWidth: Int = .max) -> Int {
        let room = max(0, min(maxWidth, width - max(col, -width)))
        guard room > 0 else { return 0 }
        // Only what can fit is made visible. A cell holds a character and its
        // combining marks, so a few scalars per cell are looked at, no more.
        var c = col
        text: for whole in SafeText.visible(String(text.unicodeScalars.prefix(room * 8 + 8))) {
            // A joined emoji is drawn as its parts, each in its own cells (`DisplayWidth.pieces`).
            for ch in DisplayWidth.pieces(whole) {
                let w = DisplayWidth.columns(ch)
                if c - col + w > room { break text }
                var cell = self[c, row]
                cell.char = ch
                cell.fg = fg
                if let bg { cell.bg = bg }
                cell.attrs = attrs
                self[c, row] = cell
                if w == 2 {
                    // The tail takes the head's colours (a background kept from below may differ).
                    var tail = self[c + 1, row]
                    tail.fg = fg
                    tail.bg = cell.bg
                    tail.attrs = attrs
                    self[c + 1, row] = tail
                }
                c += w
            }
        }
        return c - col
    }

    /// Fills a rectangle of cells; a wide character cut by its edge is blanked.
    public mutating func fill(col: Int, row: Int, width w: Int, height h: Int, with cell: Cell) {
        let c0 = max(0, col), r0 = max(0, row)
        let c1 = min(width, col + w), r1 = min(height, row + h)
        guard c0 < c1, r0 < r1 else { return }
        guard !cell.isTail && !cell.isHead else {
            for r in r0..<r1 { for c in c0..<c1 { self[c, r] = cell } }
            return
        }
        for r in r0..<r1 {
            let start = r * width
            if cells[start + c0].isTail && c0 > 0 { blank(start + c0 - 1) }
            if c1 < width && cells[start + c1].isTail { blank(start + c1) }
            for c in c0..<c1 { cells[start + c] = cell }
        }
    }

    /// One line of text per row, trailing spaces trimmed; a wide character's
    /// tail adds nothing, so a line takes as many terminal cells as the row has.
    public func lines() -> [String] {
        (0..<height).map { r in
            var s = String(cells[(r * width)..<((r + 1) * width)].lazy.filter { !$0.isTail }.map(\.char))
            while s.last == " " { s.removeLast() }
            return s
        }
    }

    /// The whole buffer as text, rows joined by newlines.
    public var plainText: String { lines().joined(separator: "\n") }
}
