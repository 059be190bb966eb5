/// The JSON line written to a `--record` file for each drag event in the
/// playground: the object `tapplay drag` prints for the same event (`t`,
/// `event`, `target`, `item`, …), plus the scene it was on. Tap lines have
/// `x` and `y`; drag lines have `event`, so a reader tells them apart.
public enum DragRecord {
    public static func json(_ event: DragEvent, scene: Scene, entry: SceneEntry) -> JSON {
        guard case .object(var pairs) = event.json(in: scene) else { return .null }
        pairs.append(("scene", .string(entry.scene.name)))
        pairs.append(("file", .string(entry.path ?? "built-in")))
        return .object(pairs)
    }
}
