import Yams

/// A number read from a plain YAML scalar, with the text it was written as
/// (messages quote what the user typed: `width -5 must not be negative`).
struct NumberValue {
    var value: Double
    var text: String
}

/// The keys of one YAML mapping after validation: known keys only, each with
/// its key node (for positions) and value node. Merge keys (`<<: *anchor`)
/// are already folded in; keys written in the mapping itself win. A slot per
/// known key (a handful): no hashing, which matters at 10,000 views.
struct MappingFields {
    /// A key node and its value (a struct: see `FixedListPart`).
    struct Slot {
        var key: Node
        var value: Node
    }

    let known: [String]
    private var slots: [Slot?]

    init(known: [String]) {
        self.known = known
        slots = Array(repeating: nil, count: known.count)
    }

    subscript(key: String) -> Node? { known.firstIndex(of: key).flatMap { slots[$0]?.value } }
    func keyNode(_ key: String) -> Node? { known.firstIndex(of: key).flatMap { slots[$0]?.key } }
    func has(_ key: String) -> Bool { self[key] != nil }

    /// Sets the key `known[index]` unless it is already there (earlier sources take precedence).
    mutating func add(_ index: Int, keyNode: Node, value: Node) {
        guard slots[index] == nil else { return }
        slots[index] = Slot(key: keyNode, value: value)
    }
}

/// Typed reads from a composed YAML tree. Every read reports what is wrong
/// (with the offending node's position) to the diagnostics and returns nil,
/// so one pass collects every problem. Nothing here recurses, and every node
/// looked at is counted against the diagnostics' node budget.
final class YAMLNodeReader {
    let diagnostics: SceneDiagnostics
    var paths: PathTable { diagnostics.paths }

    init(diagnostics: SceneDiagnostics) {
        self.diagnostics = diagnostics
    }

    func report(_ message: String, at node: Node?, _ path: NodePath) {
        diagnostics.report(message, at: node, path)
    }

    // MARK: - Describing nodes for messages

    /// How a node reads in "expected …, got …": `'abc'`, `the string '5'`,
    /// `nothing`, `null`, `a mapping`, `a list`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let s):
            if isPlain(s) {
                if s.string.isEmpty { return "nothing" }
                if isNullWord(s.string) { return "null" }
                return "'\(excerpt(s.string))'"
            }
            return "the string '\(excerpt(s.string))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// A scalar shortened to one line of at most 40 characters.
    static func excerpt(_ text: String) -> String {
        var out = ""
        var count = 0
        for ch in text {
            if count == 40 { return out + "…" }
            switch ch {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
            count += 1
        }
        return out
    }

    static func isPlain(_ s: Node.Scalar) -> Bool {
        s.style == .plain || s.style == .any
    }

    static func isNullWord(_ text: String) -> Bool {
        text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    // MARK: - Scalars

    /// A finite number written as a plain scalar (`12`, `-3.5`, `1e3`).
    /// `.inf`, `.nan` and overflowing literals such as `1e400` are refused.
    func number(_ node: Node, _ path: NodePath) -> NumberValue? {
        guard diagnostics.visit(node) else { return nil }
        guard case .scalar(let s) = node, Self.isPlain(s), let v = Self.parseNumber(s.string) else {
            report("expected a number, got \(Self.describe(node))", at: node, path)
            return nil
        }
        guard v.isFinite else {
            report("must be a finite number, got '\(Self.excerpt(s.string))'", at: node, path)
            return nil
        }
        return NumberValue(value: v, text: s.string)
    }

    /// YAML's special floats plus whatever `Double(_:)` accepts.
    static func parseNumber(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        guard let first = text.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first) else { return nil }
        return Double(text)
    }

    /// A finite number > 0: `width 0 must be greater than 0`.
    func positive(_ node: Node, _ path: NodePath, name: String) -> Double? {
        guard let n = number(node, path) else { return nil }
        guard n.value > 0 else {
            report("\(name) \(n.text) must be greater than 0", at: node, path)
            return nil
        }
        return n.value
    }

    /// A finite number of magnitude at most `limit`:
    /// `x 1e300 is beyond ±1e9 pt, the largest coordinate tapplay takes`.
    func bounded(_ node: Node, _ path: NodePath, name: String, limit: Double = Limits.maxCoordinate,
                 what: String = "coordinate") -> Double? {
        guard let n = number(node, path) else { return nil }
        guard n.value.magnitude <= limit else {
            let unit = what == "unit coordinate" ? "" : " pt"
            report("\(name) \(Self.excerpt(n.text)) is beyond ±\(Limits.text(limit))\(unit), the largest \(what) tapplay takes",
                   at: node, path)
            return nil
        }
        return n.value
    }

    /// A finite length in `minimum…limit` (minimum 0: not negative; above 0: greater than 0).
    func length(_ node: Node, _ path: NodePath, name: String, minimum: Double = 0,
                limit: Double = Limits.maxLength) -> Double? {
        guard let n = number(node, path) else { return nil }
        let text = Self.excerpt(n.text)
        if minimum > 0 && !(n.value > 0) {
            report("\(name) \(text) must be greater than 0", at: node, path)
            return nil
        }
        guard n.value >= 0 else {
            report("\(name) \(text) must not be negative", at: node, path)
            return nil
        }
        guard n.value <= limit else {
            report("\(name) \(text) is larger than \(Limits.text(limit)) pt, the largest length tapplay takes",
                   at: node, path)
            return nil
        }
        guard n.value >= minimum else {
            report("\(name) \(text) is smaller than \(Limits.text(minimum)) pt, the smallest tapplay takes",
                   at: node, path)
            return nil
        }
        return n.value
    }

    /// A finite number in 0…1: `1.5 is outside 0…1`.
    func unitInterval(_ node: Node, _ path: NodePath) -> Double? {
        guard let n = number(node, path) else { return nil }
        guard n.value >= 0 && n.value <= 1 else {
            report("\(n.text) is outside 0…1", at: node, path)
            return nil
        }
        return n.value
    }

    /// `true` or `false` (also `True`/`TRUE`/`False`/`FALSE`), unquoted.
    func bool(_ node: Node, _ path: NodePath) -> Bool? {
        guard diagnostics.visit(node) else { return nil }
        if case .scalar(let s) = node, Self.isPlain(s) {
            switch s.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        report("expected true or false, got \(Self.describe(node))", at: node, path)
        return nil
    }

    /// Any scalar's text, quoted or not; an empty plain value or a null is refused.
    func string(_ node: Node, _ path: NodePath) -> String? {
        guard diagnostics.visit(node) else { return nil }
        guard case .scalar(let s) = node, !(Self.isPlain(s) && (s.string.isEmpty || Self.isNullWord(s.string))) else {
            report("expected a string, got \(Self.describe(node))", at: node, path)
            return nil
        }
        return s.string
    }

    /// A name from a fixed list: `unknown color 'purple' (did you mean …?)`.
    func choice<T>(_ node: Node, _ path: NodePath, what: String, _ options: [(String, T)]) -> T? {
        guard let text = string(node, path) else { return nil }
        if let hit = options.first(where: { $0.0 == text }) { return hit.1 }
        report("unknown \(what) '\(Self.excerpt(text))' \(KeySuggestion.hint(for: text, in: options.map(\.0)))",
               at: node, path)
        return nil
    }

    /// A list of names from a fixed set (one name alone counts as a list of
    /// one), each once, in the order written; an empty list is reported with
    /// `empty` (what the list must do) unless that is nil.
    func choices<T: Equatable>(_ node: Node, _ path: NodePath, what: String, empty: String?,
                               _ options: [(String, T)]) -> [T]? {
        if case .scalar = node {
            return choice(node, path, what: what, options).map { [$0] }
        }
        guard let items = sequence(node, path, expected: "a list of \(what) names") else { return nil }
        if items.isEmpty, let empty {
            report("expected a list that \(empty), got an empty list", at: node, path)
            return nil
        }
        var out: [T] = []
        var ok = true
        for (i, item) in items.enumerated() {
            if diagnostics.aborted { return nil }
            guard let v = choice(item, paths.child(path, i), what: what, options) else {
                ok = false
                continue
            }
            if !out.contains(v) { out.append(v) }
        }
        return ok ? out : nil
    }

    // MARK: - Collections

    /// The items of a YAML sequence; anything else is reported as
    /// `expected <what>, got …`.
    func sequence(_ node: Node, _ path: NodePath, expected what: String) -> [Node]? {
        guard diagnostics.visit(node) else { return nil }
        guard case .sequence(let seq) = node else {
            report("expected \(what), got \(Self.describe(node))", at: node, path)
            return nil
        }
        return Array(seq)
    }

    /// The keys of a YAML mapping, checked against `known` (unknown keys are
    /// reported at the key, with a suggestion) and `required` (missing keys are
    /// reported at the mapping). Merge keys (`<<: *base` or `<<: [*a, *b]`) are
    /// folded in as YAML 1.1 defines them. Returns nil when `node` is not a mapping.
    func mapping(_ node: Node, _ path: NodePath, expected what: String,
                 known: [String], required: [String] = []) -> MappingFields? {
        guard diagnostics.visit(node) else { return nil }
        guard case .mapping = node else {
            report("expected \(what), got \(Self.describe(node))", at: node, path)
            return nil
        }
        var fields = MappingFields(known: known)
        // Mappings still to fold in, last first: the mapping itself, then its
        // merges depth-first in the order written (earlier sources win).
        var pending: [Node] = [node]
        while let current = pending.popLast() {
            guard !diagnostics.aborted else { return nil }
            guard case .mapping(let m) = current else { continue }
            var merges: [Node] = []
            for i in m.indices {
                let (keyNode, value) = m[i]
                guard diagnostics.visit(keyNode) else { return nil }
                guard case .scalar(let k) = keyNode else {
                    report("expected a key name, got \(Self.describe(keyNode))", at: keyNode, path)
                    continue
                }
                let name = k.string
                if name == "<<" && Self.isPlain(k) {
                    merges.append(value)
                    continue
                }
                guard let index = known.firstIndex(of: name) else {
                    let hint = KeySuggestion.closest(to: name, in: known).map { "(did you mean '\($0)'?)" }
                        ?? "(valid keys: \(known.joined(separator: ", ")))"
                    report("unknown key '\(Self.excerpt(name))' \(hint)", at: keyNode, path)
                    continue
                }
                fields.add(index, keyNode: keyNode, value: value)
            }
            // Push merge sources so that they pop in the order written.
            var sources: [Node] = []
            for merge in merges {
                guard diagnostics.visit(merge) else { return nil }
                switch merge {
                case .mapping:
                    sources.append(merge)
                case .sequence(let seq):
                    for item in seq {
                        guard diagnostics.visit(item) else { return nil }
                        if case .mapping = item {
                            sources.append(item)
                        } else {
                            report("'<<' (merge) expects mappings, got \(Self.describe(item))", at: item, path)
                        }
                    }
                default:
                    report("'<<' (merge) expects a mapping or a list of mappings, got \(Self.describe(merge))",
                           at: merge, path)
                }
            }
            pending.append(contentsOf: sources.reversed())
        }
        for key in required where !fields.has(key) {
            report("missing required key '\(key)'", at: node, path)
        }
        return fields
    }
}
