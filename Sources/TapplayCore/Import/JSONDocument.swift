/// A JSON document (Maestro's and idb's dumps) read into a flat table of
/// values, each with the line it starts on, in one pass without recursion.
///
/// Bounded: at most `maximumDepth` levels of nesting and `maximumValues`
/// values; strings are kept as byte ranges of the text and decoded when asked
/// for, so a huge string costs nothing until it is read (and the import cuts
/// labels). Forgiving where a dump can be cut or mangled: reading stops at the
/// first thing that is not JSON, or at the end of the text inside a value, and
/// keeps what came before (`stopped` says where and why); the caller imports
/// that and says so. A bare word where a value belongs (`NaN`, `Infinity`,
/// `undefined`) is read as a number that has no value, so one bad number does
/// not end the dump.
struct JSONDocument {
    static let maximumDepth = 2000
    static let maximumValues = 1_000_000

    enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    /// One value. Byte offsets are into the text's UTF-8; -1 means none.
    struct Value {
        var kind: Kind
        var line: Int32
        /// A string's bytes inside its quotes; a number's or a bool's token.
        var start: Int32 = -1
        var end: Int32 = -1
        var escaped = false
        /// The member's key (inside its quotes), for a value in an object.
        var keyStart: Int32 = -1
        var keyEnd: Int32 = -1
        var keyEscaped = false
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        var count: Int32 = 0
    }

    /// Where and why reading stopped early.
    struct Stop: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
        /// The text ended inside a value: the dump looks cut.
        var atEnd: Bool
    }

    let bytes: [UInt8]
    private(set) var values: [Value] = []
    /// Set when reading stopped before the first value was complete.
    private(set) var stopped: Stop?
    /// The line where text after the value starts, and an excerpt of it.
    private(set) var trailing: (line: Int, text: String)?

    /// The root value, when any was read.
    var root: Int? { values.isEmpty ? nil : 0 }

    /// Reads the JSON value that starts at byte `offset` of `bytes`, on line `line`.
    init(bytes: [UInt8], offset: Int = 0, line: Int = 1) {
        self.bytes = bytes
        var reader = Reader(bytes: bytes, i: offset, line: line, lineStart: offset)
        reader.run(into: &values)
        stopped = reader.stop
        if stopped == nil {
            reader.skipBlanks()
            if reader.i < bytes.count {
                let start = reader.i
                var end = start
                while end < bytes.count, end - start < 80, bytes[end] != 10 { end += 1 }
                trailing = (reader.line, String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
    }

    // MARK: Reading values

    func kind(_ v: Int) -> Kind { values[v].kind }
    func line(_ v: Int) -> Int { Int(values[v].line) }

    /// The values inside an array or object, in order.
    func children(_ v: Int) -> Children { Children(values: values, cursor: Int(values[v].firstChild)) }

    struct Children: Sequence, IteratorProtocol {
        let values: [Value]
        var cursor: Int
        mutating func next() -> Int? {
            guard cursor >= 0 else { return nil }
            let v = cursor
            cursor = Int(values[v].nextSibling)
            return v
        }
    }

    /// The value of `key` in object `v` (the first, when the key repeats).
    func member(_ v: Int, _ key: String) -> Int? {
        guard values[v].kind == .object else { return nil }
        let k = Array(key.utf8)
        for c in children(v) {
            let m = values[c]
            if m.keyEscaped {
                if self.key(c) == key { return c }
            } else if Int(m.keyEnd - m.keyStart) == k.count, bytes[Int(m.keyStart)..<Int(m.keyEnd)].elementsEqual(k) {
                return c
            }
        }
        return nil
    }

    /// The key of member `v` of an object.
    func key(_ v: Int) -> String {
        let m = values[v]
        guard m.keyStart >= 0 else { return "" }
        return decode(Int(m.keyStart), Int(m.keyEnd), escaped: m.keyEscaped)
    }

    /// The text of a string value; nil for other kinds.
    func string(_ v: Int) -> String? {
        let m = values[v]
        guard m.kind == .string else { return nil }
        return decode(Int(m.start), Int(m.end), escaped: m.escaped)
    }

    /// A finite number; nil for other kinds and for numbers that are not finite or unreadable.
    func number(_ v: Int) -> Double? {
        let m = values[v]
        guard m.kind == .number else { return nil }
        return DumpNumber.parse(String(decoding: bytes[Int(m.start)..<Int(m.end)], as: UTF8.self))
    }

    /// The token of a number as written (for messages).
    func token(_ v: Int) -> String {
        let m = values[v]
        guard m.start >= 0 else { return "" }
        let end = min(Int(m.end), Int(m.start) + 60)
        return String(decoding: bytes[Int(m.start)..<end], as: UTF8.self)
    }

    /// A bool, or a string `"true"`/`"false"` (Maestro writes its flags both ways).
    func flag(_ v: Int) -> Bool? {
        let m = values[v]
        switch m.kind {
        case .bool: return m.start >= 0 && bytes[Int(m.start)] == UInt8(ascii: "t")
        case .string:
            switch string(v) {
            case "true": return true
            case "false": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// `member(v, key)` as a string (nil when absent or not a string).
    func string(_ v: Int, _ key: String) -> String? { member(v, key).flatMap(string) }

    private func decode(_ start: Int, _ end: Int, escaped: Bool) -> String {
        let slice = bytes[start..<end]
        guard escaped else { return String(decoding: slice, as: UTF8.self) }
        var out = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            if !raw.isEmpty {
                out.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll(keepingCapacity: true)
            }
        }
        var i = start
        var pendingHigh: UInt32?
        while i < end {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), i + 1 < end else {
                if let _ = pendingHigh { out.append("\u{FFFD}"); pendingHigh = nil }
                raw.append(b)
                i += 1
                continue
            }
            flush()
            let e = bytes[i + 1]
            i += 2
            if e != UInt8(ascii: "u"), pendingHigh != nil { out.append("\u{FFFD}"); pendingHigh = nil }
            switch e {
            case UInt8(ascii: "n"): out.append("\n")
            case UInt8(ascii: "t"): out.append("\t")
            case UInt8(ascii: "r"): out.append("\r")
            case UInt8(ascii: "b"): out.append("\u{8}")
            case UInt8(ascii: "f"): out.append("\u{C}")
            case UInt8(ascii: "u"):
                guard i + 4 <= end, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
                    out.append("\u{FFFD}")
                    continue
                }
                i += 4
                if (0xD800...0xDBFF).contains(v) {
                    if pendingHigh != nil { out.append("\u{FFFD}") }
                    pendingHigh = v
                } else if (0xDC00...0xDFFF).contains(v) {
                    if let h = pendingHigh, let s = Unicode.Scalar(0x10000 + ((h - 0xD800) << 10) + (v - 0xDC00)) {
                        out.append(s)
                    } else {
                        out.append("\u{FFFD}")
                    }
                    pendingHigh = nil
                } else {
                    if pendingHigh != nil { out.append("\u{FFFD}"); pendingHigh = nil }
                    out.append(Unicode.Scalar(v) ?? "\u{FFFD}")
                }
            default: out.append(Unicode.Scalar(e))
            }
        }
        if pendingHigh != nil { out.append("\u{FFFD}") }
        flush()
        return String(out)
    }

    // MARK: The reader

    /// One pass over the bytes with an explicit stack of open containers.
    private struct Reader {
        let bytes: [UInt8]
        var i: Int
        var line: Int
        var lineStart: Int
        var stop: Stop?

        mutating func skipBlanks() {
            while i < bytes.count {
                let b = bytes[i]
                if b == 10 {
                    line += 1
                    lineStart = i + 1
                } else if b != 32 && b != 9 && b != 13 {
                    return
                }
                i += 1
            }
        }

        mutating func fail(_ message: String, atEnd: Bool = false) {
            if stop == nil {
                let column = String(decoding: bytes[lineStart..<min(i, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
                stop = Stop(line: line, column: column, message: message, atEnd: atEnd)
            }
        }

        mutating func run(into values: inout [Value]) {
            // Open containers; for an object, whether a key is waiting for its value.
            var open: [Int] = []
            var key: (start: Int32, end: Int32, escaped: Bool)?
            var expectValue = true
            values.reserveCapacity(min(bytes.count / 8, 1 << 16))

            func append(_ v: Value, into values: inout [Value]) -> Int {
                let index = values.count
                values.append(v)
                if let p = open.last {
                    if values[p].firstChild < 0 {
                        values[p].firstChild = Int32(index)
                    } else {
                        values[Int(values[p].lastChild)].nextSibling = Int32(index)
                    }
                    values[p].lastChild = Int32(index)
                    values[p].count += 1
                }
                return index
            }

            while true {
                skipBlanks()
                guard i < bytes.count else {
                    if values.isEmpty || !open.isEmpty || expectValue {
                        fail(values.isEmpty ? "no JSON value" : "the text ends before the JSON is complete", atEnd: true)
                    }
                    return
                }
                let b = bytes[i]
                let inObject = open.last.map { values[$0].kind == .object } ?? false
                if !expectValue {
                    // After a value: `,` or the closing bracket of the open container.
                    guard let top = open.last else { return }
                    if b == UInt8(ascii: ",") {
                        i += 1
                        expectValue = true
                        continue
                    }
                    let close: UInt8 = values[top].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard b == close else {
                        fail("expected ',' or '\(Character(Unicode.Scalar(close)))', found \(describe(b))")
                        return
                    }
                    i += 1
                    open.removeLast()
                    if open.isEmpty { return }
                    continue
                }
                // A value (or, in an object, a key first); a closing bracket
                // here ends an empty container (or forgives a trailing comma).
                if let top = open.last, key == nil,
                   b == (values[top].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    open.removeLast()
                    expectValue = false
                    if open.isEmpty { return }
                    continue
                }
                if inObject && key == nil {
                    guard b == UInt8(ascii: "\"") else {
                        fail("expected a key in quotes, found \(describe(b))")
                        return
                    }
                    guard let s = readString() else { return }
                    skipBlanks()
                    guard i < bytes.count else { fail("the text ends before the JSON is complete", atEnd: true); return }
                    guard bytes[i] == UInt8(ascii: ":") else {
                        fail("expected ':' after a key, found \(describe(bytes[i]))")
                        return
                    }
                    i += 1
                    key = (Int32(s.start), Int32(s.end), s.escaped)
                    continue
                }
                guard values.count < JSONDocument.maximumValues else {
                    fail("more than \(JSONDocument.maximumValues) JSON values")
                    return
                }
                var v = Value(kind: .null, line: Int32(clamping: line))
                if let k = key {
                    v.keyStart = k.start
                    v.keyEnd = k.end
                    v.keyEscaped = k.escaped
                    key = nil
                }
                switch b {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < JSONDocument.maximumDepth else {
                        fail("nested deeper than \(JSONDocument.maximumDepth) levels")
                        return
                    }
                    v.kind = b == UInt8(ascii: "{") ? .object : .array
                    i += 1
                    open.append(append(v, into: &values))
                    expectValue = true
                    continue
                case UInt8(ascii: "\""):
                    guard let s = readString() else { return }
                    v.kind = .string
                    v.start = Int32(s.start)
                    v.end = Int32(s.end)
                    v.escaped = s.escaped
                default:
                    let start = i
                    while i < bytes.count, i - start < 400, isTokenByte(bytes[i]) { i += 1 }
                    guard i > start else {
                        fail("expected a value, found \(describe(b))")
                        return
                    }
                    let token = bytes[start..<i]
                    if token.elementsEqual("true".utf8) || token.elementsEqual("false".utf8) {
                        v.kind = .bool
                    } else if token.elementsEqual("null".utf8) {
                        v.kind = .null
                    } else {
                        v.kind = .number
                    }
                    v.start = Int32(start)
                    v.end = Int32(i)
                }
                _ = append(v, into: &values)
                expectValue = false
                if open.isEmpty { return }
            }
        }

        static let tokenBytes: Set<UInt8> = Set("0123456789+-.eEabcdfghijklmnopqrstuvwxyzABCDFGHIJKLMNOPQRSTUVWXYZ_".utf8)

        func isTokenByte(_ b: UInt8) -> Bool { Reader.tokenBytes.contains(b) }

        /// A string from its opening quote: the byte range inside the quotes.
        mutating func readString() -> (start: Int, end: Int, escaped: Bool)? {
            i += 1
            let start = i
            var escaped = false
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return (start, i - 1, escaped)
                }
                if b == UInt8(ascii: "\\") {
                    escaped = true
                    i += 2
                    continue
                }
                if b == 10 {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
            i = bytes.count
            fail("the text ends inside a string", atEnd: true)
            return nil
        }

        func describe(_ b: UInt8) -> String {
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            let hex = String(b, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count < 2 ? "0" : "") + hex
        }
    }
}
