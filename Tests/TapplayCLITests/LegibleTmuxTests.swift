import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// The playground on a phone-sized scene in a real terminal: panels beside the
/// phone at 200 and at 100 columns, q closing them before it quits, rows as
/// wide as the terminal says with `⚠️` and `👩‍💻` in labels.
extension Tmux {
@Suite("Legible playground in tmux", .serialized)
struct LegibleTmuxTests {
    static let scene = SceneYAML("phone", canvas: [390, 844], views: [
        .tappable("warn", [20, 100, 350, 80], "color: yellow", #"label: "⚠️ Low battery ⚠️""#),
        .tappable("dev", [20, 200, 350, 80], "color: cyan", #"label: "👩‍💻 Developer 👩‍💻""#),
        .tappable("today", [20, 300, 350, 80], "color: blue", #"label: "今日""#),
    ]).text

    @Test("panels beside the phone at 200 and 100 columns; q closes them, then quits", arguments: [(200, 60), (100, 40)])
    func panelsBeside(_ size: (Int, Int)) throws {
        let path = try CLI.tempFile(Self.scene, name: "phone.yaml")
        let t = try TmuxSession(playground: "run \(path)", cols: size.0, rows: size.1)
        try t.expect("Low battery")
        try t.send("?", expect: "keys")
        let screen = try t.screen()
        // The phone is still whole on the left: its labels are on screen, and the panel starts after it.
        expectText(screen.joined(separator: "\n"), contains: "今日", "the help covers the phone at \(size)")
        let panelLine = try #require(screen.first { $0.contains("─ keys ─") })
        let panelCol = DisplayWidth.withLocale(named: "C.UTF-8") {
            DisplayWidth.columns(panelLine[..<panelLine.range(of: "┌─ keys")!.lowerBound])
        } ?? 0
        for line in screen where line.contains("今日") {
            let at = DisplayWidth.withLocale(named: "C.UTF-8") { DisplayWidth.columns(line[..<line.range(of: "今日")!.lowerBound]) } ?? 0
            #expect(at < panelCol, "the phone's text is under the panel at \(size)")
        }
        // No row is wider than the terminal, with ⚠️ and 👩‍💻 on it: the panel's right border is the last column.
        for line in screen where line.contains("│") && line.contains("Low battery") {
            let w = DisplayWidth.withLocale(named: "C.UTF-8") { DisplayWidth.columns(line) } ?? 0
            #expect(w <= size.0, "a row of \(w) cells in \(size.0): \(line)")
        }
        try t.send("q")
        let closed = try t.waitFor(timeout: 10) { !$0.contains("─ keys ─") }
        expectText(closed, contains: "Low battery", "q closes the help first, and does not quit")
        try t.send("t", expect: "trace")
        try t.send("q", expect: "q again quits")
        try t.send("q")
        _ = try t.waitFor(timeout: 10) { !$0.contains("Low battery") }
    }
}
}
