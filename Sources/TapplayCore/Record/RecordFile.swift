import Foundation

/// A record file read back: its taps, its drag events, and the lines that are neither.
public struct RecordFile: Sendable {
    public var lines: [RecordLine] = []
    /// "record.jsonl:3: not a JSON object with numbers x and y", one per unreadable line.
    public var problems: [String] = []

    public var taps: [RecordLine.Tap] { lines.compactMap(\.tap) }
    public var dragEvents: Int { lines.count - taps.count }

    /// Reads a whole record file; blank lines are skipped. Keeps every line:
    /// for large files use `forEachLine`.
    public static func read(path: String) throws -> RecordFile {
        var file = RecordFile()
        try forEachLine(path: path) { line in
            switch line {
            case .success(let r): file.lines.append(r)
            case .failure(let problem): file.problems.append(problem.description)
            }
        }
        return file
    }

    /// Reads a record file line by line, in bounded memory (lines are capped at
    /// `Limits.maxRecordLineBytes`; CRLF files read as their lines), calling
    /// `body` for every non-blank line with the line or what is wrong with it
    /// ("record.jsonl:3: not a JSON object with numbers x and y"; an unknown
    /// policy; a slop that is not a number of points in 0…1e9). Throws when the
    /// file cannot be read at all.
    public static func forEachLine(path: String, _ body: (Result<RecordLine, RecordError>) throws -> Void) throws {
        try eachLine(of: path, file: "record file") { number, next in
            switch next {
            case .tooLong(let bytes):
                try body(.failure(RecordError(
                    "\(path):\(number): line of \(bytes) bytes is longer than the limit of \(Limits.maxRecordLineBytes)")))
            case .text(let raw):
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty { return }
                try body(checked(line, number: number, path: path))
            }
        }
    }

    /// Opens a file of record-sized lines (`Limits.maxRecordLineBytes` each,
    /// CRLF or LF) and calls `body` with each line's number and content. A file
    /// that cannot be opened or read fails as "PATH: cannot read the FILE: why",
    /// `file` naming what it is for ("record file", "taps file").
    static func eachLine(of path: String, file: String, _ body: (Int, LineReader.Line) throws -> Void) throws {
        if let problem = SceneFileReader.statProblem(path) {
            throw RecordError("\(path): cannot read the \(file): \(SceneFileReader.reason(problem))")
        }
        // Read by the rule of every input file: a FIFO's writer is waited for, a device refused.
        let fd: Int32
        do {
            fd = try InputFile.open(path)
        } catch {
            throw RecordError("\(path): cannot read the \(file): \(error.reason)")
        }
        let reader = LineReader(fileDescriptor: fd, limit: Limits.maxRecordLineBytes, owning: true)
        var number = 0
        while let next = reader.next() {
            number += 1
            try body(number, next)
        }
        if let e = reader.readError {
            throw RecordError("\(path): cannot read the \(file): \(String(cString: strerror(e)))")
        }
    }

    /// One non-blank line, with the values a replay relies on checked.
    static func checked(_ text: String, number: Int, path: String) -> Result<RecordLine, RecordError> {
        guard let obj = RecordLine.object(text), let r = RecordLine.parse(object: obj, line: number) else {
            return .failure(RecordError("\(path):\(number): not a JSON object with numbers x and y"))
        }
        guard case .tap = r else { return .success(r) }
        if let name = obj["policy"], !(name is NSNull) {
            guard let s = name as? String, PolicyKind(rawValue: s) != nil else {
                return .failure(RecordError("\(path):\(number): policy must be one of "
                                            + PolicyKind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if let value = obj["slop"], !(value is NSNull) {
            guard !(value is Bool), let n = (value as? NSNumber)?.doubleValue, n.isFinite,
                  n >= 0, n <= Limits.maxLength else {
                return .failure(RecordError("\(path):\(number): slop must be a number of points from 0 to "
                                            + Limits.text(Limits.maxLength)))
            }
        }
        return .success(r)
    }
}

/// A record file that cannot be used at all.
public struct RecordError: Error, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}
