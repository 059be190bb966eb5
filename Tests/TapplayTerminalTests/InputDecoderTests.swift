import Testing
import TapplayCore
@testable import TapplayTerminal

@Suite("Input decoder: raw terminal bytes to events")
struct InputDecoderTests {
    /// Decodes everything in `bytes` (as if the input went quiet afterwards).
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var d = InputDecoder()
        d.feed(bytes)
        var out: [InputEvent] = []
        while true {
            switch d.step(time: 7, final: true) {
            case .events(let e): out += e
            case .incomplete: continue
            case .empty: return out
            }
        }
    }

    func decode(_ s: String) -> [InputEvent] { decode(Array(s.utf8)) }

    @Test("SGR 1006 press and release decode to the 0-based cell")
    func sgr() {
        #expect(decode("\u{1B}[<0;11;6M\u{1B}[<0;11;6m") == [
            .mouse(MouseEvent(kind: .press, button: .left, col: 10, row: 5, time: 7)),
            .mouse(MouseEvent(kind: .release, button: .left, col: 10, row: 5, time: 7)),
        ])
    }

    @Test("X10 press and release (button byte 3 = release) decode the same way")
    func x10() {
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 32 + 11, 32 + 6, 0x1B, 0x5B, 0x4D, 32 + 3, 32 + 11, 32 + 6]) == [
            .mouse(MouseEvent(kind: .press, button: .left, col: 10, row: 5, time: 7)),
            .mouse(MouseEvent(kind: .release, button: .left, col: 10, row: 5, time: 7)),
        ])
    }

    @Test("a burst of press, motion and release keeps every event (ncurses would merge them)")
    func burst() {
        let e = decode("\u{1B}[<0;3;3M\u{1B}[<32;4;3M\u{1B}[<0;4;3m")
        #expect(e.count == 3)
        if case .mouse(let m) = e[1] { #expect(m.kind == .motion && m.button == .left && m.col == 3) }
    }

    @Test("right button, wheel, keys, arrows and a lone Escape")
    func keys() {
        #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(kind: .press, button: .right, col: 0, row: 0, time: 7))])
        #expect(decode("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(kind: .press, button: .wheelUp, col: 0, row: 0, time: 7))])
        #expect(decode("q\t\r") == [.key(.char("q")), .key(.tab), .key(.enter)])
        #expect(decode("\u{1B}[A\u{1B}OB\u{1B}[Z") == [.key(.up), .key(.down), .key(.backTab)])
        #expect(decode("\u{1B}OC\u{1B}[D\u{1B}OM\u{1B}OZ") == [.key(.right), .key(.left), .key(.enter)],
                "SS3 and CSI arrows, keypad Enter; an unknown SS3 final is dropped")
        #expect(decode("\u{1B}") == [.key(.escape)])
        #expect(decode("é●") == [.key(.char("é")), .key(.char("●"))])
    }

    @Test("garbage between events is skipped without losing the events")
    func garbage() {
        var bytes: [UInt8] = [0xFF, 0x00, 0x1B, 0x5B, 0x39, 0x39, 0x7E]   // invalid UTF-8, NUL, an unknown CSI
        bytes += Array("\u{1B}[<0;2;2M".utf8) + [0xC3] + Array("\u{1B}[<0;2;2m".utf8)
        let mice = decode(bytes).filter { if case .mouse = $0 { return true } else { return false } }
        #expect(mice.count == 2)
    }

    @Test("no click is lost when a cut-off sequence comes right before it (ESC O, a bare ESC [ M, ESC [ 1 ;)",
          arguments: ["\u{1B}O", "\u{1B}[M", "\u{1B}[M ", "\u{1B}[M !", "\u{1B}[1;", "\u{1B}[<0;5", "\u{1B}O\u{1B}[M"])
    func garbageBeforeClick(garbage: String) {
        let click = "\u{1B}[<0;11;6M\u{1B}[<0;11;6m"
        for split in [false, true] {
            // All at once, or the garbage in one read and the click in the next.
            var d = InputDecoder()
            var out: [InputEvent] = []
            func drain(final: Bool) {
                while true {
                    switch d.step(time: 7, final: final) {
                    case .events(let e): out += e
                    case .incomplete, .empty: return
                    }
                }
            }
            d.feed(Array(garbage.utf8))
            if split { drain(final: false) }
            d.feed(Array(click.utf8))
            drain(final: true)
            #expect(out == [
                .mouse(MouseEvent(kind: .press, button: .left, col: 10, row: 5, time: 7)),
                .mouse(MouseEvent(kind: .release, button: .left, col: 10, row: 5, time: 7)),
            ], "garbage \(Array(garbage.utf8)), split \(split)")
        }
    }
}
