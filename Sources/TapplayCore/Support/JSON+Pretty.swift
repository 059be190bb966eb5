/// Multi-line JSON for documents people read and diff (SARIF reports): each
/// array item and object member on its own line, indented by two spaces per
/// level; empty arrays and objects stay `[]` and `{}`. Strings and numbers
/// are written exactly as on one line.
extension JSON {
    public var prettySerialized: String {
        var out = ""
        // An explicit stack: documents from scene files can nest deeply.
        enum Step {
            case value(JSON, depth: Int)
            case text(String)
        }
        var steps: [Step] = [.value(self, depth: 0)]
        func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
        while let step = steps.popLast() {
            switch step {
            case .text(let s):
                out += s
            case .value(let v, let depth):
                switch v {
                case .array(let items) where !items.isEmpty:
                    out += "[\n"
                    var pending: [Step] = []
                    for (i, item) in items.enumerated() {
                        pending.append(.text(indent(depth + 1)))
                        pending.append(.value(item, depth: depth + 1))
                        pending.append(.text(i + 1 < items.count ? ",\n" : "\n"))
                    }
                    pending.append(.text(indent(depth) + "]"))
                    steps.append(contentsOf: pending.reversed())
                case .object(let pairs) where !pairs.isEmpty:
                    out += "{\n"
                    var pending: [Step] = []
                    for (i, (key, item)) in pairs.enumerated() {
                        var keyText = ""
                        JSON.escape(key, into: &keyText)
                        pending.append(.text(indent(depth + 1) + keyText + ": "))
                        pending.append(.value(item, depth: depth + 1))
                        pending.append(.text(i + 1 < pairs.count ? ",\n" : "\n"))
                    }
                    pending.append(.text(indent(depth) + "}"))
                    steps.append(contentsOf: pending.reversed())
                default:
                    v.write(into: &out)
                }
            }
        }
        return out
    }
}
