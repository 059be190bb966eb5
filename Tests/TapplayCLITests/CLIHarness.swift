import Foundation

/// Runs the built `tapplay` binary (built by `swift build` before `swift test`).
enum CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binary = root.appendingPathComponent(".build/debug/tapplay").path
    static func scene(_ name: String) -> String { root.appendingPathComponent("Scenes/\(name)").path }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// Runs `tapplay args…` with `input` on stdin (nil: /dev/null).
    static func run(_ args: [String], input: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        p.currentDirectoryURL = root
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let inPipe = Pipe()
        p.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try p.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        // Read both pipes fully before waiting, so large outputs cannot deadlock.
        final class Box: @unchecked Sendable { var data = Data() }
        let outBox = Box()
        let group = DispatchGroup()
        group.enter()
        let reader = out.fileHandleForReading
        DispatchQueue.global().async {
            outBox.data = reader.readDataToEndOfFile()
            group.leave()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let outData = outBox.data
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A temporary file holding `text`.
    static func tempFile(_ text: String, name: String = "scene.yaml") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// Parses one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
