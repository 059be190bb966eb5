import Foundation
import TapplayCore
import TapplayTestSupport

/// Runs the built `tapplay` binary (built by `swift build` before `swift test`).
enum CLI {
    static let root = Project.root
    static let binary = root.appendingPathComponent(".build/debug/tapplay").path
    static func scene(_ name: String) -> String { Project.scene(name) }

    /// The canvas of the example scene `Scenes/<name>`.
    static func canvas(_ name: String) throws -> Size { try SceneLoader.load(path: scene(name)).canvas }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// Runs `tapplay args…` with `input` on stdin (nil: /dev/null).
    static func run(_ args: [String], input: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let o = try Spawn.run(binary, args, input: input.map { Data($0.utf8) }, environment: environment)
        return Result(status: o.status, stdout: String(decoding: o.stdout, as: UTF8.self),
                      stderr: String(decoding: o.stderr, as: UTF8.self))
    }

    /// Runs `tapplay args…` with `dir` as the current directory.
    static func run(in dir: String, _ args: [String]) throws -> Result {
        let o = try Spawn.run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir, binary] + args)
        return Result(status: o.status, stdout: String(decoding: o.stdout, as: UTF8.self),
                      stderr: String(decoding: o.stderr, as: UTF8.self))
    }

    /// A temporary file holding `text`.
    static func tempFile(_ text: String, name: String = "scene.yaml") throws -> String {
        try TemporaryFiles.file(text, name: name)
    }
}
