/// The scene `tapplay run` opens without a file: two SwiftUI neighbours with an
/// ambiguous seam beside a small UIKit hierarchy, so the enlarged tap area's problem
/// shows at once.
public enum BuiltinScene {
    /// Its YAML: `BuiltinScene.yaml` beside this file, built into the binary
    /// (a resource embedded in code: nothing to find at run time). The
    /// description names the keys that choose policies as `{swiftui.number}`,
    /// filled in here from `PolicyKind.number`, so no policy number is
    /// written in prose.
    public static let yaml: String = {
        var text = String(decoding: PackageResources.BuiltinScene_yaml, as: UTF8.self)
        for p in PolicyKind.allCases {
            text = text.replacingOccurrences(of: "{\(p.rawValue).number}", with: "\(p.number)")
        }
        return text
    }()

    /// The built-in scene, parsed from `yaml`.
    public static func load() throws -> Scene {
        try SceneLoader.parse(yaml: yaml, source: "built-in")
    }
}
