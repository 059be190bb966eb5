import Foundation

/// Folders and files of a test's own in the system's temporary folder, each
/// new folder named `tapplay-<label>-<UUID>` so that no two tests share one.
public enum TemporaryFiles {
    /// A new, empty folder.
    public static func folder(_ label: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A new folder holding `files` (relative path → text, subfolders made as needed).
    public static func folder(_ label: String, holding files: [String: String]) throws -> URL {
        let dir = try folder(label)
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    /// The path of a file `name` holding `text`, alone in a new folder.
    public static func file(_ text: String, name: String, label: String = "tests") throws -> String {
        try folder(label, holding: [name: text]).appendingPathComponent(name).path
    }

    /// Removes a folder made here, with all it holds (for a `defer`).
    public static func remove(_ dir: URL) { try? FileManager.default.removeItem(at: dir) }
}
