import Foundation
import Testing
@testable import TapplayCore

/// Each line of a dump read once: Espresso's braces counted as a node grows,
/// with the answers of the slower read it replaced (kept here as a reference).
@Suite("Import: each line scanned once (Espresso's braces)")
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
}
