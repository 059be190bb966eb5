import Foundation

/// Reads a scene file as text, refusing what cannot be a scene file with one
/// clear problem: a missing file, a directory, something that is not a
/// regular file, an unreadable file, more than 4 MiB, binary data (NUL bytes),
/// UTF-32 text, or bytes that are neither UTF-8 nor UTF-16 (`WideText`).
public enum SceneFileReader {
    public static let maximumSize = 4 << 20

    static func read(path: String) -> Result<String, SceneLoadError> {
        func fail(_ message: String, line: Int? = nil, column: Int? = nil) -> Result<String, SceneLoadError> {
            .failure(SceneLoadError(problems: [SceneProblem(file: path, line: line, column: column, message: message)]))
        }
        let fm = FileManager.default
        guard !path.isEmpty else { return fail("cannot read: no file name given") }
        if let problem = statProblem(path) { return fail(problem) }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return fail("cannot read: no such file")
        }
        if isDirectory.boolValue { return fail("cannot read: it is a directory") }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        // A FIFO or a pipe reads by `InputFile`'s rule (its writer waited for); any other kind is refused.
        if let type = (try? fm.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType,
           type != .typeRegular, !InputFile.isPipe(path) {
            return fail("cannot read: not a regular file")
        }
        guard fm.isReadableFile(atPath: path) else { return fail("cannot read: permission denied") }
        // Read by the rule of every input file: a FIFO's writer is waited for, a device refused.
        let data: [UInt8]
        do {
            data = try InputFile.read(path, limit: maximumSize + 1)
        } catch {
            return fail("cannot read: \(error.reason)")
        }
        if data.count > maximumSize {
            let size = (try? fm.attributesOfItem(atPath: resolved))?[.size] as? NSNumber
            let shown = size.map { ByteSize.text($0.intValue, over: maximumSize) } ?? "larger than that"
            return fail("cannot read: the file is \(shown); scene files and dumps are at most \(ByteSize.text(maximumSize))")
        }
        var bytes = data
        // A UTF-8 byte-order mark, as some editors write, is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return fail("cannot read: the file is UTF-32 text; save it as UTF-8")
        }
        // UTF-16 (PowerShell's `>` writes it) reads like its UTF-8 twin.
        if let (encoding, mark) = WideText.utf16(bytes) {
            switch WideText.decode(bytes[mark...], encoding) {
            case .success(let text):
                if let at = TextPosition.first(in: text.unicodeScalars, where: { $0 == "\0" }) {
                    return fail("cannot read: binary data (a NUL character): neither a scene file nor a dump tapplay knows "
                                + "(tried \(DumpFormat.namesTried))", line: at.line, column: at.column)
                }
                return .success(text)
            case .failure(let at):
                return fail("cannot read: not valid UTF-16 (a lone surrogate)", line: at.line, column: at.column)
            }
        }
        if let nul = bytes.firstIndex(of: 0) {
            let at = position(ofByte: nul, in: bytes)
            return fail("cannot read: binary data (a NUL byte): neither a scene file nor a dump tapplay knows "
                        + "(tried \(DumpFormat.namesTried))", line: at.line, column: at.column)
        }
        switch validateUTF8(bytes) {
        case .success(let text):
            return .success(text)
        case .failure(let at):
            return fail("cannot read: not valid UTF-8", line: at.line, column: at.column)
        }
    }

    /// Why `stat(2)` cannot reach the file, in words (nil when it can): a
    /// missing file, a directory on the way that may not be searched, a loop
    /// of symbolic links, a name that is too long.
    public static func statProblem(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) != 0 else { return nil }
        switch errno {
        case ENOENT:
            var lst = stat()
            return lstat(path, &lst) == 0 ? "cannot read: a symbolic link to a missing file" : "cannot read: no such file"
        case EACCES: return "cannot read: permission denied (a directory on the way may not be searched)"
        case ELOOP: return "cannot read: too many levels of symbolic links (a link loop?)"
        case ENAMETOOLONG: return "cannot read: the file name is too long"
        case ENOTDIR: return "cannot read: a part of the path is not a directory"
        default: return "cannot read: " + String(cString: strerror(errno))
        }
    }

    /// A `statProblem` without its "cannot read: " prefix, for other kinds of file.
    public static func reason(_ problem: String) -> String {
        let prefix = "cannot read: "
        return problem.hasPrefix(prefix) ? String(problem.dropFirst(prefix.count)) : problem
    }

    /// The text, or where (line and column, in Unicode scalars) the first
    /// byte that is not valid UTF-8 is.
    static func validateUTF8(_ bytes: [UInt8]) -> Result<String, TextPosition> {
        if let bad = TextPosition.firstInvalid(bytes, as: UTF8.self) { return .failure(bad) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Line and column of the scalar holding byte `index` (bytes before it are valid UTF-8 or not).
    private static func position(ofByte index: Int, in bytes: [UInt8]) -> TextPosition {
        TextPosition(after: String(decoding: bytes[..<index], as: UTF8.self).unicodeScalars)
    }
}
