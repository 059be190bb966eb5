import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// The real playground in tmux: real mouse sequences in both encodings, keys,
/// the screen read back, the record file, signals and terminal restoration.
extension Tmux {
@Suite("playground in tmux", .serialized)
struct PlaygroundTmuxTests {
    @Test("bare `tapplay` opens the built-in scene with a status line")
    func builtin() throws {
        let t = try TmuxSession(playground: "")
        try t.expect("tapplay demo │ uikit [1]")
        let screen = try t.text()
        expectText(screen, contains: "┌reply")
        expectText(screen, contains: "? help")
    }

    @Test("an SGR click taps: dot on the cell, status line, record line")
    func sgrClick() throws {
        let t = try TmuxSession()
        try t.start("run \(CLI.scene("vstack-neighbours.yaml")) --record \(t.file("rec.jsonl"))")
        try t.expect("VStack neighbours")
        let c = try t.cell(of: Point(x: 195, y: 150), scene: "vstack-neighbours.yaml")
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit Top (top), responder Top (top)")
        let lines = try t.screen()
        #expect(lines.count > c.row)
        let row = lines.count > c.row ? lines[c.row] : ""
        #expect(row.count > c.col && row[row.index(row.startIndex, offsetBy: c.col)] == "●")
        let rec = t.read("rec.jsonl").split(separator: "\n")
        #expect(rec.count == 1)
        let o = try #require(jsonObject(String(rec[0])))
        #expect(o["hit"] as? String == "top")
        #expect(o["policy"] as? String == "uikit")
        #expect(o["cell"] as? [Int] == [c.col, c.row])
        let p = t.viewport(try CLI.canvas("vstack-neighbours.yaml")).point(col: c.col, row: c.row)
        #expect(o["x"] as? Double == p.x && o["y"] as? Double == p.y)
    }

    @Test("a click taps the point that the cell rule gives, worked out from the screen alone (not from Viewport)")
    func clickMappingFromTheScreen() throws {
        let t = try TmuxSession()
        try t.start("run \(CLI.scene("vstack-neighbours.yaml")) --record \(t.file("rec.jsonl"))")
        try t.expect("VStack neighbours")
        // The canvas is what is drawn above the two status rows: its top-left cell is the origin.
        let canvasLines = Array(try t.screen().prefix(t.rows - 2))
        let drawn = canvasLines.enumerated().flatMap { r, line in
            line.enumerated().filter { $0.element != " " }.map { (col: $0.offset, row: r) }
        }
        let left = try #require(drawn.map(\.col).min()), right = try #require(drawn.map(\.col).max())
        let top = try #require(drawn.map(\.row).min()), bottom = try #require(drawn.map(\.row).max())
        // 390 × 420 pt fitted into 100 × 30 cells: s = max(390 / 100, 420 / (2 · 30)) = 7 pt a column,
        // 14 pt a row, so the canvas takes ⌈390 / 7⌉ = 56 columns and 420 / 14 = 30 rows.
        #expect(right - left + 1 == 56 && bottom - top + 1 == 30, "canvas at \(left)…\(right) × \(top)…\(bottom)")
        // Cell (left + 10, top + 12) is the point ((10 + 0.5) · 7, (12 + 0.5) · 14) = (73.5, 175):
        // inside the canvas, left of the VStack, so nothing is hit.
        // Cell (left + 30, top + 12) is (213.5, 175): inside `top`.
        try t.clickSGR(col: left + 30, row: top + 12)
        try t.expect("hit Top (top), responder Top (top)")
        let rec = t.expectFile("rec.jsonl", "the tap's record line") { $0.contains("\n") }
        let o = try #require(jsonObject(String(rec.split(separator: "\n")[0])))
        #expect(o["x"] as? Double == 213.5 && o["y"] as? Double == 175, "\(o)")
        #expect(o["cell"] as? [Int] == [left + 30, top + 12])
    }

    @Test("an X10 click under TERM=screen taps the same way")
    func x10Click() throws {
        let t = try TmuxSession()
        try t.start("run \(CLI.scene("vstack-neighbours.yaml"))", term: "screen-256color")
        try t.expect("VStack neighbours")
        let c = try t.cell(of: Point(x: 195, y: 250), scene: "vstack-neighbours.yaml")
        try t.clickX10(col: c.col, row: c.row)
        try t.expect("hit Bottom (bottom), responder Bottom (bottom)")
    }

    @Test("keys switch policy and re-resolve the dots; the seam tap turns ambiguous")
    func policyKeys() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("vstack-neighbours.yaml"))")
        try t.expect("VStack neighbours")
        // A cell whose centre is in the seam (y 200…208) exists at this size: find it.
        let v = t.viewport(try CLI.canvas("vstack-neighbours.yaml"))
        let col = v.cell(for: Point(x: 195, y: 0)).col
        let row = try #require((0..<t.rows).first { r in
            let y = v.point(col: col, row: r).y
            return y >= 200 && y < 208
        }, "no row in the seam")
        try t.clickSGR(col: col, row: row)
        try t.expect("hit vstack, responder none")
        try t.send("2", expect: "swiftui [2]", "ambiguous: ")
        let screen = try t.screen()
        let line = screen.count > row ? screen[row] : ""
        #expect(line.count > col && line[line.index(line.startIndex, offsetBy: col)] == "◐")
        try t.key("Tab", expect: "exact [3]", "hit none, responder none")
        try t.send("?", expect: "keys", "hit-map overlay")
    }

    @Test("keyboard crosshair: k, arrows and Space tap without a mouse")
    func crosshair() throws {
        let t = try TmuxSession(playground: "run \(CLI.scene("single-square.yaml"))")
        try t.expect("Single square")
        try t.send("k", expect: "crosshair")
        try t.key("Up")
        try t.send(" ", expect: "tap (")
    }

    @Test("q quits and leaves the terminal sane (echo, canonical mode)")
    func quitRestores() throws {
        let t = try TmuxSession()
        try t.start("run", then: "stty -a > \(t.file("stty.txt")); printf '\\033[?1002$p' ")
        try t.expect("tapplay demo")
        try t.send("q")
        let s = t.expectFile("stty.txt", "got the shell's stty output after q") { !$0.isEmpty }
        #expect(s.contains(" echo ") || s.contains(" echo\n"), "echo is off after quit: \(s)")
        #expect(s.contains(" icanon"), "canonical mode is off after quit")
        expectText(try t.text(), lacks: "tapplay demo │", "the playground screen is gone")
    }

    @Test("SIGTERM restores the terminal and keeps every recorded tap")
    func sigterm() throws {
        let t = try TmuxSession()
        let record = t.file("rec-term.jsonl")
        try t.start("run \(CLI.scene("vstack-neighbours.yaml")) --record \(record)", then: "stty -a > \(t.file("stty.txt"))")
        try t.expect("VStack neighbours")
        let c = try t.cell(of: Point(x: 195, y: 150), scene: "vstack-neighbours.yaml")
        try t.clickSGR(col: c.col, row: c.row)
        try t.clickSGR(col: c.col, row: c.row + 1)
        try t.expect("responder Top (top)")
        let pid = try #require(t.pid(matching: record))
        kill(pid, SIGTERM)
        let s = t.expectFile("stty.txt", "got the shell's stty output after SIGTERM") { !$0.isEmpty }
        #expect(s.contains(" icanon") && s.contains(" echo"))
        let rec = t.read("rec-term.jsonl")
        #expect(rec.hasSuffix("\n"))
        #expect(rec.split(separator: "\n").count == 2)
    }

    @Test("a resize redraws at the new size; a tiny terminal says it is too small")
    func resize() throws {
        let t = try TmuxSession(playground: "run")
        try t.expect("tapplay demo")
        try t.resize(cols: 60, rows: 20)
        let small = try t.waitFor { $0.split(separator: "\n", omittingEmptySubsequences: false).count <= 20 && $0.contains("? help") }
        expectText(small, contains: "tapplay demo")
        try t.resize(cols: 20, rows: 6)
        try t.expect("too small")
        #expect(try t.screen().allSatisfy { $0.count <= 20 }, "the notice fits a 20×6 terminal")
        try t.resize(cols: 90, rows: 30)
        try t.expect("? help")
    }

    @Test("stale LINES and COLUMNS in the environment do not shrink the playground")
    func staleSizeEnvironment() throws {
        let t = try TmuxSession("env COLUMNS=70 LINES=20 TERM=xterm-256color LANG=C.UTF-8 \(CLI.binary) run; sleep 60")
        try t.expect("tapplay demo")
        let lines = try t.screen()
        try #require(lines.count == t.rows)
        #expect(lines[t.rows - 2].contains("tapplay demo │"),
                "the status line is on the pane's second-last row, not the environment's")
    }

    @Test("without a terminal, run exits with a one-line error")
    func notATTY() throws {
        let r = try CLI.run(["run"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("needs a terminal"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test("TERM=dumb and an unknown TERM exit with a clear one-line message; the terminal stays sane")
    func strangeTerms() throws {
        for term in ["dumb", "no-such-terminal-xyz"] {
            let t = try TmuxSession()
            let out = t.file("out.txt")
            try t.respawn("env TERM=\(term) \(CLI.binary) run 2> \(out); echo status=$? >> \(out); sleep 60")
            let text = t.expectFile("out.txt", "got the exit status under TERM=\(term)") { $0.contains("status=") }
            expectText(text, contains: "status=1", "TERM=\(term)")
            expectText(text, contains: "'\(term)'", "the message names the terminal type")
            #expect(text.split(separator: "\n").count == 2, "one line of error, then the status")
        }
    }

    @Test("NO_COLOR and --no-colour draw without colours, with attributes")
    func noColour() throws {
        for (env, flag) in [("NO_COLOR=1", ""), ("", "--no-colour")] {
            let t = try TmuxSession("env \(env) TERM=xterm-256color LANG=C.UTF-8 \(CLI.binary) run \(flag); sleep 60")
            try t.expect("tapplay demo")
            let styled = try t.styledText()
            for code in ["[38;5;", "[31m", "[41m", "[44m"] {
                expectText(styled, lacks: code, "a colour code drawn with \(env)\(flag)")
            }
            let reverseVideo = styled.contains("[7m") || styled.contains(";7m")
            #expect(reverseVideo, "the status bar is still reverse video")
        }
    }

    @Test("ids and labels with escape sequences: escaped in the status line, spaces in the picture, never raw")
    func untrustedText() throws {
        let scene = try CLI.tempFile("name: \"evil\\e[2J\"\ncanvas: {width: 100, height: 100}\nviews:\n  - id: ok\n    frame: [0, 0, 100, 100]\n    label: \"\\e]0;pwned\\a\\e[31mRED\"\n    tappable: true\n")
        let t = try TmuxSession(playground: "run \(scene)")
        try t.expect("evil^[[2J")
        // In the picture control characters are spaces (SPEC §6.1); the status line escapes them.
        expectText(try t.text(), contains: "]0;pwned [31mRED")
    }
}
}
