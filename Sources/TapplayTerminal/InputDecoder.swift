import TapplayCore

/// Decodes the terminal's input bytes into `InputEvent`s.
///
/// ncurses' own mouse reader is not used: when several reports are already
/// waiting (a fast click, a drag while the app is busy drawing, or scripted
/// input) ncurses 6.4 batches them and "resolves clicks" even with
/// `mouseinterval(0)` — dropping presses, merging clicks at different cells
/// into a double click and losing motion. So the bytes are parsed here:
///
/// - UTF-8 text, Tab, Enter (CR or LF), Backspace (DEL or BS), a lone ESC;
/// - arrows and back-tab as CSI (`ESC [ A`, `ESC [ 1 ; 5 A`, `ESC [ Z`) or SS3
///   (`ESC O A`, keypad Enter `ESC O M`), plus the terminal's terminfo strings;
/// - mouse reports in SGR 1006 (`ESC [ < b ; x ; y M/m`), X10/normal
///   (`ESC [ M b x y`, bytes offset by 32) and urxvt 1015 (`ESC [ b ; x ; y M`).
///
/// Anything else (function keys, focus reports, stray bytes) is consumed and skipped.
struct InputDecoder {
    /// Bytes read but not yet decoded.
    private(set) var pending: [UInt8] = []
    /// The mouse button held since the last press (for X10 releases and motion).
    var heldButton: MouseEvent.Button = .none
    /// Exact key sequences from terminfo, tried before the generic parser.
    var terminfoKeys: [([UInt8], Key)] = []

    enum Step: Equatable {
        /// Decoded these events (possibly none: input skipped).
        case events([InputEvent])
        /// The bytes so far are the start of a sequence; wait a little for the rest.
        case incomplete
        /// Nothing left to decode.
        case empty
    }

    mutating func feed<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
    }

    /// Decodes one item from the front of the pending bytes. With `final`, an
    /// incomplete sequence is resolved now (a lone ESC is the Escape key).
    mutating func step(time: Double, final: Bool) -> Step {
        guard !pending.isEmpty else { return .empty }
        let r = parse(pending[...], time: time, final: final)
        switch r {
        case .incomplete:
            return .incomplete
        case .consumed(let n, let events):
            pending.removeFirst(max(1, min(n, pending.count)))
            return .events(events)
        }
    }

    private enum Parse {
        case consumed(Int, [InputEvent])
        case incomplete
    }

    private static let esc: UInt8 = 0x1B

    private mutating func parse(_ b: ArraySlice<UInt8>, time: Double, final: Bool) -> Parse {
        let s = b.startIndex
        let first = b[s]
        if first == Self.esc {
            return parseEscape(b, time: time, final: final)
        }
        switch first {
        case 0x09: return .consumed(1, [.key(.tab)])
        case 0x0D, 0x0A: return .consumed(1, [.key(.enter)])
        case 0x08, 0x7F: return .consumed(1, [.key(.backspace)])
        case 0x00..<0x20: return .consumed(1, [])
        case 0x20..<0x7F: return .consumed(1, [.key(.char(Character(Unicode.Scalar(first))))])
        default: return parseUTF8(b, final: final)
        }
    }

    private func parseUTF8(_ b: ArraySlice<UInt8>, final: Bool) -> Parse {
        let s = b.startIndex
        let lead = b[s]
        let len: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: len = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: len = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: len = 4; value = UInt32(lead & 0x07)
        default: return .consumed(1, [])  // continuation byte or invalid lead
        }
        for i in 1..<len {
            guard s + i < b.endIndex else { return final ? .consumed(i, []) : .incomplete }
            let c = b[s + i]
            guard c & 0xC0 == 0x80 else { return .consumed(i, []) }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), !(0x80..<0xA0).contains(value) else {
            return .consumed(len, [])
        }
        // Reject overlong encodings.
        let minimum: UInt32 = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000
        guard value >= minimum else { return .consumed(len, []) }
        return .consumed(len, [.key(.char(Character(scalar)))])
    }

    private mutating func parseEscape(_ b: ArraySlice<UInt8>, time: Double, final: Bool) -> Parse {
        let s = b.startIndex
        // Exact terminfo sequences first (a full match wins).
        for (seq, key) in terminfoKeys where seq.count > 1 && b.count >= seq.count {
            if b[s..<(s + seq.count)].elementsEqual(seq) { return .consumed(seq.count, [.key(key)]) }
        }
        guard b.count >= 2 else { return final ? .consumed(1, [.key(.escape)]) : .incomplete }
        let second = b[s + 1]
        switch second {
        case UInt8(ascii: "["):
            return parseCSI(b, time: time, final: final)
        case UInt8(ascii: "O"):
            guard b.count >= 3 else {
                return final ? .consumed(1, [.key(.escape)]) : .incomplete
            }
            // An SS3 sequence ends in a byte 0x40–0x7E; anything else (an ESC that
            // starts the next report) means "ESC O" was garbage: drop only those two.
            guard (0x40...0x7E).contains(b[s + 2]) else { return .consumed(2, []) }
            // SS3 forms: arrows in application cursor mode, keypad Enter.
            let k = b[s + 2] == UInt8(ascii: "M") ? .enter : Self.arrow(b[s + 2])
            return .consumed(3, k.map { [.key($0)] } ?? [])
        case Self.esc:
            // ESC ESC: the first is a lone Escape.
            return .consumed(1, [.key(.escape)])
        default:
            // ESC then another key (Alt+key, or Escape typed just before it):
            // report the Escape and decode the key on its own.
            return .consumed(1, [.key(.escape)])
        }
    }

    private mutating func parseCSI(_ b: ArraySlice<UInt8>, time: Double, final: Bool) -> Parse {
        let s = b.startIndex
        var i = s + 2
        // X10 / normal mouse: ESC [ M b x y (no parameters).
        if i < b.endIndex, b[i] == UInt8(ascii: "M") {
            // Its three bytes are all >= 32; a control byte (the ESC of the next
            // report) means a cut-off "ESC [ M" was garbage: drop it, keep what follows.
            if let cut = b[(i + 1)..<min(i + 4, b.endIndex)].firstIndex(where: { $0 < 0x20 }) {
                return .consumed(cut - s, [])
            }
            guard b.count >= 6 else { return final ? .consumed(b.count, []) : .incomplete }
            let code = Int(b[i + 1]) - 32, x = Int(b[i + 2]) - 33, y = Int(b[i + 3]) - 33
            return .consumed(6, mouse(code: code, col: x, row: y, sgrRelease: nil, time: time))
        }
        // Parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
        while i < b.endIndex, (0x30...0x3F).contains(b[i]) { i += 1 }
        let paramsEnd = i
        while i < b.endIndex, (0x20...0x2F).contains(b[i]) { i += 1 }
        guard i < b.endIndex else {
            if b.count > 64 { return .consumed(2, []) }
            guard final else { return .incomplete }
            // Timed out: "ESC [" was Escape then "["; a cut-off sequence is dropped.
            return b.count == 2 ? .consumed(1, [.key(.escape)]) : .consumed(b.count, [])
        }
        let fin = b[i]
        let length = i - s + 1
        guard (0x40...0x7E).contains(fin) else {
            // Cut off by the ESC of the next sequence: drop the broken part, keep the next.
            if fin == Self.esc { return .consumed(i - s, []) }
            // Not a CSI sequence after all: drop the ESC [ and decode the rest.
            return .consumed(2, [])
        }
        let params = Array(b[(s + 2)..<paramsEnd])
        let hasIntermediates = paramsEnd != i
        if !hasIntermediates, params.first == UInt8(ascii: "<"),
           fin == UInt8(ascii: "M") || fin == UInt8(ascii: "m") {
            let n = Self.numbers(params.dropFirst())
            guard n.count == 3, let code = n[0], let x = n[1], let y = n[2] else {
                return .consumed(length, [])
            }
            return .consumed(length, mouse(code: code, col: x - 1, row: y - 1,
                                           sgrRelease: fin == UInt8(ascii: "m"), time: time))
        }
        if !hasIntermediates, fin == UInt8(ascii: "M"), let p0 = params.first, (0x30...0x39).contains(p0) {
            // urxvt 1015: ESC [ b ; x ; y M with b offset by 32.
            let n = Self.numbers(params[...])
            guard n.count == 3, let code = n[0], let x = n[1], let y = n[2] else {
                return .consumed(length, [])
            }
            return .consumed(length, mouse(code: code - 32, col: x - 1, row: y - 1,
                                           sgrRelease: nil, time: time))
        }
        if hasIntermediates || params.contains(where: { $0 >= 0x3C }) {
            return .consumed(length, [])  // private sequences: nothing we use
        }
        let key = fin == UInt8(ascii: "Z") ? .backTab : Self.arrow(fin)
        return .consumed(length, key.map { [.key($0)] } ?? [])
    }

    /// The arrow key of a final byte A–D (the same in CSI and SS3 forms), or nil.
    private static func arrow(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    /// "12;34;5" → [12, 34, 5]; an empty or non-numeric field is nil.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            guard !field.isEmpty, field.count <= 6,
                  field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }

    /// An xterm mouse button code → events. `sgrRelease` is nil for X10/urxvt
    /// (release is button code 3), true/false for SGR's `m`/`M`.
    private mutating func mouse(code: Int, col: Int, row: Int, sgrRelease: Bool?,
                                time: Double) -> [InputEvent] {
        guard code >= 0, col >= 0, row >= 0 else { return [] }
        func ev(_ kind: MouseEvent.Kind, _ button: MouseEvent.Button) -> [InputEvent] {
            [.mouse(MouseEvent(kind: kind, button: button, col: col, row: row, time: time))]
        }
        let low = code & 3
        if code & 128 != 0 { return [] }  // buttons 8–11
        if code & 64 != 0 {
            // Wheel: 64 up, 65 down (66/67 horizontal); no release events.
            if sgrRelease == true || code & 32 != 0 { return [] }
            switch low {
            case 0: return ev(.press, .wheelUp)
            case 1: return ev(.press, .wheelDown)
            default: return []
            }
        }
        let encoded: MouseEvent.Button? = low == 0 ? .left : low == 1 ? .middle : low == 2 ? .right : nil
        if code & 32 != 0 {
            // Motion: with a button held (1002) the code names it; hover (1003) is 3.
            return ev(.motion, encoded ?? heldButton)
        }
        if sgrRelease == true || encoded == nil {
            let button = sgrRelease == true ? (encoded ?? heldButton) : heldButton
            if heldButton == button { heldButton = .none }
            return ev(.release, button)
        }
        heldButton = encoded!
        return ev(.press, encoded!)
    }
}
