import Foundation

/// A file of tap points, as `render --taps` reads it: `X,Y` lines, or the lines
/// of a `--record` file (its tap lines; drag-event lines are skipped). Blank
/// lines and `#` comments are skipped.
public enum TapFile {
    /// The taps of the file, the newest `Limits.maxTaps` of them (as many
    /// dots as the playground keeps), read line by line in bounded memory.
    public static func read(path: String) throws -> [Point] {
        var points: [Point] = []
        try forEach(path: path) { p in points.append(p, keepingNewest: Limits.maxTaps) }
        points.keepNewest(Limits.maxTaps)
        return points
    }

    /// Calls `body` with every tap point of the file, line by line (CRLF too),
    /// each line at most `Limits.maxRecordLineBytes`.
    public static func forEach(path: String, _ body: (Point) throws -> Void) throws {
        try RecordFile.eachLine(of: path, file: "taps file") { n, next in
            guard case .text(let raw) = next else {
                throw RecordError("\(path):\(n): the line is longer than \(Limits.maxRecordLineBytes) bytes")
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { return }
            if line.hasPrefix("{") {
                switch RecordLine.parse(line, line: n) {
                case .tap(let t)?: try body(t.point); return
                case .drag?: return
                case nil: break
                }
            } else if let p = PointParser.parse(line) {
                try body(p)
                return
            }
            throw RecordError("\(path):\(n): expected X,Y or a JSON object with x and y, got '\(line.prefix(60))'")
        }
    }
}
