import Foundation

/// The folder of real dumps by other people, `../shared/imports` beside the
/// project, read in place (never copied into the project).
///
/// A test that reads it takes the trait `SharedImports.required`: where the
/// folder is absent the test is reported as skipped with the reason, never
/// passed without testing.
/// `TAPPLAY_SHARED_IMPORTS=/some/path swift test` moves it, for example to a
/// missing folder to see the skips without touching the real one.
public enum SharedImports {
    /// The environment variable that overrides the folder's location.
    public static let variable = "TAPPLAY_SHARED_IMPORTS"

    /// The folder: `$TAPPLAY_SHARED_IMPORTS` when set, else `../shared/imports` from the project root.
    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Project.root.deletingLastPathComponent().appendingPathComponent("shared/imports")
    }

    /// A subfolder of the shared folder (one dump format's samples).
    public static func subfolder(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Whether `url` is a directory that exists.
    public static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    /// Why a test that reads the shared folder cannot run here; nil when the folder is there.
    /// (Each test target turns it into its `SharedImports.required` trait: this module stays free
    /// of the Testing library, so that `swift build` never needs it.)
    public static var absence: String? {
        isDirectory(folder) ? nil : "\(folder.path) is not there (\(variable) sets where it is looked for)"
    }

    /// The `.txt` samples of one subfolder, sorted by name (none when it cannot be read).
    public static func samples(in name: String) -> [String] {
        let dir = subfolder(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    /// The subfolders (one a format), sorted by name.
    public static var subfolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { isDirectory(subfolder($0)) }.sorted()
    }
}
