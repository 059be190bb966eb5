/// A scene file's text, built for the tests that hand YAML to the binary or the
/// loader: a name, a canvas, any scene keys, and views, each an id, a frame, its
/// other keys and its children, written in the scene format's block style.
///
///     SceneYAML("pair", canvas: [200, 100], views: [
///         .view("a", [0, 0, 100, 100], "tappable: true"),
///         .view("b", [104, 0, 96, 100], "tappable: true"),
///     ]).text
public struct SceneYAML: CustomStringConvertible {
    /// One view: its `key: value` lines (the id and the frame first) and its children.
    public struct View {
        let keys: [String]
        let children: [View]

        /// A view with an id, a frame `[x, y, width, height]` and other keys as `key: value` lines.
        public static func view(_ id: String, _ frame: [Double], _ keys: String..., children: [View] = []) -> View {
            View(keys: ["id: \(id)", "frame: \(SceneYAML.list(frame))"] + keys, children: children)
        }

        /// A tappable view (`tappable: true` and any other keys).
        public static func tappable(_ id: String, _ frame: [Double], _ keys: String...) -> View {
            View(keys: ["id: \(id)", "frame: \(SceneYAML.list(frame))", "tappable: true"] + keys, children: [])
        }

        func lines(indent: String) -> [String] {
            var out = ["\(indent)- \(keys[0])"] + keys.dropFirst().map { "\(indent)  \($0)" }
            if !children.isEmpty {
                out.append("\(indent)  children:")
                out += children.flatMap { $0.lines(indent: indent + "    ") }
            }
            return out
        }
    }

    public let name: String
    public let canvas: [Double]
    public let keys: [String]
    public let views: [View]

    /// A scene named `name` (quote it yourself where YAML needs it) on a `[width, height]` canvas,
    /// with scene keys such as `"slop: 10"` or `"platform: android"` and its views.
    public init(_ name: String, canvas: [Double], _ keys: String..., views: [View]) {
        (self.name, self.canvas, self.keys, self.views) = (name, canvas, keys, views)
    }

    /// The file's text, ending in a newline.
    public var text: String {
        (["name: \(name)", "canvas: \(Self.list(canvas))"] + keys + ["views:"] + views.flatMap { $0.lines(indent: "  ") })
            .joined(separator: "\n") + "\n"
    }

    public var description: String { text }

    /// `[1, 2.5]`: whole numbers without a fraction.
    static func list(_ numbers: [Double]) -> String {
        "[" + numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" }.joined(separator: ", ") + "]"
    }
}
