/// A place in a text as a scene problem reports it: the 1-based line and the
/// 1-based column, counted in Unicode scalars.
struct TextPosition: Error, Equatable {
    var line = 1
    var column = 1

    /// The position just after `scalars`.
    init(after scalars: some Sequence<Unicode.Scalar>) {
        for s in scalars { advance(past: s) }
    }

    init() {}

    /// One scalar further on: a line feed starts the next line.
    mutating func advance(past s: Unicode.Scalar) {
        if s == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// Where the first of `scalars` that `match` holds for is, or nil.
    static func first(in scalars: some Sequence<Unicode.Scalar>, where match: (Unicode.Scalar) -> Bool) -> TextPosition? {
        var at = TextPosition()
        for s in scalars {
            if match(s) { return at }
            at.advance(past: s)
        }
        return nil
    }

    /// Where decoding `units` as `codec` fails (the first code unit that
    /// starts no valid scalar), or nil when they all decode.
    static func firstInvalid<C: UnicodeCodec, Units: Sequence>(_ units: Units, as codec: C.Type) -> TextPosition?
    where Units.Element == C.CodeUnit {
        var at = TextPosition()
        var it = units.makeIterator()
        var decoder = C()
        while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): at.advance(past: s)
            case .emptyInput: return nil
            case .error: return at
            }
        }
    }
}
