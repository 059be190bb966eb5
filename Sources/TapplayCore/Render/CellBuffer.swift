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
    public subscript(col: Int, row: Int) -> Cell {
        get { contains(col: col, row: row) ? cells[row * width + col] : .blank }
        set { if contains(col: col, row: row) { cells[row * width + col] = newValue } }
    }

    /// Writes `text` from (col, row) rightwards, clipped to `maxWidth` and the buffer,
    /// with control characters made visible. Returns the number of cells written.
    @discardableResult
    public mutating func write(_ text: String, col: Int, row: Int, fg: TermColor = .default,
                               bg: TermColor? = nil, attrs: CellAttributes = [],
                               maxWidth: Int = .max) -> Int {
        var c = col
        var n = 0
        // Only what can fit is made visible: every scalar shows as one cell or more.
        let room = max(0, min(maxWidth, width - c))
        for ch in SafeText.visible(String(text.unicodeScalars.prefix(room))) {
            if n >= maxWidth || c >= width { break }
            var cell = self[c, row]
            cell.char = ch
            cell.fg = fg
            if let bg { cell.bg = bg }
            cell.attrs = attrs
            self[c, row] = cell
            c += 1
            n += 1
        }
        return n
    }

    /// Fills a rectangle of cells.
    public mutating func fill(col: Int, row: Int, width w: Int, height h: Int, with cell: Cell) {
        let c0 = max(0, col), r0 = max(0, row)
        let c1 = min(width, col + w), r1 = min(height, row + h)
        guard c0 < c1, r0 < r1 else { return }
        for r in r0..<r1 { for c in c0..<c1 { cells[r * width + c] = cell } }
    }

    /// One line of text per row, trailing spaces trimmed.
    public func lines() -> [String] {
        (0..<height).map { r in
            var s = String(cells[(r * width)..<((r + 1) * width)].map(\.char))
            while s.last == " " { s.removeLast() }
            return s
        }
    }

    /// The whole buffer as text, rows joined by newlines.
    public var plainText: String { lines().joined(separator: "\n") }
}
