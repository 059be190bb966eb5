import Yams

/// Loads scene files into `Scene`s.
///
/// The file is composed with `Yams.compose(yaml:)` and validated on the node
/// tree, which keeps every node's line and column; every problem of a file is
/// collected in one pass and thrown together as a `SceneLoadError`. Nothing is
/// returned unless the whole file is valid.
///
/// Composing and validating run on a thread with a large stack (see
/// `LargeStack`): Yams composes and releases node trees recursively. The
/// loader's own walk is iterative. libyaml (inside Yams) refuses YAML nested
/// more than 1000 levels deep, so a scene file can nest views about 495
/// levels deep; deeper files are refused with a clear message, never a crash.
public enum SceneLoader {
    /// Reads and loads the scene file at `path`; the scene's `source` is `path`.
    public static func load(path: String) throws(SceneLoadError) -> Scene {
        let text = try SceneFileReader.read(path: path).get()
        return try parse(yaml: text, source: path)
    }

    /// Loads a scene from YAML text; `source` names it in problems and in `Scene.source`.
    public static func parse(yaml: String, source: String) throws(SceneLoadError) -> Scene {
        let result = LargeStack.run { compose(yaml: yaml, source: source) }
        switch result {
        case .success(let scene): return scene
        case .failure(let e): throw e
        }
    }

    /// Composes and validates on the calling thread.
    static func compose(yaml: String, source: String) -> Result<Scene, SceneLoadError> {
        let document: Node?
        do {
            // The basic resolver: scalars are read from their text, so no tag regexes are needed.
            document = try Yams.compose(yaml: yaml, .basic)
        } catch {
            return .failure(SceneLoadError(problems: [
                YAMLErrorTranslation.problem(for: error, yaml: yaml, file: source),
            ]))
        }
        return SceneBuilder.build(document: document, source: source)
    }
}
