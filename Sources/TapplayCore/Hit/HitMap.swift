/// The hit map: for every cell of a grid, the view a tap at its centre reaches.
public struct HitMap: Sendable, Hashable {
    public enum By: String, CaseIterable, Sendable { case hit, responder }

    public let cols: Int
    public let rows: Int
    /// View index per cell, row-major; nil where nobody is reached.
    public let cells: [Int?]

    public subscript(col: Int, row: Int) -> Int? { cells[row * cols + col] }

    /// Resolves the centre of every cell.
    public init(resolver: Resolver, policy: PolicyKind, viewport: Viewport, cols: Int, rows: Int, by: By = .hit) {
        self.cols = max(0, cols)
        self.rows = max(0, rows)
        var cells: [Int?] = []
        cells.reserveCapacity(self.cols * self.rows)
        for r in 0..<self.rows {
            for c in 0..<self.cols {
                let res = resolver.resolve(viewport.point(col: c, row: r), policy: policy)
                cells.append(by == .hit ? res.hit : res.responder)
            }
        }
        self.cells = cells
    }

    init(cols: Int, rows: Int, cells: [Int?]) {
        self.cols = cols
        self.rows = rows
        self.cells = cells
    }
}
