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
        // The dump format, looked for at most once (an import of a large dump
        // would otherwise recognise it twice).
        var recognised: DumpFormat?? = .none
        func detected() -> DumpFormat? {
            if case .some(let format) = recognised { return format }
            let format = DumpImporter.detect(DumpText.withLineFeeds(text))
            recognised = .some(format)
            return format
        }
        switch readFirstAsScene(text: text, path: path, options: options) {
        case .scene(let scene)?:
            return OpenedScene(scene: scene, imported: nil)
        case .problems(let error, let keyed)?:
            // A scene with problems gets them; only a dump saved under a
            // `.yaml` name goes on to be imported.
            if keyed || detected() == nil { throw error }
        case nil:
            break
        }
        if options.format != .auto || detected() != nil {
            var choice = options
            if choice.format == .auto, let format = detected() { choice.format = .format(format) }
            let imported = try DumpImporter.importDump(text: text, file: path, options: choice)
            // An imported scene keeps the same bounds as a scene file.
            let problems = Limits.problems(in: imported.scene, file: path)
            // The import's warnings first: they are often why (a clamped frame, an assumed density).
            if !problems.isEmpty { throw SceneLoadError(problems: imported.warnings.map(\.asProblem) + problems) }
            return OpenedScene(scene: imported.scene, imported: imported)
        }
        do {
            return OpenedScene(scene: try SceneLoader.parse(yaml: text, source: path), imported: nil)
        } catch {
            if isYAMLName(path) || looksLikeScene(text) { throw error }
            throw DumpImporter.notRecognised(path)
        }
    }

    /// A file read as a scene before any dump format is looked for.
    enum FirstRead {
        case scene(Scene)
        /// It did not load: the loader's problems, and whether the file has a
        /// scene's top-level key (else it only has a scene file's name).
        case problems(SceneLoadError, keyed: Bool)
    }

    /// Whether the file is a scene, asked first: with `--format auto`, a file
    /// with a scene's top-level key (`hasSceneKey`) or a `.yaml`/`.yml` name is
    /// read as a scene before any dump format is looked for; nil for any other
    /// file, which is left to the dump formats.
    static func readFirstAsScene(text: String, path: String, options: ImportOptions) -> FirstRead? {
        guard options.format == .auto else { return nil }
        let keyed = hasSceneKey(text)
        guard keyed || isYAMLName(path) else { return nil }
        do {
            return .scene(try SceneLoader.parse(yaml: text, source: path))
        } catch {
            return .problems(error, keyed: keyed)
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
        // Byte by byte: a large dump is read to its end without making a line of it.
        let keys: [[UInt8]] = ["name", "canvas", "views"].map { Array($0.utf8) }
        var bytes = text.utf8.makeIterator()
        var atLineStart = true
        var line: [UInt8] = []
        func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        func isKeyLine(_ l: [UInt8]) -> Bool {
            keys.contains { key in
                l.starts(with: key) && l.dropFirst(key.count).first { !isBlank($0) } == UInt8(ascii: ":")
            }
        }
        while let b = bytes.next() {
            if b == UInt8(ascii: "\n") {
                if isKeyLine(line) { return true }
                line.removeAll(keepingCapacity: true)
                atLineStart = true
                continue
            }
            guard atLineStart else { continue }
            line.append(b)
            // Only a line's first bytes matter: once it is past every key and not
            // a key followed by blanks so far, the rest of the line is skipped.
            if line.count > 8, !keys.contains(where: { line.starts(with: $0) && line.dropFirst($0.count).allSatisfy(isBlank) }) {
                if isKeyLine(line) { return true }
                atLineStart = false
                line.removeAll(keepingCapacity: true)
            }
        }
        return isKeyLine(line)
    }

    /// Whether the text is YAML whose top is a mapping with a scene's keys.
    private static func looksLikeScene(_ text: String) -> Bool {
        LargeStack.run {
            guard let node = try? Yams.compose(yaml: text, .basic), let m = node.mapping else { return false }
            return m.keys.contains { ["name", "canvas", "views"].contains($0.string ?? "") }
        }
    }
}
