/// Every bound tapplay puts on its input, in one place. A scene file beyond
/// them is refused by the loader with a message that names the limit; input
/// lines beyond them get an error line; and every conversion of a point or a
/// distance to a cell or grid index saturates, so that no value that gets past
/// the loader can trap.
public enum Limits {
    /// Largest magnitude of a coordinate in a scene file: a frame's `x` and `y`,
    /// a `passThrough` rect's origin, a `hitInsets` side, a `contentShape` offset.
    public static let maxCoordinate = 1e9
    /// Largest width or height of the canvas, a view or a `passThrough` rect, and the largest slop.
    public static let maxLength = 1e9
    /// Smallest side of the canvas.
    public static let minCanvasSide = 1e-3
    /// Largest `contentShape` scale factor.
    public static let maxShapeScale = 1e6
    /// Largest magnitude of a polygon point, in unit coordinates of the view's bounds.
    public static let maxUnitCoordinate = 1e6
    /// Most points of one polygon `contentShape`.
    public static let maxPolygonPoints = 1000
    /// Longest input line of points or touch samples, in bytes.
    public static let maxLineBytes = 64 * 1024
    /// Longest line of a record file (or a `--taps` file), in bytes: a tap on a
    /// scene with huge ids records long lines, and each id comes from a scene
    /// file of at most 4 MiB.
    public static let maxRecordLineBytes = 32 << 20
    /// Most columns, and most rows, of a text grid (`map`, `render`, `bench`).
    public static let maxGridSide = 2000
    /// Most views `generate` writes (more could never fit in a 4 MiB scene file).
    public static let maxGeneratedViews = 100_000
    /// Most random taps `bench` may time per repetition.
    public static let maxBenchTaps = 10_000_000
    /// Longest text shown in one panel line; longer texts (a huge id in a
    /// trace) are cut, with a note of how much was left out.
    public static let maxDisplayCharacters = 2000
    /// Most findings an audit reports per scene, the first in the audit's
    /// order; the summary says how many more there were.
    public static let maxFindingsPerScene = 10_000
    /// Most tests one audit may run (a sample against a view, a pair of views
    /// compared), estimated before it starts: about 5 s of work in a release build.
    public static let maxAuditTests = 1e9
    /// Most cells the renderer may paint for `render` (each view's cells on the
    /// grid, one over the other): about 4 s in a release build.
    public static let maxPaintedCells = 4e6

    /// How long an input that is a FIFO may stay silent before its first
    /// byte (or its writer's end) before it is refused (`InputFile`), in seconds.
    public static let fifoWriterWait = 5.0
    /// Longest `ignore` pattern in a config file, in characters.
    public static let maxGlobLength = 1000
    /// Most taps kept per scene, the newest: the playground's dots, the taps
    /// `run --replay` puts back and those `render --taps` reads.
    public static let maxTaps = 5_000
    /// Largest magnitude of a cell or grid index computed from a point: far
    /// beyond any screen, yet small enough that adding screen offsets never overflows.
    public static let maxCellIndex = 1 << 40
    /// Most pixels a screenshot may have on a side (`--screenshot`, SPEC 6.2).
    public static let maxScreenshotSide = 16_384
    /// Most bytes a screenshot's file, and its decoded RGBA pixels, may take (100 MiB).
    public static let maxScreenshotBytes = 100 * 1024 * 1024

    /// `limit` in the short form messages use: `1e9`, `1000`.
    public static func text(_ limit: Double) -> String {
        if limit >= 1e6 || (limit < 0.01 && limit > 0) {
            let exponent = Int(saturating: limit.magnitude.log10Floor)
            return "1e\(exponent)"
        }
        return Format.number(limit)
    }
}

extension Double {
    /// ⌊log10(|self|)⌋ for powers of ten and their neighbours (no libm needed).
    var log10Floor: Double {
        var v = magnitude, e = 0.0
        guard v > 0, v.isFinite else { return 0 }
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e
    }
}

extension Int {
    /// `v` truncated toward zero and clamped to ±`Limits.maxCellIndex`; NaN gives 0.
    /// Never traps, whatever `v` is.
    @inline(__always)
    public init(saturating v: Double) {
        let m = Double(Limits.maxCellIndex)
        if v >= m { self = Limits.maxCellIndex; return }
        if v <= -m { self = -Limits.maxCellIndex; return }
        if v.isNaN { self = 0; return }
        self = Int(v)
    }
}

extension Limits {
    /// What in a scene built without the YAML loader (an imported dump) is
    /// beyond the bounds the loader enforces: one problem per value, at the
    /// view's line when known.
    public static func problems(in scene: Scene, file: String) -> [SceneProblem] {
        var out: [SceneProblem] = []
        func length(_ v: Double, minimum: Double = 0) -> Bool { v.isFinite && v >= minimum && v <= maxLength }
        func coordinate(_ v: Double) -> Bool { v.isFinite && v.magnitude <= maxCoordinate }
        if !length(scene.canvas.width, minimum: minCanvasSide) || !length(scene.canvas.height, minimum: minCanvasSide) {
            out.append(SceneProblem(file: file, path: "canvas", message:
                "\(Format.exact(scene.canvas.width))×\(Format.exact(scene.canvas.height)) is outside "
                + "\(text(minCanvasSide))…\(text(maxLength)) pt"))
        }
        if !length(scene.slop) {
            out.append(SceneProblem(file: file, path: "slop", message: "\(Format.exact(scene.slop)) is outside 0…\(text(maxLength)) pt"))
        }
        for v in scene.views {
            let f = v.frame
            if !coordinate(f.x) || !coordinate(f.y) || !length(f.width) || !length(f.height) {
                out.append(SceneProblem(file: file, line: v.line, path: v.id, message:
                    "frame \(f) is beyond ±\(text(maxCoordinate)) pt or larger than \(text(maxLength)) pt"))
            }
            if out.count >= 100 { break }
        }
        return out
    }
}
