/// A rectangle of screen cells.
public struct ScreenArea: Hashable, Sendable {
    public var col: Int
    public var row: Int
    public var width: Int
    public var height: Int
    public init(col: Int, row: Int, width: Int, height: Int) {
        self.col = col
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public var cols: Range<Int> { col..<(col + width) }
    public var rows: Range<Int> { row..<(row + height) }
    public func contains(col c: Int, row r: Int) -> Bool { cols.contains(c) && rows.contains(r) }
}
