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
    /// The tokens between `*`s: one segment more than there are stars.
    let segments: [[Token]]

    /// Why a pattern is not a glob.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        let s = Array(pattern.unicodeScalars)
        guard s.count <= Limits.maxGlobLength else {
            throw SyntaxError(description: "the pattern is \(ByteSize.grouped(s.count)) characters long; "
                + "at most \(ByteSize.grouped(Limits.maxGlobLength))")
        }
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
        self.segments = tokens.split(separator: .star, omittingEmptySubsequences: false).map(Array.init)
    }

    /// Whether the whole of `text` matches, in time linear in the text's
    /// length: the pattern is split at its `*`s into segments; the first must
    /// match at the start, the last at the end, and each one between is found
    /// at its leftmost place after the one before (the greedy choice is always
    /// right for `*`), by a bit-parallel scan (one pass over the text per
    /// segment, ⌈segment length / 64⌉ words per character).
    public func matches(_ text: String) -> Bool {
        let s = Array(text.unicodeScalars)
        let segments = self.segments
        guard segments.count > 1 else {
            let only = segments.first ?? []
            return s.count == only.count && Self.matchesAt(only, s, 0)
        }
        let first = segments[0], last = segments[segments.count - 1]
        guard s.count >= first.count + last.count, Self.matchesAt(first, s, 0),
              Self.matchesAt(last, s, s.count - last.count) else { return false }
        var from = first.count
        let end = s.count - last.count
        for seg in segments[1..<(segments.count - 1)] {
            guard let at = Self.find(seg, in: s, from: from, to: end) else { return false }
            from = at + seg.count
        }
        return true
    }


    /// Whether `seg` matches `s` at `start`, token by token.
    private static func matchesAt(_ seg: [Token], _ s: [Unicode.Scalar], _ start: Int) -> Bool {
        guard start >= 0, start + seg.count <= s.count else { return false }
        for (k, t) in seg.enumerated() where !match(t, s[start + k]) { return false }
        return true
    }

    /// The leftmost start of `seg` wholly inside `s[from..<end]`, or nil
    /// (Shift-And: bit k of the state says the last k + 1 characters match
    /// the segment's first k + 1 tokens).
    private static func find(_ seg: [Token], in s: [Unicode.Scalar], from: Int, to end: Int) -> Int? {
        let m = seg.count
        guard m > 0 else { return from }
        guard end - from >= m else { return nil }
        let words = (m + 63) / 64
        var masks: [Unicode.Scalar: [UInt64]] = [:]
        var state = [UInt64](repeating: 0, count: words)
        let lastWord = (m - 1) / 64, lastBit = UInt64(1) << UInt64((m - 1) % 64)
        for i in from..<end {
            let c = s[i]
            let mask: [UInt64]
            if let known = masks[c] {
                mask = known
            } else {
                var made = [UInt64](repeating: 0, count: words)
                for (k, t) in seg.enumerated() where match(t, c) { made[k / 64] |= UInt64(1) << UInt64(k % 64) }
                masks[c] = made
                mask = made
            }
            var carry: UInt64 = 1
            for w in 0..<words {
                let next = state[w] >> 63
                state[w] = ((state[w] << 1) | carry) & mask[w]
                carry = next
            }
            if state[lastWord] & lastBit != 0 { return i - m + 1 }
        }
        return nil
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
