import Yams

/// A scene as a command got it: loaded from a scene file, or imported from a dump.
public struct OpenedScene: Sendable {
    public var scene: Scene
    /// What was imported, when the file was a dump.
    public var imported: DumpImport?
}

/// The one way commands read a SCENE argument: a scene file or a dump,
/// recognised by content.
///
/// The file is read as a scene file is (the same size limit and checks for
/// binary or non-UTF-8 data). A file that looks like a dump is imported; any
/// other is loaded as a scene. A file that is neither — no dump format
/// recognises it, and it is not YAML whose top mapping has `name`, `canvas`
/// or `views` — is refused with one line naming the formats tried; a
/// `.yaml`/`.yml` file or such a mapping gets the scene loader's problems as usual.
public enum SceneOpener {
    public static func open(path: String, options: ImportOptions = ImportOptions()) throws(SceneLoadError) -> OpenedScene {
        let text: String
        switch SceneFileReader.read(path: path) {
        case .success(let t): text = t
        case .failure(let e): throw e
        }
        if options.format != .auto || DumpImporter.detect(text) != nil {
            let imported = try DumpImporter.importDump(text: text, file: path, options: options)
            // An imported scene keeps the same bounds as a scene file.
            let problems = Limits.problems(in: imported.scene, file: path)
            if !problems.isEmpty { throw SceneLoadError(problems: problems) }
            return OpenedScene(scene: imported.scene, imported: imported)
        }
        do {
            return OpenedScene(scene: try SceneLoader.parse(yaml: text, source: path), imported: nil)
        } catch {
            let lower = path.lowercased()
            if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || looksLikeScene(text) { throw error }
            throw DumpImporter.notRecognised(path)
        }
    }

    /// Whether the text is YAML whose top is a mapping with a scene's keys.
    private static func looksLikeScene(_ text: String) -> Bool {
        LargeStack.run {
            guard let node = try? Yams.compose(yaml: text, .basic), let m = node.mapping else { return false }
            return m.keys.contains { ["name", "canvas", "views"].contains($0.string ?? "") }
        }
    }
}
