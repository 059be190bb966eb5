/// The screenshot brought down to the cells of the last frame
/// (`PictureGrid`), kept while the scale and the cells shown stay the same:
/// the picture is scaled once per resize, zoom or pan, never per frame. A
/// reference, so `draw()` stays non-mutating; a new resolver (a new scene)
/// brings a new, empty one (`DrawCaches`).
final class PictureCache: @unchecked Sendable {
    struct Key: Hashable {
        var path: String
        var scale: Double
        var columns: Range<Int>
        var halves: Range<Int>
    }

    private var key: Key?
    private var grid: PictureGrid?

    func grid(for k: Key, make: () -> PictureGrid) -> PictureGrid {
        if k == key, let grid { return grid }
        let g = make()
        key = k
        grid = g
        return g
    }
}
