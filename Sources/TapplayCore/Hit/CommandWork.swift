/// The work of every command that walks views × cells or views × views,
/// estimated before it starts, so that none runs for minutes in silence: one
/// per-point cost for all of them, the audit's (`AuditWork.listedPerCell`:
/// the entries a point's index cell lists under the policy, `passThrough`
/// rects and `sampled`'s ancestors weighed), and the cells the renderer
/// paints. Beyond `Limits.maxAuditTests` tests (about 5 s) or
/// `Limits.maxPaintedCells` cells, a command is refused up front with what to change.
public enum CommandWork {
    /// Tests that resolving `points` points under `policy` runs.
    public static func resolving(_ points: Double, policy: PolicyKind, resolver: Resolver) -> Double {
        points * perPoint(policy, resolver)
    }

    /// What one point costs under `policy`, in tests.
    static func perPoint(_ policy: PolicyKind, _ resolver: Resolver) -> Double {
        let listed = AuditWork.listedPerCell(policy, resolver.context)
        return 1 + (policy == .sampled ? listed * sampledPointWeight : listed)
    }

    /// A point resolved alone under `sampled` (its own cloud, its leaves
    /// weighed and recorded) costs about this many of the audit's tests for
    /// each one the audit's estimate counts (measured in a release build:
    /// 2,000 stacked views, a 98 × 98 map, 0.65 s; the audit shares its
    /// clouds' work between samples).
    static let sampledPointWeight = 2.0

    /// Cells the renderer paints on a `cols` × `rows` grid: each shown view's
    /// cells (an upper bound: clipping is not counted).
    public static func painting(_ scene: Scene, cols: Int, rows: Int) -> Double {
        let viewport = Viewport.fit(canvas: scene.canvas, cols: cols, rows: rows)
        var total = 0.0
        for v in scene.views where !v.hidden {
            let f = v.canvasFrame
            let c = viewport.cols(from: f.minX, to: f.maxX).clamped(to: 0..<cols)
            let r = viewport.rows(from: f.minY, to: f.maxY).clamped(to: 0..<rows)
            total += Double(c.count) * Double(r.count)
        }
        return total
    }

    /// `map` on a `cols` × `rows` grid: nil, or the one line that refuses it.
    public static func mapRefusal(file: String, resolver: Resolver, policy: PolicyKind, cols: Int, rows: Int) -> String? {
        let per = perPoint(policy, resolver)
        let tests = Double(cols) * Double(rows) * per
        guard tests > Limits.maxAuditTests else { return nil }
        return "\(file): the map would run about \(AuditWork.count(tests)) tests under \(policy.rawValue) "
            + "(\(ByteSize.grouped(cols * rows)) cells, each against about \(AuditWork.count(per.rounded())) views' worth); "
            + "at most \(Limits.text(Limits.maxAuditTests)): \(smallerGrid(cols, rows, by: tests / Limits.maxAuditTests))"
            + " or another --policy"
    }

    /// `render` on a `cols` × `rows` grid: nil, or the one line that refuses it.
    public static func paintingRefusal(file: String, scene: Scene, cols: Int, rows: Int) -> String? {
        let cells = painting(scene, cols: cols, rows: rows)
        guard cells > Limits.maxPaintedCells else { return nil }
        return "\(file): the screen would paint about \(AuditWork.count(cells)) cells "
            + "(\(ByteSize.grouped(scene.views.count)) views over \(cols)×\(rows) cells, one over the other); "
            + "at most \(AuditWork.count(Limits.maxPaintedCells)): \(smallerGrid(cols, rows, by: cells / Limits.maxPaintedCells)), "
            + "or draw it with --svg"
    }

    /// Resolving `taps` taps (`render --taps`, also with `--svg`): nil, or the one line that refuses it.
    public static func tapsRefusal(file: String, resolver: Resolver, policy: PolicyKind, taps: Int) -> String? {
        guard taps > 0 else { return nil }
        let per = perPoint(policy, resolver)
        let tests = Double(taps) * per
        guard tests > Limits.maxAuditTests else { return nil }
        return "\(file): resolving \(ByteSize.grouped(taps)) taps would run about \(AuditWork.count(tests)) tests under "
            + "\(policy.rawValue) (each against about \(AuditWork.count(per.rounded())) views' worth); "
            + "at most \(Limits.text(Limits.maxAuditTests)): give fewer taps or another --policy"
    }

    /// `render --svg --map`: nil, or the one line that refuses it.
    public static func pictureMapRefusal(file: String, scene: Scene, resolver: Resolver, policy: PolicyKind) -> String? {
        guard let grid = ScenePicture.mapGrid(scene.canvas) else { return nil }
        let per = perPoint(policy, resolver)
        let tests = Double(grid.count) * per
        guard tests > Limits.maxAuditTests else { return nil }
        return "\(file): the hit map would run about \(AuditWork.count(tests)) tests under \(policy.rawValue) "
            + "(\(ByteSize.grouped(grid.count)) samples, each against about \(AuditWork.count(per.rounded())) views' worth); "
            + "at most \(Limits.text(Limits.maxAuditTests)): draw the picture without --map, or under another --policy"
    }

    /// `use at most 60 --cols and 30 --rows`: the grid shrunk by √factor on each side.
    static func smallerGrid(_ cols: Int, _ rows: Int, by factor: Double) -> String {
        let shrink = factor.isFinite ? factor.squareRoot() : .infinity
        let c = max(1, Int((Double(cols) / shrink).rounded(.down)))
        let r = max(1, Int((Double(rows) / shrink).rounded(.down)))
        return "use at most \(c) --cols and \(r) --rows"
    }
}
