import Foundation

/// A file of tap points, as `render --taps` reads it: `X,Y` lines, or the lines
/// of a `--record` file (its tap lines; drag-event lines are skipped). Blank
/// lines and `#` comments are skipped.
public enum TapFile {
    public static func read(path: String) throws -> [Point] {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw RecordError("\(path): cannot read the taps file")
        }
        var points: [Point] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("{") {
                switch RecordLine.parse(line, line: n + 1) {
                case .tap(let t)?: points.append(t.point); continue
                case .drag?: continue
                case nil: break
                }
            } else if let p = PointParser.parse(line) {
                points.append(p)
                continue
            }
            throw RecordError("\(path):\(n + 1): expected X,Y or a JSON object with x and y, got '\(line.prefix(60))'")
        }
        return points
    }
}
