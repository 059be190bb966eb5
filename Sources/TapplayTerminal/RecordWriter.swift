import TapplayCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends one JSON line per tap or drag event to a record file. Each line goes out in a
/// single unbuffered `write(2)`, so a signal or crash never leaves half a line
/// and nothing waits in a buffer.
public final class RecordWriter: @unchecked Sendable {
    public let path: String
    private var fd: Int32

    public init(path: String) throws {
        self.path = path
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if fd < 0 {
            throw TerminalError("cannot open the record file \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes the line's JSON object and a newline.
    public func append(_ line: RecordLine) {
        guard fd >= 0 else { return }
        let bytes = Array((line.json.serialized + "\n").utf8)
        bytes.withUnsafeBytes { buf in
            var off = 0
            while off < buf.count {
                let n = write(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                off += n
            }
        }
    }

    public func close() {
        if fd >= 0 { _ = closeFile(fd) }
        fd = -1
    }

    deinit { close() }
}

/// close(2), named apart from `RecordWriter.close()`.
private func closeFile(_ fd: Int32) -> Int32 { close(fd) }
