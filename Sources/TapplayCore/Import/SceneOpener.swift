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
/// binary or non-UTF-8 data). A scene file is a scene whatever it quotes: a
/// file that parses as a scene is loaded as one, and only a file that does
/// not is recognised as a dump by its content and imported. A file that is
/// neither — no dump format recognises it, and it is not YAML whose top
/// mapping has `name`, `canvas` or `views` — is refused with one line naming
/// the formats tried; a `.yaml`/`.yml` file or such a mapping gets the scene
/// loader's problems as usual.
public enum SceneOpener {
    public static func open(path: String, options: ImportOptions = ImportOptions()) throws(SceneLoadError) -> OpenedScene {
        let text = try SceneFileReader.read(path: path).get()
        if options.format == .auto {
            let keyed = hasSceneKey(text)
            if keyed || isYAMLName(path) {
                do {
                    return OpenedScene(scene: try SceneLoader.parse(yaml: text, source: path), imported: nil)
                } catch {
                    // A scene with problems gets them; only a dump saved under a
                    // `.yaml` name goes on to be imported.
                    if keyed || DumpImporter.detect(text) == nil { throw error }
                }
            }
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
            if isYAMLName(path) || looksLikeScene(text) { throw error }
            throw DumpImporter.notRecognised(path)
        }
    }

    /// Whether the file is named as a scene file is: `.yaml` or `.yml`.
    static func isYAMLName(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// A cheap look for a scene's shape, without parsing: a top-level
    /// `name:`, `canvas:` or `views:` line of a block mapping, as scene files
    /// are written. No dump format has such a line (a JSON dump's keys are
    /// quoted and indented), so a dump never costs a YAML parse.
    static func hasSceneKey(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            for key in ["name", "canvas", "views"] where line.hasPrefix(key) {
                let rest = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
                if rest.first == ":" { return true }
            }
        }
        return false
    }

    /// Whether the text is YAML whose top is a mapping with a scene's keys.
    private static func looksLikeScene(_ text: String) -> Bool {
        LargeStack.run {
            guard let node = try? Yams.compose(yaml: text, .basic), let m = node.mapping else { return false }
            return m.keys.contains { ["name", "canvas", "views"].contains($0.string ?? "") }
        }
    }
}
