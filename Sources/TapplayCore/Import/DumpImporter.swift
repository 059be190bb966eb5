/// A dump turned into a scene, with what could not be expressed.
public struct DumpImport: Sendable {
    public var scene: Scene
    public var format: DumpFormat
    /// One per thing the scene cannot express, in dump order (at most 200
    /// listed; the last then says how many more there were).
    public var warnings: [ImportWarning]
    public var warningCount: Int
    /// The dump file, as given.
    public var file: String
    /// When the density of a dump in pixels was assumed, the line that says
    /// so (once per dump, on stderr): `settings.xml: pixels taken at density 2.75 (1080 px wide): …`.
    public var densityNote: String?
    /// The framework the dump shows or the team gave (`Compose`), when known.
    public var framework: String?
    /// For a dump that does not say which platform it comes from (Flutter's),
    /// the line that says which was taken (once per dump, on stderr).
    public var platformNote: String?

    /// `imported 17 views from login.txt (xcuitest)`, then the warning count when there are any.
    public var note: String {
        let n = scene.views.count
        var s = "imported \(n) view\(n == 1 ? "" : "s") from \(file) (\(format.rawValue)"
            + (framework.map { ", \($0)" } ?? "") + ")"
        if warningCount > 0 { s += ", \(warningCount) warning\(warningCount == 1 ? "" : "s")" }
        return s
    }
}

/// Imports view-hierarchy dumps (UIKit, XCUITest, Appium, uiautomator, Maestro,
/// idb, Espresso, dumpsys, Compose, Flutter) as scenes.
public enum DumpImporter {
    /// The dump's format recognised from its content, or nil.
    public static func detect(_ text: String) -> DumpFormat? {
        DumpDetection.detect(text)
    }

    /// Imports `text`, read from `file`; throws when it is no dump of the
    /// format asked for (or of any, with `auto`) or holds nothing to import.
    public static func importDump(text: String, file: String, options: ImportOptions = ImportOptions())
        throws(SceneLoadError) -> DumpImport {
        let text = DumpText.withLineFeeds(text)
        let format: DumpFormat
        switch options.format {
        case .format(let f): format = f
        case .auto:
            guard let f = detect(text) else { throw notRecognised(file) }
            format = f
        }
        let parsed: ParsedDump
        switch format {
        case .uikit: parsed = UIKitDumpParser.parse(text, file: file, options: options)
        case .xcuitest: parsed = XCUITestDumpParser.parse(text, file: file, options: options)
        case .appium: parsed = try AppiumDumpParser.parse(text, file: file, options: options)
        case .uiautomator: parsed = try UIAutomatorDumpParser.parse(text, file: file, options: options)
        case .maestro: parsed = try MaestroDumpParser.parse(text, file: file, options: options)
        case .idb: parsed = try IDBDumpParser.parse(text, file: file, options: options)
        case .espresso: parsed = try EspressoDumpParser.parse(text, file: file, options: options)
        case .dumpsys: parsed = try DumpsysDumpParser.parse(text, file: file, options: options)
        case .compose: parsed = try ComposeDumpParser.parse(text, file: file, options: options)
        case .flutter: parsed = try FlutterDumpParser.parse(text, file: file, options: options)
        }
        let built = try DumpSceneBuilder.build(parsed, file: file, name: baseName(file), options: options)
        var imported = DumpImport(scene: built.scene, format: format, warnings: built.warnings,
                                  warningCount: built.warningCount, file: file, densityNote: built.densityNote)
        imported.framework = built.framework
        if format == .flutter { imported.platformNote = FlutterPlatformNote.text(file: baseName(file), options: options) }
        return imported
    }

    static func notRecognised(_ file: String) -> SceneLoadError {
        SceneLoadError(problems: [SceneProblem(file: file, message:
            "neither a scene file nor a dump tapplay knows (tried \(DumpFormat.namesTried))")])
    }

    /// The last path component.
    public static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.isEmpty ? path : name
    }
}
