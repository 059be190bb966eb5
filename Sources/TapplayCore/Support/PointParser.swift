/// Parses "X,Y" (spaces allowed, also "X Y") into a point.
public enum PointParser {
    public static func parse(_ text: String) -> Point? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
              x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }
}
