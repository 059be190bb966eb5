#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for every file a command reads by name (scenes and dumps,
/// the config, the baseline, record and `--taps` files):
///
/// * a regular file is read;
/// * a pipe or FIFO (`<(…)`, `/dev/stdin` in a pipeline, `mkfifo`) is read
///   as `cat` reads it, waiting for its writer, to the writer's end. A FIFO
///   whose writer has neither written nor closed within
///   `Limits.fifoWriterWait` seconds is refused instead of waiting for ever;
/// * a device or a socket is refused (`/dev/zero` never ends);
/// * a directory is refused.
public enum InputFile {
    public struct Problem: Error, Sendable {
        /// The reason, in words, without the file's name.
        public var reason: String
    }

    /// Opens `path` for reading by the rule above; the descriptor (blocking
    /// reads) or the reason it cannot be read.
    public static func open(_ path: String) throws(Problem) -> Int32 {
        var st = stat()
        guard stat(path, &st) == 0 else { throw Problem(reason: reason(errno)) }
        let type = st.st_mode & S_IFMT
        if type == S_IFDIR { throw Problem(reason: "it is a directory") }
        if type == S_IFCHR || type == S_IFBLK || type == S_IFSOCK {
            throw Problem(reason: "not a regular file (a device or a socket; give a file or a pipe)")
        }
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { throw Problem(reason: reason(errno)) }
        if type == S_IFIFO, !waitForWriter(fd) {
            _ = close(fd)
            throw Problem(reason: "no process wrote to that FIFO within \(Format.number(Limits.fifoWriterWait)) s; "
                          + "start its writer first (or give a file)")
        }
        // Non-blocking only for the open and the wait; reads block as usual.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    /// Reads at most `limit` bytes of `path` by the rule above.
    public static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let fd = try open(path)
        defer { _ = close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, min($0.count, limit - bytes.count)) }
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
            } else if n == 0 {
                break
            } else if errno != EINTR {
                throw Problem(reason: reason(errno))
            }
        }
        return bytes
    }

    /// Waits, at most `Limits.fifoWriterWait`, until the FIFO has bytes or
    /// its writer has come and gone; false when neither happened.
    static func waitForWriter(_ fd: Int32) -> Bool {
        let deadline = MonotonicSeconds.now() + Limits.fifoWriterWait
        while true {
            let left = deadline - MonotonicSeconds.now()
            guard left > 0 else { return false }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, Int32((left * 1000).rounded(.up)))
            if n > 0 { return true }
            if n < 0 && errno != EINTR { return true }
        }
    }

    /// Whether `path` is a FIFO or a pipe (links followed).
    public static func isPipe(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ELOOP: return "too many levels of symbolic links (a link loop?)"
        case ENAMETOOLONG: return "the file name is too long"
        case ENOTDIR: return "a part of the path is not a directory"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code))
        }
    }
}

/// Seconds on the monotonic clock.
enum MonotonicSeconds {
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

@inline(__always)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

@inline(__always)
private func systemRead(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int { read(fd, p, n) }
