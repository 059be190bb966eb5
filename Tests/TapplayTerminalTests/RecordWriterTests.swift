import Foundation
import Testing
import TapplayCore
@testable import TapplayTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `--record` opens its file through the one writer's rules: a device is
/// written in place, a symbolic link's target appended to and the link kept
/// (`OwnInputsTests`: the scene itself refused by identity, any path to it).
@Suite("The record file's target")
struct RecordWriterTests {
    static func dir() throws -> String {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    static func type(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0
    }

    static let line = RecordLine.tap(RecordLine.Tap(point: Point(x: 1, y: 2), policy: .uikit, hit: "a", responder: "a"))

    @Test("a device node stays a device; a link's target is appended to and the link kept")
    func targets() throws {
        let d = try Self.dir()
        let node = d + "/null"
        // /dev/null's numbers, in our own folder.
        #expect(mknod(node, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let toDevice = try RecordWriter(path: node)
        #expect(toDevice.append(Self.line))
        toDevice.close()
        #expect(Self.type(node) == S_IFCHR)
        try "{}\n".write(toFile: d + "/rec.jsonl", atomically: true, encoding: .utf8)
        #expect(symlink("rec.jsonl", d + "/link") == 0)
        let toLink = try RecordWriter(path: d + "/link")
        #expect(toLink.append(Self.line))
        toLink.close()
        #expect(Self.type(d + "/link") == S_IFLNK)
        let text = try String(contentsOfFile: d + "/rec.jsonl", encoding: .utf8)
        #expect(text.hasPrefix("{}\n") && text.split(separator: "\n").count == 2)
    }
}
