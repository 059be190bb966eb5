/// The `platform` standard's minimum width and height of a region: the
/// minimum size (`--min-size`, default 44 pt on iOS, 48 dp on Android) on
/// both axes; on an `android` scene, as Google's Accessibility Test Framework
/// does, `M × 32 / 48` (32 dp by default) for the width when the region's
/// bounds touch the canvas's left or right edge, and for the height when they
/// touch its top or bottom edge.
///
/// The region's bounds touch an edge when the region holds a sample of the
/// grid's outermost column (or row) on that side: its bounds then reach the
/// edge exactly when the canvas is a whole number of samples wide, and never
/// end nearer to it otherwise.
struct PlatformMinimum: Sendable {
    /// The minimum size on an axis that touches no edge.
    let size: Double
    /// The minimum at the canvas's edge: nil where the edge rule does not apply.
    let edge: Double?
    let grid: SampleGrid

    init(platform: Platform, minSize: Double, grid: SampleGrid) {
        self.size = minSize
        self.edge = platform == .android ? minSize * 32 / 48 : nil
        self.grid = grid
    }

    /// The minimum width and height of a region with these bounds.
    func limits(for bounds: Rect) -> Size {
        guard let edge, grid.cols > 0, grid.rows > 0 else { return Size(width: size, height: size) }
        // The outermost samples' centres: a region in the first (last) column
        // has bounds that start before (end after) them.
        let left = bounds.minX < grid.coordinate(0), right = bounds.maxX > grid.coordinate(grid.cols - 1)
        let top = bounds.minY < grid.coordinate(0), bottom = bounds.maxY > grid.coordinate(grid.rows - 1)
        return Size(width: left || right ? edge : size, height: top || bottom ? edge : size)
    }
}
