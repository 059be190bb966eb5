/// What must change on a screen that shows `old` so that it shows `new`: the
/// cells that differ, row by row, left to right. A screen showing nothing
/// known (`old` nil) or a buffer of another size needs a full repaint: clear,
/// then every cell. A pure function of two buffers, so it is tested directly.
public struct BufferDiff: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var col: Int
        public var row: Int
        public var cell: Cell
    }

    /// Clear the screen first, then draw every cell.
    public var full: Bool
    public var changes: [Change]

    public init(from old: CellBuffer?, to new: CellBuffer) {
        let full = old == nil || old?.width != new.width || old?.height != new.height
        self.full = full
        var changes: [Change] = []
        for r in 0..<new.height {
            for c in 0..<new.width {
                let cell = new[c, r]
                if !full, let old, old[c, r] == cell { continue }
                changes.append(Change(col: c, row: r, cell: cell))
            }
        }
        self.changes = changes
    }

    /// `old` with the diff applied (a blank screen of the new size when full): equals `new`.
    public func applied(to old: CellBuffer?, width: Int, height: Int) -> CellBuffer {
        var out = (full ? nil : old) ?? CellBuffer(width: width, height: height)
        for ch in changes { out[ch.col, ch.row] = ch.cell }
        return out
    }
}
