import Foundation

/// Writing a report or baseline to a file: replaced whole, never left
/// half-written, and a failure said in words (`no such directory`), not as a
/// Foundation error dump.
public enum OutputFile {
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    public static func write(_ text: String, to path: String) throws(Problem) {
        func fail(_ message: String) -> Problem { Problem(file: path, message: "cannot write: " + message) }
        guard !path.isEmpty else { throw fail("no file name given") }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw fail("it is a directory")
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard fm.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw fail("no such directory")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw fail(reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue:
                return "permission denied"
            case CocoaError.fileWriteOutOfSpace.rawValue: return "no space left on the device"
            case CocoaError.fileWriteVolumeReadOnly.rawValue: return "read-only file system"
            default: break
            }
        }
        return "the file could not be written"
    }
}
