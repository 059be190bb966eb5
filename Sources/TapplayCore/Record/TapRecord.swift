/// The JSON line written for each tap with `--record`: time, cell, point,
/// policy, hit, responder, ambiguous, candidates (and the scene it was on).
public enum TapRecord {
    public static func json(time: Double, cell: (col: Int, row: Int), result: HitResult,
                            entry: SceneEntry, slop: Double) -> JSON {
        guard case .object(var pairs) = result.json(in: entry.scene, slop: slop) else { return .null }
        pairs.insert(("time", .number(Format.thousandths(time))), at: 0)
        pairs.insert(("cell", .array([.int(cell.col), .int(cell.row)])), at: 1)
        pairs.append(("scene", .string(entry.scene.name)))
        pairs.append(("file", .string(entry.path ?? "built-in")))
        return .object(pairs)
    }
}
