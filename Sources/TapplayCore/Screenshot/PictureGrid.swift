/// A screenshot brought down to the playground's cells (SPEC 6.2): a cell
/// `scale` points wide shows two pixels of the downscaled picture, its top
/// and bottom halves, each `scale` points square, and each the mean of the
/// screenshot's pixels it covers (a box filter; transparent pixels over
/// white, as in the SVG). Only a window of it is made: the cells that can
/// be on the screen, so a zoomed-in picture costs no more than the screen.
public struct PictureGrid: Sendable {
    /// Points per cell width, and per half cell height.
    public let scale: Double
    /// The window, in cells from the canvas's left edge and in half cells from its top.
    public let columns: Range<Int>
    public let halves: Range<Int>
    /// `0xRRGGBB` per half cell, row by row.
    private let colours: [UInt32]

    /// The columns and half rows of cells that show some of a canvas `canvas` at `scale`.
    public static func extent(canvas: Size, scale: Double) -> (columns: Int, halves: Int) {
        func count(_ length: Double) -> Int {
            guard scale > 0, length > 0 else { return 0 }
            return Int(saturating: (length / scale).rounded(.up))
        }
        return (count(canvas.width), count(canvas.height))
    }

    /// The picture under a canvas `canvas`, over the cells `columns` × `halves`
    /// (clamped to the canvas).
    public init(screenshot: Screenshot, canvas: Size, scale: Double, columns: Range<Int>, halves: Range<Int>) {
        let extent = Self.extent(canvas: canvas, scale: scale)
        let cols = columns.clamped(to: 0..<extent.columns), hs = halves.clamped(to: 0..<extent.halves)
        self.scale = scale
        self.columns = cols
        self.halves = hs
        guard !cols.isEmpty, !hs.isEmpty else {
            colours = []
            return
        }
        let perPoint = screenshot.fit.scale
        let width = screenshot.width, rows = screenshot.fit.rows
        /// The pixels [lo, hi) under cells [k, k + 1) at `scale`, at least one, within `limit`.
        func span(_ k: Int, _ limit: Int) -> Range<Int> {
            let lo = min(limit, Int(saturating: (Double(k) * scale * perPoint).rounded(.down)))
            let hi = min(limit, max(lo + 1, Int(saturating: (Double(k + 1) * scale * perPoint).rounded(.down))))
            return lo..<hi
        }
        let xSpans = cols.map { span($0, width) }
        let x0 = xSpans.first!.lowerBound, x1 = xSpans.last!.upperBound
        var out = [UInt32](repeating: 0xFFFFFF, count: cols.count * hs.count)
        var sums = [Int](repeating: 0, count: max(0, x1 - x0) * 3)
        screenshot.rgba.withUnsafeBufferPointer { px in
            sums.withUnsafeMutableBufferPointer { sum in
                for (jj, j) in hs.enumerated() {
                    let ySpan = span(j, rows)
                    guard !ySpan.isEmpty, x1 > x0 else { continue }
                    for i in 0..<sum.count { sum[i] = 0 }
                    for y in ySpan {
                        var p = (y * width + x0) * 4
                        for i in 0..<(x1 - x0) {
                            let a = Int(px[p + 3]), white = 255 * (255 - a)
                            sum[i * 3] += (Int(px[p]) * a + white + 127) / 255
                            sum[i * 3 + 1] += (Int(px[p + 1]) * a + white + 127) / 255
                            sum[i * 3 + 2] += (Int(px[p + 2]) * a + white + 127) / 255
                            p += 4
                        }
                    }
                    for (kk, xs) in xSpans.enumerated() where !xs.isEmpty {
                        var r = 0, g = 0, b = 0
                        for x in xs {
                            let i = (x - x0) * 3
                            r += sum[i]
                            g += sum[i + 1]
                            b += sum[i + 2]
                        }
                        let n = xs.count * ySpan.count
                        out[jj * cols.count + kk] = UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8
                            | UInt32((b + n / 2) / n)
                    }
                }
            }
        }
        colours = out
    }

    /// The colour of half cell `half` in cell column `column` (both from the
    /// canvas's top-left), nil outside the window.
    public func colour(column: Int, half: Int) -> TermColor? {
        guard columns.contains(column), halves.contains(half) else { return nil }
        let v = colours[(half - halves.lowerBound) * columns.count + (column - columns.lowerBound)]
        return .rgb(UInt8(v >> 16), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
    }
}
