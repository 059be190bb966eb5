/// A shell-style pattern for view ids, anchored at both ends: `*` any run of
/// characters (none included), `?` any one character, `[abc]`, `[a-z]` one of
/// a set, `[!a-z]` or `[^a-z]` one not in it (a `]` first in a set is a member),
/// `\x` the character `x` itself. `button-*` matches `button-1` but not
/// `my-button-1`.
public struct ViewGlob: Sendable, Hashable, CustomStringConvertible {
    enum Token: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case any
        case star
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public let pattern: String
    let tokens: [Token]

    /// Why a pattern is not a glob.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        let s = Array(pattern.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
                i += 1
            case "?":
                tokens.append(.any)
                i += 1
            case "\\":
                guard i + 1 < s.count else {
                    throw SyntaxError(description: "a '\\' at the end escapes nothing (write '\\\\' for a backslash)")
                }
                tokens.append(.literal(s[i + 1]))
                i += 2
            case "[":
                var j = i + 1
                var negated = false
                if j < s.count && (s[j] == "!" || s[j] == "^") {
                    negated = true
                    j += 1
                }
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var first = true
                var closed = false
                while j < s.count {
                    var lo = s[j]
                    if lo == "]" && !first {
                        closed = true
                        j += 1
                        break
                    }
                    first = false
                    if lo == "\\" && j + 1 < s.count {
                        j += 1
                        lo = s[j]
                    }
                    j += 1
                    var hi = lo
                    if j + 1 < s.count && s[j] == "-" && s[j + 1] != "]" {
                        hi = s[j + 1]
                        if hi == "\\" && j + 2 < s.count {
                            hi = s[j + 2]
                            j += 1
                        }
                        j += 2
                        guard lo <= hi else {
                            throw SyntaxError(description: "the range '\(lo)-\(hi)' is reversed")
                        }
                    }
                    ranges.append(lo...hi)
                }
                guard closed else {
                    throw SyntaxError(description: "the '[' at character \(i + 1) is never closed with ']'")
                }
                tokens.append(.set(ranges, negated: negated))
                i = j
            default:
                tokens.append(.literal(c))
                i += 1
            }
        }
        self.tokens = tokens
    }

    /// Whether the whole of `text` matches. Linear backtracking to the last
    /// `*` only: no pattern makes this exponential.
    public func matches(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        var t = 0, p = 0
        var starP: Int?, starT = 0
        while t < s.count {
            if p < tokens.count, tokens[p] != .star, Self.match(tokens[p], s[t]) {
                t += 1
                p += 1
            } else if p < tokens.count, tokens[p] == .star {
                starP = p
                starT = t
                p += 1
            } else if let sp = starP {
                starT += 1
                t = starT
                p = sp + 1
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p] == .star { p += 1 }
        return p == tokens.count
    }

    private static func match(_ token: Token, _ c: Unicode.Scalar) -> Bool {
        switch token {
        case .literal(let l): l == c
        case .any: true
        case .star: true
        case .set(let ranges, let negated): ranges.contains { $0.contains(c) } != negated
        }
    }

    public var description: String { pattern }

    public static func == (a: ViewGlob, b: ViewGlob) -> Bool { a.pattern == b.pattern }
    public func hash(into h: inout Hasher) { h.combine(pattern) }
}
