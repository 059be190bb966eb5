import Foundation

/// Writing a report or baseline to a file: replaced whole, never left
/// half-written (a device or pipe such as `/dev/stdout` is written in place),
/// and a failure said in words (`no such directory`), not as a Foundation
/// error dump.
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
        if fm.fileExists(atPath: path), !isRegularFile(path) {
            // A device or a pipe (`/dev/stdout`, a FIFO): written in place,
            // never replaced by a file.
            guard let handle = FileHandle(forWritingAtPath: path) else { throw fail("permission denied") }
            defer { try? handle.close() }
            do {
                try handle.write(contentsOf: Data(text.utf8))
            } catch {
                throw fail("the write failed")
            }
            return
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

    /// Whether `path`, with symbolic links followed, is a regular file.
    private static func isRegularFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        return type == nil || type == .typeRegular
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
