/// The scenes open in the playground, each with its taps, and the one shown:
/// its rules are the tap cap, switching and reloading a scene from its file.
public struct SceneDeck: Sendable {
    /// The scenes, in the order given (at least one).
    public private(set) var entries: [SceneEntry]
    /// The index of the scene shown.
    public private(set) var current = 0
    /// Loads a scene file (injected so tests need no files).
    let loader: Playground.Loader

    init(entries: [SceneEntry], loader: @escaping Playground.Loader) {
        precondition(!entries.isEmpty, "the playground needs a scene")
        self.entries = entries
        self.loader = loader
    }

    public var entry: SceneEntry { entries[current] }
    public var scene: Scene { entries[current].scene }

    /// Adds a tap to the scene shown, keeping its newest `Limits.maxTaps`.
    mutating func addTap(_ p: Point) {
        entries[current].taps.append(p)
        entries[current].taps.keepNewest(Limits.maxTaps)
    }

    /// Adds a tap without the cap (taps put back by a replay or a script).
    mutating func appendTap(_ p: Point) {
        entries[current].taps.append(p)
    }

    mutating func clearTaps() {
        entries[current].taps.removeAll()
    }

    /// Shows the scene `delta` places on, wrapping around; false when only one is open.
    mutating func switchScene(by delta: Int) -> Bool {
        guard entries.count > 1 else { return false }
        current = (current + delta + entries.count) % entries.count
        return true
    }

    /// The scene shown, with its views moved (a reorder in the drag lab).
    mutating func replaceScene(_ s: Scene) {
        entries[current].scene = s
    }

    /// What reloading the scene shown from its file did.
    enum Reload {
        /// The built-in scene has no file.
        case noFile
        case reloaded(path: String)
        /// The file has problems (one per line, kept on the entry): the last good scene stays.
        case broken(path: String)
    }

    /// Reloads the scene shown from its file. A broken file keeps the last
    /// good scene and its problems are kept on the entry.
    mutating func reload() -> Reload {
        guard let path = entry.path else { return .noFile }
        do {
            let s = try loader(path)
            entries[current].scene = s
            entries[current].problems = []
            return .reloaded(path: path)
        } catch {
            // A scene load error describes one problem per line.
            entries[current].problems = String(describing: error).split(separator: "\n").map(String.init)
            return .broken(path: path)
        }
    }
}
