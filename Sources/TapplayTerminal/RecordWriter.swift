import TapplayCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends one JSON line per tap or drag event to a record file. Each line goes out in a
/// single unbuffered `write(2)`, so a signal or crash never leaves half a line
/// and nothing waits in a buffer.
///
/// A write that fails (a full disk, the file size limit, a reader gone from a
/// pipe) never kills the session and never leaves half a line: a line that
/// would cross the size limit is not started, a short write is taken back,
/// and the failure is kept in `failure`, with every line not written counted
/// in `lostLines`, for the status line and the exit message.
public final class RecordWriter: @unchecked Sendable {
    public let path: String
    private var fd: Int32
    private var regular = false
    /// Why writing stopped, once it has: "No space left on device".
    public private(set) var failure: String?
    /// Lines that could not be written (the first failed one included).
    public private(set) var lostLines = 0

    /// Opens `path` for appending. Refuses a FIFO that no process reads
    /// (opening it would block before the first frame). The command refuses a
    /// scene file as the record before this (`OwnInputs`).
    public init(path: String) throws {
        self.path = path
        do {
            fd = try OutputFile.openForAppending(path)
        } catch {
            throw TerminalError("cannot open the record file \(path): \(error.message)", isWriteError: true)
        }
        var own = stat()
        regular = fstat(fd, &own) == 0 && (own.st_mode & S_IFMT) == S_IFREG
    }

    /// Writes the line's JSON object and a newline; false (and `failure` set) when it could not.
    @discardableResult
    public func append(_ line: RecordLine) -> Bool {
        guard fd >= 0 else { return false }
        guard failure == nil else {
            lostLines += 1
            return false
        }
        let bytes = Array((line.json.serialized + "\n").utf8)
        if let error = write(bytes) {
            failure = String(cString: strerror(error))
            lostLines += 1
            return false
        }
        return true
    }

    /// Writes the whole line or nothing; the errno of a failure.
    private func write(_ bytes: [UInt8]) -> Int32? {
        var before = stat()
        let size = regular && fstat(fd, &before) == 0 ? before.st_size : -1
        if size >= 0 {
            // A line that would cross the file size limit is not started.
            var limit = rlimit()
            if Self.fileSizeLimit(&limit), limit.rlim_cur != rlim_t.max,
               UInt64(size) + UInt64(bytes.count) > UInt64(limit.rlim_cur) {
                return EFBIG
            }
        }
        // SIGPIPE and SIGXFSZ from this write are taken here as an error, not as the
        // signal (which ends the session): block them around it, then consume them.
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGPIPE)
        sigaddset(&block, SIGXFSZ)
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            for sig in [SIGPIPE, SIGXFSZ] where sigismember(&pending, sig) == 1 && sigismember(&old, sig) == 0 {
                // Pending, so sigwait takes it at once.
                var one = sigset_t()
                sigemptyset(&one)
                sigaddset(&one, sig)
                var taken: Int32 = 0
                _ = sigwait(&one, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        var off = 0
        var failed: Int32?
        bytes.withUnsafeBytes { buf in
            while off < buf.count {
                let n = writeFile(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                if n == 0 {
                    failed = EIO
                    return
                }
                off += n
            }
        }
        if let failed {
            // Half a line is taken back, so the record always ends in a complete line.
            if off > 0 && size >= 0 { _ = ftruncate(fd, size) }
            return failed
        }
        return nil
    }

    /// One line for the status line and the exit message, once writing has failed.
    public var failureSummary: String? {
        guard let failure else { return nil }
        return "\(lostLines) line\(lostLines == 1 ? " was" : "s were") not recorded: "
            + "the record file \(path) could not be written (\(failure))"
    }

    /// The same, short enough for the status line: "3 lines not recorded (File too large): rec.jsonl".
    public var statusSummary: String? {
        guard let failure else { return nil }
        return "\(lostLines) line\(lostLines == 1 ? "" : "s") not recorded (\(failure)): \(path)"
    }

    public func close() {
        if fd >= 0 { _ = closeFile(fd) }
        fd = -1
    }

    deinit { close() }

    /// getrlimit(RLIMIT_FSIZE), whose resource type differs between C libraries.
    private static func fileSizeLimit(_ limit: inout rlimit) -> Bool {
        #if canImport(Glibc)
        return getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0
        #else
        return getrlimit(RLIMIT_FSIZE, &limit) == 0
        #endif
    }
}

/// close(2) and write(2), named apart from `RecordWriter`'s own methods.
private func closeFile(_ fd: Int32) -> Int32 { close(fd) }
private func writeFile(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
