import Foundation
import Testing
@testable import TapplayCore

/// Each line of a dump read once: Espresso's braces counted as a node grows,
/// and the Compose and dumpsys line searches made byte by byte, with the
/// answers of the slower reads they replaced (kept here as references).
@Suite("Import: each line scanned once (Espresso's braces, byte searches)")
struct ImportScanningTests {
    typealias F = ImportFixtures

    /// Whether a node's whole text has reached the `}` that closes it, read
    /// from its start every time (the rule before the count kept line by line).
    static func closedReference(_ text: String) -> Bool {
        var t = Substring(text).trimmingSpaces
        if t.hasSuffix(EspressoDumpParser.matchMark) { t = t.dropLast(EspressoDumpParser.matchMark.count).trimmingSpaces }
        guard t.last == "}" else { return false }
        var balance = 0
        for u in t.utf8 {
            if u == UInt8(ascii: "{") { balance += 1 }
            if u == UInt8(ascii: "}") { balance -= 1 }
        }
        return balance <= 0
    }

    /// What a view is in a scene, without the dump line it came from.
    private static func look(_ s: Scene) -> [String] {
        s.views.map { v in
            "\(v.id) \(v.depth) \(v.type ?? "-") \(v.label ?? "-") \(String(describing: v.canvasFrame)) "
                + "\(v.tappable) \(v.hidden) \(v.interactive) \(v.clips)"
        }
    }

    @Test("espresso: a node over 300 continuation lines imports as the same node on one line")
    func espressoLongNode() throws {
        // Lines that end in `}` while the node is still open (a nested value, a repeated tag), and a match mark.
        let body = ["id=2131230800", "res-name=note", "visibility=VISIBLE", "width=300", "height=120",
                    "has-focus=false", "is-clickable=true", "is-enabled=true",
                    "layout-params={w=MATCH_PARENT, h={WRAP_CONTENT}}", "text=Note {1}"]
            + (0..<300).map { "tag={\($0)}" } + ["x=10.0", "y=20.0"]
        func dump(_ separator: String) -> String {
            """
            View Hierarchy:
            +>DecorView{id=-1, visibility=VISIBLE, width=320, height=480, is-clickable=false, is-enabled=true, x=0.0, y=0.0}
            |
            +->TextView{\(body.joined(separator: separator))} ****MATCHES****
            |
            +->Button{id=3, res-name=ok, visibility=VISIBLE, width=100, height=40, is-clickable=true, x=10.0, y=200.0, text=OK}
            """
        }
        let oneLine = try F.imp(dump(", "), as: .espresso)
        let long = try F.imp(dump(",\n"), as: .espresso)
        #expect(long.s.views.map(\.id) == ["DecorView", "note", "ok"])
        #expect(long.s.view("note")?.label == "Note {1}")
        #expect(long.s.view("note")?.canvasFrame == Rect(x: 10, y: 20, width: 300, height: 120))
        #expect(long.s.view("ok")?.line == 4 + body.count + 1)
        #expect(long.s.canvas == Size(width: 320, height: 480))
        #expect(Self.look(long.s) == Self.look(oneLine.s))
        #expect(long.r.warnings.map(\.message) == oneLine.r.warnings.map(\.message))
        #expect(long.r.warnings.map(\.message) == ["Espresso's matcher matched 1 view (****MATCHES****): note (line 4)"])
    }

    @Test("espresso: the braces counted line by line close a node where reading its whole text again did")
    func espressoClosingRule() {
        var random = F.Mutator(seed: 0x24_24, run: 0, specials: [])
        let pieces = ["{", "}", "{", "}", " ", "\t", "a=1, ", "x", "}\u{301}", "é", "{}", EspressoDumpParser.matchMark,
                      "\(EspressoDumpParser.matchMark) ", "}}", "{{"]
        func line() -> String { (0..<random.next(6)).map { _ in pieces[random.next(pieces.count)] }.joined() }
        for _ in 0..<2_000 {
            // Lines as the parser gets them: slices of a larger text.
            let lines = ["+>V{" + line()] + (0..<random.next(8)).map { _ in line() }
            let file = lines.joined(separator: "\n")
            var text = ""
            var braces = 0
            for l in file.split(separator: "\n", omittingEmptySubsequences: false) {
                text += text.isEmpty ? String(l) : "\n" + String(l)
                braces += EspressoDumpParser.braceBalance(l)
                #expect(EspressoDumpParser.closes(lastLine: l, braces: braces) == Self.closedReference(text),
                        "\(text.debugDescription)")
            }
        }
    }

    @Test("byte searches find what Foundation's range(of:) finds, around accents, joiners and non-ASCII text")
    func characterSearches() {
        var random = F.Mutator(seed: 0x0B17_E5, run: 0, specials: [])
        // Needles and their halves; combining marks (U+0301, U+0903), joiners, a prepended mark (U+0600), a soft
        // hyphen, a BOM, emoji, CJK, the Kelvin sign and Greek question mark (one with `K`, one with `;`).
        let pieces = ["Node #", " = ", "Tag: '", ",", ":id/", ":", "/", "mResumed=", "mBounds=Rect(", " at (l=", "K;",
                      "No", "de #", " a", "t (l=", "Ta", "g: '", "mRes", "umed=", " ", " ", "a", "#", "=", "'", "(",
                      "\u{301}", "\u{903}", "\u{200D}", "\u{200B}", "\u{600}", "\u{AD}", "\u{FEFF}", "\u{212A}", "\u{37E}",
                      "é", "e\u{301}", "日本", "👍🏽", "🇫🇷", "\t", "\r", "\n", "\r\n"]
        let needles: [StaticString] = ["Node #", " = ", "Tag: '", ",", ":id/", ":", "/", "mResumed=", "mBounds=Rect(",
                                       " at (l=", "K", ";"]
        for _ in 0..<4_000 {
            let whole = (0..<random.next(14)).map { _ in pieces[random.next(pieces.count)] }.joined()
            // A slice starting and ending anywhere between scalars, as a line of a larger text may.
            let scalars = Array(whole.unicodeScalars.indices) + [whole.endIndex]
            let a = scalars[random.next(scalars.count)], b = scalars[random.next(scalars.count)]
            for s in [whole[...], whole[min(a, b)..<max(a, b)]] {
                for needle in needles {
                    let expected = s.range(of: needle.description)
                    #expect(s.rangeOfCharacters(needle) == expected, "\(needle) in \(s.debugDescription)")
                    #expect(s.containsCharacters(needle) == (expected != nil), "\(needle) in \(s.debugDescription)")
                }
            }
        }
    }

    @Test("compose and dumpsys: a needle followed by an accent is not the needle (as before the byte searches)")
    func accentedNeedles() throws {
        // `Node #́2` is no node line, `Tag: '́` no tag, ` = ́` no property; `app:́id/x` no resource name.
        let compose = """
        Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px, Tag: 'root'
         |-Node #\u{301}2 at (l=0.0, t=0.0, r=10.0, b=10.0)px
         |-Node #3 at (l=0.0, t=0.0, r=10.0, b=10.0)px, Tag: '\u{301}x'
           Text = '[Tést]'
           Role =\u{301} 'Button'
        """
        let c = try F.imp(compose, as: .compose)
        #expect(c.s.views.map(\.id) == ["root", "node-3"])
        #expect(c.s.view("node-3")?.label == "Tést" && c.s.view("node-3")?.type == nil)
        #expect(c.r.warnings.contains { $0.line == 2 && $0.message.contains("not a node or a property") })
        let dumpsys = """
          View Hierarchy:
            DecorView@1[Main]
              android.widget.Button{3 VFED..C.. ........ 10,10-110,70 #7f0a0002 app:\u{301}id/ok}
              android.widget.Button{4 VFED..C.. ........ 10,80-110,140 #7f0a0003 app:id/go}
        """
        let d = try F.imp(dumpsys, as: .dumpsys)
        #expect(d.s.views.map(\.id) == ["Button", "go"])
    }

    @Test("a line ending in 30,000 spaces or tabs imports as without them (trailing blanks are cut in one pass)")
    func trailingBlanks() throws {
        let line = "<UIView: 0x1; frame = (0 0; 375 812); layer = <CALayer: 0x2>>"
        let plain = try F.imp(line + "\n")
        for tail in [String(repeating: " ", count: 30_000), String(repeating: "\t", count: 30_000)] {
            let padded = try F.imp(line + tail + "\n")
            #expect(Self.look(padded.scene) == Self.look(plain.scene) && plain.scene.views.count == 1)
        }
        #expect(Substring("a b \t \t").droppingLast { $0 == " " || $0 == "\t" } == "a b")
        #expect(Substring("   ").droppingLast { $0 == " " }.isEmpty)
        #expect(Substring("").droppingLast { _ in true }.isEmpty)
        #expect(Substring(" \t x \t ").trimmingSpaces == "x")
    }
}
