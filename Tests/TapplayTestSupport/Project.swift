import Foundation

/// Where the tests find the project's own files: the checkout this file is in.
public enum Project {
    /// The project's root folder (the one with Package.swift).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of example scenes, `Scenes/`.
    public static let scenes = root.appendingPathComponent("Scenes")

    /// The path of `Scenes/<name>`.
    public static func scene(_ name: String) -> String { scenes.appendingPathComponent(name).path }
}
