import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// Japanese, Chinese, Korean, emoji and combining marks in the real playground:
/// the terminal shows them whole, two cells for a wide character, cut between
/// characters, and a click beside or on a wide character taps its own cell.
extension Tmux {
@Suite("Unicode text in tmux", .serialized)
struct UnicodeTmuxTests {
    static let cols = 100, rows = 32

    /// Five buttons with labels in four scripts, one too long for its box, under
    /// a full-screen plain wrapper in front (a second window that lets touches through).
    static let scene = SceneYAML("\"ユニコード 😀 한국어\"", canvas: [390, 420], views: [
        .tappable("jp", [20, 40, 160, 80], "color: blue", "label: 日本語のボタン"),
        .tappable("zh", [210, 40, 160, 80], "color: green", "label: 中文按钮"),
        .tappable("ko", [20, 160, 160, 80], "color: yellow", "label: 한국어 버튼"),
        .tappable("mixed", [210, 160, 160, 80], "color: cyan", #"label: "Cafe\u0301 😀 ok""#),
        .tappable("long", [20, 280, 75, 80], "color: orange", "label: とても長い日本語のラベルです"),
        .view("wrapper", [0, 0, 390, 420], "interactive: false"),
    ]).text

    /// Terminal cells of `s` (a wide character two).
    static func cells(_ s: Substring) -> Int {
        DisplayWidth.withLocale(named: "C.UTF-8") { DisplayWidth.columns(s) } ?? s.count
    }

    /// The terminal column where `needle` starts in `line`.
    static func column(of needle: String, in line: String) -> Int? {
        line.range(of: needle).map { cells(line[..<$0.lowerBound]) }
    }

    @Test("labels in four scripts shown whole, a long one cut between characters, no line wider than the terminal")
    func labels() throws {
        let path = try CLI.tempFile(Self.scene)
        let t = try TmuxSession(playground: "run \(path)", cols: Self.cols, rows: Self.rows)
        for label in ["日本語のボタン", "中文按钮", "한국어 버튼", "Cafe\u{301} 😀 ok", "ユニコード 😀 한국어"] {
            try t.expect(label)
        }
        // The plain wrapper is untitled (SPEC §6.1: `i` asks for its id).
        expectText(try t.text(), lacks: "wrapper")
        let lines = try t.screen()
        #expect(lines.count == Self.rows)
        for line in lines { #expect(Self.cells(line[...]) <= Self.cols, "\(line)") }
        let canvas = lines.prefix(t.rows - 2).joined(separator: "\n")
        expectText(canvas, lacks: "?", "no character replaced")
        // At 7 pt a cell the 75 pt box takes 11 cells, 9 inside: four wide characters and `…`,
        // never the left half of a fifth.
        let long = try #require(lines.first { $0.contains("とても") })
        expectText(long, contains: "│とても長…│")
    }

    @Test("a click on the right half of a wide character taps that cell: the dot there, the record line, the responder")
    func clickOnWideCharacter() throws {
        let path = try CLI.tempFile(Self.scene)
        let t = try TmuxSession(cols: Self.cols, rows: Self.rows)
        try t.start("run \(path) --record \(t.file("rec.jsonl"))")
        try t.expect("日本語のボタン")
        let lines = try t.screen()
        let row = try #require(lines.firstIndex { $0.contains("日本語のボタン") })
        // 語 is the third character: its right half is one column after its left.
        let col = try #require(Self.column(of: "語", in: lines[row])) + 1
        try t.clickSGR(col: col, row: row)
        try t.expect("responder 日本語のボタン (jp)")
        let rec = t.expectFile("rec.jsonl", "got the tap's record line") { $0.contains("\n") }
        let o = try #require(jsonObject(String(rec.split(separator: "\n")[0])))
        #expect(o["cell"] as? [Int] == [col, row])
        #expect(o["responder"] as? String == "jp")
        let after = try t.screen()[row]
        #expect(Self.column(of: "●", in: after) == col, "\(after)")
        // The dot took 語's right half: its left half is blank, the characters after it stay in place.
        expectText(after, contains: "日本 ●のボタン")
    }

    @Test("a plain full-screen container in front hides nothing: the buttons under it are drawn and tapped")
    func outlineInFront() throws {
        let path = try CLI.tempFile(Self.scene)
        let t = try TmuxSession(playground: "run \(path)", cols: Self.cols, rows: Self.rows)
        try t.expect("中文按钮")
        let lines = try t.screen()
        let row = try #require(lines.firstIndex { $0.contains("中文按钮") })
        let col = try #require(Self.column(of: "中", in: lines[row]))
        try t.clickSGR(col: col, row: row)
        try t.expect("responder 中文按钮 (zh)")
    }

    @Test("without a UTF-8 locale: the ASCII fallback, said once in the status line")
    func fallback() throws {
        let path = try CLI.tempFile(Self.scene)
        let t = try TmuxSession("env TERM=xterm-256color LANG=C LC_ALL=C \(CLI.binary) run \(path); sleep 60",
                                cols: Self.cols, rows: Self.rows)
        try t.expect("locale is not UTF-8")
        let screen = try t.text()
        expectText(screen, lacks: "日本語")
        // ncurses' ASCII stand-ins for the box, as before.
        expectText(screen, contains: "+jp---")
        expectText(screen, contains: "|??|???????  ")
    }
}
}
