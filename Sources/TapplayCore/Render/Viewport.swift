/// The mapping between screen cells and canvas points. A cell is
/// `scale` points wide and `2·scale` tall (terminal cells are about twice as
/// tall as wide); cell (`originCol`, `originRow`) holds the canvas origin, and
/// a cell stands for the point at its centre.
public struct Viewport: Hashable, Sendable {
    /// Points per cell width.
    public var scale: Double
    public var originCol: Int
    public var originRow: Int

    public init(scale: Double, originCol: Int = 0, originRow: Int = 0) {
        self.scale = scale
        self.originCol = originCol
        self.originRow = originRow
    }

    /// The mapping of `map` and `render`: the whole canvas fits in
    /// `cols` × `rows` with the canvas at the top-left cell.
    public static func fit(canvas: Size, cols: Int, rows: Int) -> Viewport {
        let c = Double(max(1, cols)), r = Double(max(1, rows))
        var s = max(canvas.width / c, canvas.height / (2 * r))
        if !(s > 0) || !s.isFinite { s = 1 }
        return Viewport(scale: s)
    }

    /// The fitted scale, centred in the area (the playground's `0` key).
    public static func fitCentred(canvas: Size, cols: Int, rows: Int) -> Viewport {
        var v = fit(canvas: canvas, cols: cols, rows: rows)
        let usedCols = Int(saturating: (canvas.width / v.scale).rounded(.up))
        let usedRows = Int(saturating: (canvas.height / (2 * v.scale)).rounded(.up))
        v.originCol = max(0, (cols - usedCols) / 2)
        v.originRow = max(0, (rows - usedRows) / 2)
        return v
    }

    /// The canvas point a cell stands for: its centre.
    @inline(__always)
    public func point(col: Int, row: Int) -> Point {
        Point(x: (Double(col - originCol) + 0.5) * scale, y: (Double(row - originRow) + 0.5) * 2 * scale)
    }

    /// The cell whose area holds `p`. Conversions saturate (see `Int(saturating:)`),
    /// so a point far off the canvas gives a cell far off the screen, never a trap.
    public func cell(for p: Point) -> (col: Int, row: Int) {
        (Int(saturating: (p.x / scale).rounded(.down)) &+ originCol,
         Int(saturating: (p.y / (2 * scale)).rounded(.down)) &+ originRow)
    }

    /// The cell range whose centres fall in [lo, hi) along x.
    func cols(from lo: Double, to hi: Double) -> Range<Int> {
        let a = Int(saturating: ((lo / scale) - 0.5).rounded(.up)) &+ originCol
        let b = Int(saturating: ((hi / scale) - 0.5).rounded(.up)) &+ originCol
        return a..<max(a, b)
    }

    /// The cell range whose centres fall in [lo, hi) along y.
    func rows(from lo: Double, to hi: Double) -> Range<Int> {
        let a = Int(saturating: ((lo / (2 * scale)) - 0.5).rounded(.up)) &+ originRow
        let b = Int(saturating: ((hi / (2 * scale)) - 0.5).rounded(.up)) &+ originRow
        return a..<max(a, b)
    }
}
