import Yams

/// Turns the errors Yams throws while composing into one clean `SceneProblem`
/// each: libyaml's position and wording, no Swift type dump, no snippet.
enum YAMLErrorTranslation {
    /// libyaml's default nesting limit (`yaml_set_max_nest_level`), which Yams keeps.
    static let nestingLimit = 1000

    static func problem(for error: any Error, yaml: String, file: String) -> SceneProblem {
        guard let error = error as? YamlError else {
            return SceneProblem(file: file, message: "invalid YAML")
        }
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            return SceneProblem(file: file, line: mark.line, column: mark.column,
                                message: message(problem: problem, context: context))
        case let .reader(problem, offset, value, _):
            let position = offset.flatMap { lineAndColumn(ofCharacterOffset: $0, in: yaml) }
            var text = "invalid YAML: \(problem)"
            if value >= 0 { text += " (U+\(hex(value)))" }
            return SceneProblem(file: file, line: position?.line, column: position?.column, message: text)
        case let .duplicatedKeysInMapping(duplicates, context):
            return duplicateKeys(duplicates, firstMark: context.mark, yaml: yaml, file: file)
        case .memory:
            return SceneProblem(file: file, message: "invalid YAML: out of memory while parsing")
        case .dataCouldNotBeDecoded:
            return SceneProblem(file: file, message: "not valid UTF-8")
        case .no, .writer, .emitter, .representer:
            return SceneProblem(file: file, message: "invalid YAML")
        @unknown default:
            return SceneProblem(file: file, message: "invalid YAML")
        }
    }

    private static func message(problem: String, context: YamlError.Context?) -> String {
        if problem.hasPrefix("Maximum nesting level reached") {
            return "nested too deeply: the YAML parser allows at most \(nestingLimit) levels"
                + " (about \(nestingLimit / 2 - 5) levels of views)"
        }
        if problem == "but found another document" {
            return "invalid YAML: a scene file holds one document, found a second one"
        }
        guard let context, !context.text.isEmpty else { return "invalid YAML: \(problem)" }
        return "invalid YAML: \(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
    }

    private static func hex(_ v: Int32) -> String {
        let s = String(UInt32(bitPattern: v), radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Line and column (1-based, columns in Unicode scalars) of the
    /// `offset`-th character.
    static func lineAndColumn(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int)? {
        guard offset >= 0 else { return nil }
        var line = 1, column = 1, seen = 0
        for ch in text {
            if seen == offset { return (line, column) }
            if ch == "\n" || ch == "\r\n" || ch == "\r" {
                line += 1
                column = 1
            } else {
                column += ch.unicodeScalars.count
            }
            seen += 1
        }
        return seen == offset ? (line, column) : nil
    }

    // MARK: - Duplicate keys

    /// Yams stops at the first mapping with a repeated key and gives only the
    /// first occurrence's position; the repeat is found in the text.
    private static func duplicateKeys(_ keys: [String], firstMark: Mark, yaml: String, file: String) -> SceneProblem {
        let key = keys.first ?? ""
        let names = keys.map { "'\(YAMLNodeReader.excerpt($0))'" }.joined(separator: ", ")
        let what = keys.count == 1 ? "duplicate key \(names)" : "duplicate keys \(names)"
        if firstMark.line > 0, let second = repeatPosition(of: key, after: firstMark, in: yaml) {
            return SceneProblem(file: file, line: second.line, column: second.column,
                                message: "\(what) (first at line \(firstMark.line))")
        }
        let known = firstMark.line > 0
        return SceneProblem(file: file, line: known ? firstMark.line : nil, column: known ? firstMark.column : nil,
                            message: what)
    }

    /// Where `key` is written again after its first occurrence at `mark`: in a
    /// block mapping the next line that has it at the same column (before the
    /// mapping ends); in a flow mapping the next `key:` after it.
    static func repeatPosition(of key: String, after mark: Mark, in yaml: String) -> (line: Int, column: Int)? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array($0.unicodeScalars) }
        guard !key.isEmpty, mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return nil }
        let forms = [key, "'\(key)'", "\"\(key)\""].map { Array($0.unicodeScalars) }
        let col = mark.column - 1
        let firstLine = lines[mark.line - 1]
        guard col < firstLine.count else { return nil }
        let block = firstLine[..<col].allSatisfy { $0 == " " || $0 == "-" || $0 == "?" }

        func isKey(_ s: [Unicode.Scalar], at p: Int) -> Bool {
            for form in forms where p + form.count <= s.count && Array(s[p..<(p + form.count)]) == form {
                var q = p + form.count
                while q < s.count && (s[q] == " " || s[q] == "\t") { q += 1 }
                if q < s.count && s[q] == ":" { return true }
            }
            return false
        }

        if block {
            for n in mark.line..<lines.count {
                let s = lines[n]
                guard let indent = s.firstIndex(where: { $0 != " " }) else { continue }
                if s[indent] == "#" { continue }
                if indent < col { return nil }  // a less indented line: the mapping has ended
                if indent == col && isKey(s, at: col) { return (n + 1, col + 1) }
            }
            return nil
        }
        for n in (mark.line - 1)..<lines.count {
            let s = lines[n]
            var p = n == mark.line - 1 ? col + 1 : 0
            while p < s.count {
                let before: Unicode.Scalar = p == 0 ? " " : s[p - 1]
                if (before == " " || before == "\t" || before == "{" || before == ","), isKey(s, at: p) {
                    return (n + 1, p + 1)
                }
                p += 1
            }
        }
        return nil
    }
}
