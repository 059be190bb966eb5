/// What `tapplay import` writes: the scene file of a dump, only when
/// `validate` would accept it. The scene is held to the bounds of a scene
/// file, then written and the written text loaded back exactly as `validate`
/// loads a file (the size limit, then the scene loader); anything refused is
/// refused here, with the reason, and nothing is written.
public enum ImportedSceneFile {
    /// The dump at `path` imported. A file that is a scene (it parses as one)
    /// is refused: it is already a scene, and nothing is imported from it.
    public static func importDump(path: String, options: ImportOptions) throws(SceneLoadError) -> DumpImport {
        let text = try SceneFileReader.read(path: path).get()
        if case .scene(let scene)? = SceneOpener.readFirstAsScene(text: text, path: path, options: options) {
            let n = scene.views.count
            throw SceneLoadError(problems: [SceneProblem(file: path, message:
                "already a scene file (\(n) view\(n == 1 ? "" : "s")), not a dump; nothing to import")])
        }
        return try DumpImporter.importDump(text: text, file: path, options: options)
    }

    /// The scene file's text, or the reasons `validate` would refuse it.
    public static func yaml(for imported: DumpImport, header: String) throws(SceneLoadError) -> String {
        let dump = imported.file
        let beyond = Limits.problems(in: imported.scene, file: dump)
        // The import's warnings first, not lost: they are often why (a clamped frame).
        if !beyond.isEmpty { throw SceneLoadError(problems: imported.warnings.map(\.asProblem) + beyond) }
        let yaml = SceneYAMLWriter.yaml(for: imported.scene, header: header)
        let size = yaml.utf8.count
        if size > SceneFileReader.maximumSize {
            throw SceneLoadError(problems: [SceneProblem(file: dump, message:
                "the scene file would be \(ByteSize.text(size, over: SceneFileReader.maximumSize)) (\(ByteSize.grouped(imported.scene.views.count)) views); "
                + "scene files are at most \(ByteSize.text(SceneFileReader.maximumSize)), so no command could read it: "
                + "give the dump itself to the other commands, which import it as they read it")])
        }
        do {
            _ = try SceneLoader.parse(yaml: yaml, source: dump)
        } catch {
            // The loader's positions are in the text not written: name the key path instead.
            throw SceneLoadError(problems: error.problems.map { p in
                SceneProblem(file: dump, path: p.path, message: "the imported scene would not load: " + p.message)
            }, count: error.count)
        }
        return yaml
    }
}

/// Sizes in the user's terms: `4 MiB`, `4.2 MiB`, `812 KiB` (rounded down to
/// a tenth), and to the byte (`4,194,305 bytes`) when a size over a limit
/// would otherwise read as the limit itself.
public enum ByteSize {
    public static func text(_ bytes: Int) -> String {
        if bytes >= 1_048_576 { return "\(Format.number((Double(bytes) / 1_048_576 * 10).rounded(.down) / 10)) MiB" }
        if bytes >= 1024 { return "\(Format.number((Double(bytes) / 1024).rounded(.down))) KiB" }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }

    /// `bytes` said against `limit`: never the same words as the limit when it is over it.
    public static func text(_ bytes: Int, over limit: Int) -> String {
        let shown = text(bytes)
        return bytes > limit && shown == text(limit) ? "\(grouped(bytes)) bytes" : shown
    }

    /// `4194305` as `4,194,305`.
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
