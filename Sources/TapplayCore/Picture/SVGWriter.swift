/// Builds an SVG document as text. Every piece of scene text goes through
/// `escape`, so ids and labels can never break out of an attribute or element.
struct SVGWriter {
    private(set) var body = ""

    /// Text made safe for XML character data and attribute values
    /// (`XMLText.picture`: control characters become a visible `^X` or `?`).
    static func escape(_ s: String) -> String { XMLText.picture(s) }

    /// A number as SVG wants it: finite, short, no exponent.
    static func n(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let c = min(max(v, -1e9), 1e9)
        return Format.number((c * 100).rounded() / 100)
    }

    mutating func raw(_ s: String) { body += s + "\n" }

    /// `dash`: the usual dashes (`4 3`); `dashArray`, when given, draws these instead.
    mutating func rect(_ r: Rect, fill: String, opacity: Double = 1, stroke: String? = nil,
                       strokeWidth: Double = 1, dash: Bool = false, dashArray: String? = nil, extra: String = "") {
        var s = "<rect x=\"\(Self.n(r.x))\" y=\"\(Self.n(r.y))\" width=\"\(Self.n(max(0, r.width)))\" "
            + "height=\"\(Self.n(max(0, r.height)))\" fill=\"\(fill)\""
        if opacity < 1 { s += " fill-opacity=\"\(Self.n(opacity))\"" }
        if let stroke {
            s += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\""
            if let d = dashArray ?? (dash ? "4 3" : nil) { s += " stroke-dasharray=\"\(d)\"" }
        }
        body += s + extra + "/>\n"
    }

    mutating func circle(_ c: Point, r: Double, fill: String, stroke: String = "#000000", strokeWidth: Double = 1) {
        body += "<circle cx=\"\(Self.n(c.x))\" cy=\"\(Self.n(c.y))\" r=\"\(Self.n(r))\" fill=\"\(fill)\" "
            + "stroke=\"\(stroke)\" stroke-width=\"\(Self.n(strokeWidth))\"/>\n"
    }

    mutating func text(_ s: String, at p: Point, size: Double, fill: String = "#000000", weight: String? = nil) {
        body += "<text x=\"\(Self.n(p.x))\" y=\"\(Self.n(p.y))\" font-family=\"\(Self.fontAttribute)\" "
            + "font-size=\"\(Self.n(size))\" fill=\"\(fill)\"" + (weight.map { " font-weight=\"\($0)\"" } ?? "")
            + ">\(Self.escape(s))</text>\n"
    }

    /// Fonts that cover Chinese, Japanese and Korean (SPEC §6.1), first found first used.
    static let fontFamily = #""Noto Sans CJK JP", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif"#

    /// `fontFamily` inside a double-quoted attribute.
    static let fontAttribute = String(fontFamily.map { $0 == "\"" ? "'" : $0 })

    /// The document: one unit per point, `viewBox` the given size; its text in `fontFamily`.
    static func document(width: Double, height: Double, title: String, body: String) -> String {
        let w = n(max(1, width)), h = n(max(1, height))
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        <title>\(escape(title))</title>
        <style>text { font-family: \(fontFamily); }</style>
        \(body)</svg>

        """
    }
}

extension SceneColor {
    /// The colour's RGB as SVG pictures draw it.
    public var rgb: (r: UInt8, g: UInt8, b: UInt8) {
        switch self {
        case .red: (0xE5, 0x39, 0x35)
        case .green: (0x43, 0xA0, 0x47)
        case .blue: (0x1E, 0x88, 0xE5)
        case .yellow: (0xFD, 0xD8, 0x35)
        case .magenta: (0xD8, 0x1B, 0x60)
        case .cyan: (0x00, 0xAC, 0xC1)
        case .white: (0xFA, 0xFA, 0xFA)
        case .gray: (0x9E, 0x9E, 0x9E)
        case .black: (0x21, 0x21, 0x21)
        case .orange: (0xFB, 0x8C, 0x00)
        }
    }

    /// `#rrggbb`.
    public var hex: String { Self.hex(rgb) }

    static func hex(_ c: (r: UInt8, g: UInt8, b: UInt8)) -> String {
        func h(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }
        return "#" + h(c.r) + h(c.g) + h(c.b)
    }

    /// Black or white, whichever reads better on this colour.
    var textOn: String {
        let c = rgb
        return 0.299 * Double(c.r) + 0.587 * Double(c.g) + 0.114 * Double(c.b) > 150 ? "#000000" : "#ffffff"
    }
}
