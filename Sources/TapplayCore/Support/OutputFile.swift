#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way a command writes a file (`import --output`, `render --svg`,
/// `audit --svg`, `audit --output`, `--write-baseline`; `--record` opens its
/// file through `OutputFile.open`): written whole or not at all, and never
/// replacing what is at the path.
///
/// * A regular file (or none yet) is written to a temporary file beside it,
///   then renamed over it: a reader sees the old file or the new one, never
///   half of one. The temporary file is removed when anything fails, and also
///   when SIGINT, SIGTERM or SIGHUP ends the process mid-write.
/// * A device, a FIFO or a terminal (`/dev/null`, `/dev/stdout`, a named
///   pipe) is written to directly: it is never replaced by a regular file.
/// * A symbolic link's target is written (by the same rules) and the link stays.
///
/// A failure is one `Problem` in words (`no space left on the device`,
/// `the file size limit was reached`), never a Foundation error dump.
public enum OutputFile {
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// Writes `text` (as UTF-8) to `path`; `what` names the file in the
    /// message ("cannot write the baseline: …"), nil for plain "cannot write: …".
    public static func write(_ text: String, to path: String, what: String? = nil) throws(Problem) {
        var text = text
        let failure: Problem? = text.withUTF8 { bytes -> Problem? in
            do throws(Problem) {
                try write(bytes, to: path, what: what)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes `bytes` to `path` (see the type's rules).
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, what: String? = nil) throws(Problem) {
        func fail(_ message: String) -> Problem {
            Problem(file: path, message: "cannot write\(what.map { " " + $0 } ?? ""): " + message)
        }
        guard !path.isEmpty else { throw fail("no file name given") }
        if namesDescriptor(path) {
            // `/dev/stdout`, `/dev/fd/3`: the file behind a descriptor the shell opened
            // (a pipe, a terminal, or a file `>` or `>>` made), written where it stands.
            if let reason = writeInPlace(bytes, to: path, appending: true) { throw fail(reason) }
            return
        }
        var target: String
        do {
            target = try finalTarget(of: path)
        } catch {
            throw fail(error.reason)
        }
        // `out/../report.sarif` with no folder `out`: the system cannot walk
        // through it, but the user means `report.sarif`; read it so.
        var dirStat = stat()
        if stat(directory(of: target), &dirStat) != 0, errno == ENOENT || errno == ENOTDIR {
            let lexical = lexicallyNormalized(target)
            if lexical != target, stat(directory(of: lexical), &dirStat) == 0 { target = lexical }
        }
        var st = stat()
        if stat(target, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                throw fail("it is a directory")
            case S_IFREG:
                // What the user may not write is not replaced (renaming over it
                // would succeed in a folder they may write): refused, as `>` would be.
                if access(target, W_OK) != 0 {
                    throw fail(errno == EACCES ? "permission denied (the file is read-only to you; it is left as it is)"
                                               : WriteReason.text(errno))
                }
            default:
                // A device, a FIFO, a socket or a terminal: written in place.
                if let reason = writeInPlace(bytes, to: target, appending: false) { throw fail(reason) }
                return
            }
        } else if errno != ENOENT {
            throw fail(WriteReason.text(errno))
        }
        if let reason = replace(target, with: bytes, existing: st.st_mode & S_IFMT == S_IFREG ? st : nil) {
            throw fail(reason)
        }
    }

    /// Opens `path` for appending (`--record`, a line per write): a regular
    /// file is created or appended to, a symbolic link's target appended to
    /// and the link kept, a device, FIFO or terminal written directly. A FIFO
    /// that no process reads is refused instead of blocking the open.
    public static func openForAppending(_ path: String) throws(Problem) -> Int32 {
        func fail(_ message: String) -> Problem { Problem(file: path, message: message) }
        guard !path.isEmpty else { throw fail("no file name given") }
        var st = stat()
        let exists = stat(path, &st) == 0
        if exists && st.st_mode & S_IFMT == S_IFDIR { throw fail("it is a directory") }
        let isFIFO = exists && st.st_mode & S_IFMT == S_IFIFO
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY | (isFIFO ? O_NONBLOCK : 0), 0o644)
        guard fd >= 0 else {
            if isFIFO && errno == ENXIO { throw fail("no process is reading that FIFO; start the reader first") }
            throw fail(WriteReason.text(errno))
        }
        if isFIFO {
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        }
        return fd
    }

    /// Why the path cannot be followed to the file to write.
    struct Unreachable: Error {
        var reason: String
    }

    /// The path with every symbolic link on it followed, as far as the links
    /// go: the file a write must replace so that the links stay (a dangling
    /// link gives the path of the file it names, which the write creates).
    static func finalTarget(of path: String) throws(Unreachable) -> String {
        var current = path
        for _ in 0..<40 {
            var lst = stat()
            guard lstat(current, &lst) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return current }
                throw Unreachable(reason: WriteReason.text(errno))
            }
            guard lst.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw Unreachable(reason: WriteReason.text(errno)) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else {
                let dir = directory(of: current)
                current = dir == "." && !current.hasPrefix("./") ? link : dir + "/" + link
            }
        }
        throw Unreachable(reason: "too many levels of symbolic links (a link loop?)")
    }

    /// `a/./b/../c` as `a/c`, by the text alone (`..` at the start is kept).
    static func lexicallyNormalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == ".." && absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder part of a path ("." when it has none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// Whether the path names an open descriptor (`/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`) rather than a file of its own.
    static func namesDescriptor(_ path: String) -> Bool {
        path == "/dev/stdout" || path == "/dev/stderr" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }

    /// Writes a device, FIFO, terminal or descriptor directly (`appending`:
    /// after what a `>>` file holds); the reason of a failure, or nil.
    private static func writeInPlace(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, appending: Bool) -> String? {
        var st = stat()
        let isFIFO = stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO
        // A FIFO that nobody reads would block the open for ever: say so instead.
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (isFIFO ? O_NONBLOCK : 0) | (appending ? O_APPEND : 0))
        guard fd >= 0 else {
            if isFIFO && errno == ENXIO { return "no process is reading that FIFO; start the reader first" }
            return WriteReason.text(errno)
        }
        defer { _ = close(fd) }
        if isFIFO {
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        }
        if let e = WriteReason.writeAll(fd, bytes) { return WriteReason.text(e) }
        return nil
    }

    /// Writes a temporary file beside `path` and renames it over `path`; the
    /// reason of a failure, or nil. The temporary file never outlives the call.
    private static func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>, existing: stat?) -> String? {
        let dir = directory(of: path)
        var dst = stat()
        if stat(dir, &dst) != 0 {
            return errno == ENOENT || errno == ENOTDIR ? "no such directory" : WriteReason.text(errno)
        }
        guard dst.st_mode & S_IFMT == S_IFDIR else { return "no such directory" }
        let base = path.split(separator: "/").last.map(String.init) ?? "output"
        // Short enough for any file system's 255-byte names.
        let stem = String(decoding: Array(base.utf8.prefix(180)), as: UTF8.self)
        guard let temp = TemporaryFiles.create(template: (dir == "." && !path.hasPrefix("./") ? "" : dir + "/")
                                               + ".\(stem).tapplay-XXXXXX") else {
            // A file the user may write in a folder they may not: written in place.
            if existing != nil, errno == EACCES || errno == EPERM || errno == EROFS { return rewrite(path, with: bytes) }
            return WriteReason.text(errno)
        }
        defer { TemporaryFiles.remove(temp) }
        // The new file keeps the old one's owner and permissions. When the
        // owner cannot be kept (another user's file that this user may write),
        // the file is written in place instead, as `>` would: it keeps its owner.
        if let existing {
            if fchown(temp.fd, existing.st_uid, existing.st_gid) != 0 { return rewrite(path, with: bytes) }
            _ = fchmod(temp.fd, existing.st_mode & 0o7777)
        }
        if let e = WriteReason.writeAll(temp.fd, bytes) { return WriteReason.text(e) }
        if existing == nil {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(temp.fd, 0o666 & ~mask)
        }
        if fsync(temp.fd) != 0, errno != EINVAL, errno != EROFS { return WriteReason.text(errno) }
        if let e = TemporaryFiles.closeFile(temp) { return WriteReason.text(e) }
        guard rename(temp.path, path) == 0 else { return WriteReason.text(errno) }
        TemporaryFiles.forget(temp)
        return nil
    }
}

extension OutputFile {
    /// Writes an existing regular file in place (its owner, group and mode
    /// stay): the bytes from the start, then the file cut to their length.
    /// The reason of a failure, or nil.
    static func rewrite(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return WriteReason.text(errno) }
        defer { _ = close(fd) }
        if let e = WriteReason.writeAll(fd, bytes) { return WriteReason.text(e) }
        if ftruncate(fd, off_t(bytes.count)) != 0 { return WriteReason.text(errno) }
        if fsync(fd) != 0, errno != EINVAL, errno != EROFS { return WriteReason.text(errno) }
        return nil
    }
}

/// Failed writes in words, and writing every byte.
public enum WriteReason {
    /// The exit status of every command whose write failed, to standard
    /// output or to a file (`EX_IOERR`).
    public static let exitStatus: Int32 = 74

    /// errno in the user's words: "no space left on the device".
    public static func text(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "no space left on the device"
        case EFBIG: return "the file size limit was reached (ulimit -f)"
        case EPIPE: return "the reading end of the pipe was closed"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "read-only file system"
        case EDQUOT: return "the disk quota is exhausted"
        case EISDIR: return "it is a directory"
        case ENOENT: return "no such directory"
        case ENOTDIR: return "a part of the path is not a directory"
        case ENAMETOOLONG: return "the file name is too long"
        case ELOOP: return "too many levels of symbolic links (a link loop?)"
        case ENXIO: return "no process is reading it"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// Writes every byte to `fd`, retrying short writes and interruptions;
    /// the errno of a failure, or nil.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard var p = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let n = systemWrite(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            p += n
            left -= n
        }
        return nil
    }
}

/// write(2), named apart from `OutputFile.write`.
@inline(__always)
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
