#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads text lines from a file descriptor in bounded memory: a line ends at
/// `\n`, a `\r` before it is dropped (CRLF files read as their lines), and a
/// line longer than `Limits.maxLineBytes` is not kept: its bytes are skipped to
/// the next newline and it comes back as `.tooLong`, so one huge line costs
/// no more memory than a short one.
public final class LineReader {
    public enum Line: Equatable, Sendable {
        case text(String)
        /// A line over the limit; `bytes` is its length.
        case tooLong(bytes: Int)
    }

    private let fd: Int32
    private let ownsDescriptor: Bool
    private let limit: Int
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var atEOF = false
    /// The errno of a failed read, if one happened (the input then ends).
    public private(set) var readError: Int32?

    /// Reads `fd` (standard input by default); the descriptor stays open
    /// unless `owning` (then the reader closes it).
    public init(fileDescriptor fd: Int32 = 0, limit: Int = Limits.maxLineBytes, owning: Bool = false) {
        self.fd = fd
        self.ownsDescriptor = owning
        self.limit = limit
    }

    /// Opens `path` by the rule of every input file (`InputFile`: a FIFO's
    /// writer waited for, a device refused); nil when it cannot be read.
    public convenience init?(path: String, limit: Int = Limits.maxLineBytes) {
        guard let fd = try? InputFile.open(path) else { return nil }
        self.init(fileDescriptor: fd, limit: limit, owning: true)
    }

    deinit {
        if ownsDescriptor { close(fd) }
    }

    /// The next line, or nil at the end of the input. A last line without a
    /// newline is returned as a line.
    public func next() -> Line? {
        var line: [UInt8] = []
        var length = 0
        var tooLong = false
        while true {
            if start < end {
                let found = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
                let stop = found ?? end
                let count = stop - start
                length += count
                if !tooLong {
                    if length > limit {
                        tooLong = true
                        line = []
                    } else {
                        line.append(contentsOf: buffer[start..<stop])
                    }
                }
                start = stop
                if found != nil {
                    start += 1
                    return finish(line, length: length, tooLong: tooLong)
                }
            }
            if atEOF {
                if length == 0 && !tooLong { return nil }
                return finish(line, length: length, tooLong: tooLong)
            }
            fill()
        }
    }

    /// The lines as text; a line over the limit comes as
    /// `<N bytes: longer than the limit of L>`, which no parser accepts, so it is
    /// reported as a malformed line where it was.
    public func textLines() -> AnyIterator<String> {
        AnyIterator { [self] in
            switch next() {
            case nil: return nil
            case .text(let s)?: return s
            case .tooLong(let bytes)?: return "<\(bytes) bytes: longer than the limit of \(self.limit)>"
            }
        }
    }

    private func finish(_ line: [UInt8], length: Int, tooLong: Bool) -> Line {
        if tooLong { return .tooLong(bytes: length) }
        var bytes = line[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    private func fill() {
        start = 0
        end = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                end = n
                return
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A non-blocking descriptor (inherited so): wait until there is input.
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, -1)
                continue
            }
            if n < 0 { readError = errno }
            atEOF = true
            return
        }
    }
}
