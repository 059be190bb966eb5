/// Writes a scene as a tidy, hand-editable scene file: one block per view,
/// children nested under `children:`, only the keys that differ from their
/// defaults, numbers in their shortest exact form (so loading the file gives
/// back exactly the same frames), text quoted and escaped whenever a plain
/// YAML scalar could misread it. Each view's block notes the dump line it came
/// from. No recursion: views are written in painter's order, indented by depth.
public enum SceneYAMLWriter {
    public static func yaml(for scene: Scene, header: String? = nil) -> String {
        var out = ""
        if let header {
            for line in header.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "# " + line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(String.init).joined() + "\n"
            }
        }
        out += "name: \(string(scene.name))\n"
        if let d = scene.description { out += "description: \(string(d))\n" }
        if let s = scene.source { out += "source: \(string(s))\n" }
        out += "canvas: { width: \(number(scene.canvas.width)), height: \(number(scene.canvas.height)) }\n"
        if scene.slop != 10 { out += "slop: \(number(scene.slop))\n" }
        out += "platform: \(scene.platform.rawValue)\n"
        if let p = scene.policies { out += "policies: [\(p.map(\.rawValue).joined(separator: ", "))]\n" }
        if let d = scene.assumedDensity { out += "assumedDensity: \(number(d))\n" }
        if scene.visibleBounds { out += "visibleBounds: true\n" }
        if scene.quickDrag { out += "quickDrag: true\n" }
        out += scene.views.isEmpty ? "views: []\n" : "views:\n"
        for v in scene.views {
            let dash = String(repeating: " ", count: 2 + 4 * v.depth)
            let key = dash + "  "
            out += "\(dash)- id: \(string(v.id))"
            if let line = v.line { out += "  # line \(line)" }
            out += "\n"
            if let t = v.type { out += "\(key)type: \(string(t))\n" }
            let f = v.frame
            out += "\(key)frame: [\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]\n"
            if let c = v.color { out += "\(key)color: \(c.rawValue)\n" }
            if let l = v.label { out += "\(key)label: \(string(l))\n" }
            if v.tappable { out += "\(key)tappable: true\n" }
            if v.gestures != (v.tappable ? [.tap] : []) {
                out += "\(key)gestures: [\(v.gestures.map(\.rawValue).joined(separator: ", "))]\n"
            }
            if v.hidden { out += "\(key)hidden: true\n" }
            if v.alpha != 1 { out += "\(key)alpha: \(number(v.alpha))\n" }
            if !v.interactive { out += "\(key)interactive: false\n" }
            if v.clips { out += "\(key)clips: true\n" }
            if !v.passThrough.isEmpty {
                let rects = v.passThrough.map { "[\(number($0.x)), \(number($0.y)), \(number($0.width)), \(number($0.height))]" }
                out += "\(key)passThrough: [\(rects.joined(separator: ", "))]\n"
            }
            if v.otherApp { out += "\(key)otherApp: true\n" }
            if !v.review.isEmpty { out += "\(key)review: [\(v.review.map(\.rawValue).joined(separator: ", "))]\n" }
            if !v.children.isEmpty { out += "\(key)children:\n" }
        }
        return out
    }

    /// The shortest text that reads back as exactly `v`: `375`, `55.7`, `-0.5`, `1e-07`.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]

    /// A plain scalar when that is safe (`Log in`, `UIButton`), else a
    /// double-quoted one with every character YAML cannot hold raw escaped.
    static func string(_ s: String) -> String {
        if isPlain(s) { return s }
        var out = "\""
        for u in s.unicodeScalars {
            switch u.value {
            case 0x5C: out += "\\\\"
            case 0x22: out += "\\\""
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let hex = String(u.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    private static func isPlain(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, let last = s.unicodeScalars.last,
              isWordScalar(first), first != "-", first != ".", last != " " else { return false }
        if reserved.contains(s.lowercased()) || Double(s) != nil { return false }
        var previousSpace = false
        for u in s.unicodeScalars {
            if u == " " {
                if previousSpace { return false }
                previousSpace = true
            } else if isWordScalar(u) {
                previousSpace = false
            } else {
                return false
            }
        }
        return true
    }

    private static func isWordScalar(_ u: Unicode.Scalar) -> Bool {
        (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "_" || u == "." || u == "-"
    }
}
