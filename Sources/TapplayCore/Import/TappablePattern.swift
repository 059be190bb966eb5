/// One `--tappable` (or config `tappable`) value: what a team says takes taps
/// where its dumps do not show it. A type (`MyButton`, `android.widget.Button`,
/// matched also by its last dotted part), `id:GLOB` (the dump's own
/// identifier: an accessibility identifier, a resource id's name) or
/// `label:GLOB` (the view's label), each glob shell-style and anchored at both
/// ends (`ViewGlob`). A view the team names this way is tappable by its word,
/// not by a guess: its findings are certain.
public enum TappablePattern: Sendable, Hashable, CustomStringConvertible {
    case type(String)
    case id(ViewGlob)
    case label(ViewGlob)

    /// Why a value is no pattern.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public init(_ text: String) throws(SyntaxError) {
        func glob(_ rest: Substring, _ what: String) throws(SyntaxError) -> ViewGlob {
            guard !rest.isEmpty else { throw SyntaxError(description: "'\(text)' names no \(what) after the colon") }
            do { return try ViewGlob(String(rest)) } catch {
                throw SyntaxError(description: "'\(text)': \(error.description)")
            }
        }
        if text.hasPrefix("id:") {
            self = .id(try glob(text.dropFirst(3), "id"))
        } else if text.hasPrefix("label:") {
            self = .label(try glob(text.dropFirst(6), "label"))
        } else {
            guard !text.isEmpty, !text.contains(where: \.isWhitespace) else {
                throw SyntaxError(description: "'\(text)' is no type name; write a type, id:GLOB or label:GLOB")
            }
            self = .type(text)
        }
    }

    public var description: String {
        switch self {
        case .type(let t): t
        case .id(let g): "id:\(g.pattern)"
        case .label(let g): "label:\(g.pattern)"
        }
    }

    /// Whether the pattern names `type`.
    func matches(type: String) -> Bool {
        guard case .type(let t) = self, !type.isEmpty else { return false }
        let short = TypeName.short(type)
        return t == type || t == short || TypeName.short(t) == short
    }

    /// Whether the pattern names the element: its type, identifier or label.
    func matches(_ e: DumpElement) -> Bool {
        switch self {
        case .type: matches(type: e.type)
        case .id(let g): e.identifier.map(g.matches) ?? false
        case .label(let g): e.label.map(g.matches) ?? false
        }
    }
}
