import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// Signals, storms and resizes thrown at the real playground in tmux: the
/// terminal always comes back as it was, and no recorded tap is lost.
extension Tmux {
@Suite("reliability in tmux", .serialized)
struct ReliabilityTmuxTests {
    /// A session with the playground on vstack-neighbours and a record file, rec.jsonl;
    /// after it exits, the exit status is in status.txt and `stty -a` in stty.txt.
    static func start() throws -> (t: TmuxSession, pid: Int32) {
        let t = try TmuxSession()
        let record = t.file("rec.jsonl")
        try t.start("run \(CLI.scene("vstack-neighbours.yaml")) --record \(record)",
                    then: "echo exit=$? > \(t.file("status.txt")); stty -a > \(t.file("stty.txt"))")
        try t.expect("VStack neighbours")
        return (t, try #require(t.pid(matching: record)))
    }

    /// The cell of (195, 150), inside `top`, in a 100 × 32 pane.
    static func centreCell() throws -> (col: Int, row: Int) {
        Viewport.fitCentred(canvas: try CLI.canvas("vstack-neighbours.yaml"), cols: 100, rows: 30).cell(for: Point(x: 195, y: 150))
    }

    static func sane(_ stty: String) -> Bool {
        stty.contains(" icanon") && stty.contains(" echo ") && !stty.contains("-icanon") && !stty.contains("-echo ")
    }

    /// Waits for the shell's `stty -a` after the playground ended and checks that the terminal is sane.
    static func expectRestored(_ t: TmuxSession, _ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let stty = t.expectFile("stty.txt", "got the shell's stty output after the playground ended",
                                sourceLocation: sourceLocation) { !$0.isEmpty }
        #expect(sane(stty), "terminal not restored after \(why)", sourceLocation: sourceLocation)
    }

    /// Taps `taps` times along a row, waits for their record lines and sends `sig`: the terminal
    /// is restored, the exit status is the signal's, and the record holds every tap, whole.
    static func endBySignal(_ sig: Int32, afterTaps taps: Int,
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let (t, pid) = try start()
        let c = try centreCell()
        for i in 0..<taps { try t.clickSGR(col: c.col + i, row: c.row) }
        t.expectFile("rec.jsonl", "held \(taps) taps", sourceLocation: sourceLocation) { $0.split(separator: "\n").count == taps }
        kill(pid, sig)
        expectRestored(t, "signal \(sig)", sourceLocation: sourceLocation)
        #expect(t.read("status.txt").contains("exit=\(128 + sig)"), "\(t.read("status.txt"))", sourceLocation: sourceLocation)
        let rec = t.read("rec.jsonl")
        #expect(rec.hasSuffix("\n") && rec.split(separator: "\n").count == taps, "\(rec)", sourceLocation: sourceLocation)
        #expect(rec.split(separator: "\n").allSatisfy { jsonObject(String($0)) != nil }, sourceLocation: sourceLocation)
        return t
    }

    @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal and keep the record whole",
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func exitSignals(_ sig: Int32) throws {
        _ = try Self.endBySignal(sig, afterTaps: 5)
    }

    @Test("an internal error (a fatal signal) restores the terminal and says so in one line")
    func internalError() throws {
        let (t, pid) = try Self.start()
        kill(pid, SIGSEGV)
        Self.expectRestored(t, "SIGSEGV")
        let screen = try t.text()
        expectText(screen, contains: "tapplay: internal error; the terminal was restored")
        expectText(screen, lacks: "VStack neighbours │", "no half-drawn playground left behind")
    }

    @Test("SIGTSTP suspends cleanly to the shell and fg redraws")
    func suspendResume() throws {
        let t = try TmuxSession("env TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile -i")
        try t.expect("$", "the shell's prompt")
        let record = t.file("rec.jsonl")
        try t.send("\(CLI.binary) run \(CLI.scene("vstack-neighbours.yaml")) --record \(record)\r")
        try t.expect("VStack neighbours │")
        let pid = try #require(t.pid(matching: record))
        kill(pid, SIGTSTP)
        try t.expect("Stopped")
        try t.send("stty -a > \(t.file("stty.txt"))\r")
        let stty = t.expectFile("stty.txt", "got the shell's stty output after SIGTSTP") { !$0.isEmpty }
        #expect(Self.sane(stty))
        try t.send("clear; fg\r")
        try t.expect("VStack neighbours │", "fg redraws the playground")
        let c = try Self.centreCell()
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit Top (top)", "still responsive after resume")
        try t.send("q")
        let after = try t.waitFor(timeout: 10) { !$0.contains("VStack neighbours │") && $0.contains("$") }
        expectText(after, lacks: "VStack neighbours │", "back at the shell prompt")
        expectText(after, contains: "$", "back at the shell prompt")
    }

    @Test("a storm of resizes and SIGWINCH never corrupts the screen or crashes")
    func resizeStorm() throws {
        let (t, pid) = try Self.start()
        for i in 0..<60 {
            try t.resize(cols: 40 + (i * 7) % 80, rows: 10 + (i * 5) % 30)
            kill(pid, SIGWINCH)
        }
        for _ in 0..<500 { kill(pid, SIGWINCH) }
        try t.resize(cols: 90, rows: 28)
        let screen = try t.waitFor(timeout: 10) { s in
            let lines = s.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 27 && lines[26].contains("VStack neighbours │")
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 27 && lines[26].contains("VStack neighbours │"), "status line at the new bottom:\n\(screen)")
        #expect(kill(pid, 0) == 0, "still running")
        try t.send("2", expect: "swiftui [2]")
    }

    @Test("a storm of 100,000 mouse events with garbage in between: responsive, every tap recorded, memory bounded")
    func eventStorm() throws {
        let (t, pid) = try Self.start()
        let c = try Self.centreCell()
        // 20,000 taps (press + release), 40,000 motion reports, 20,000 garbage sequences.
        var bytes = ""
        let taps = 20_000
        for i in 0..<taps {
            let col = c.col - 5 + i % 10, row = c.row - 3 + (i / 10) % 6
            bytes += TmuxSession.sgr(col: col, row: row)
            bytes += TmuxSession.sgr(32, col: col, row: row) + TmuxSession.sgr(35, col: col + 1, row: row)
            bytes += ["\u{1B}[99~", "\u{1B}[I", "\u{1B}[O", TmuxSession.sgr(64, col: 0, row: 0), TmuxSession.sgr(65, col: 0, row: 0)][i % 5]
            bytes += TmuxSession.sgr(col: col, row: row, release: true)
        }
        let file = t.file("storm.bin")
        try bytes.write(toFile: file, atomically: true, encoding: .utf8)
        try TmuxSession.tmux(["load-buffer", "-b", "storm", file])
        try TmuxSession.tmux(["paste-buffer", "-d", "-b", "storm", "-t", t.name])
        t.expectFile("rec.jsonl", "held all \(taps) taps", timeout: 60) { $0.split(separator: "\n").count >= taps }
        let rec = t.read("rec.jsonl")
        #expect(rec.split(separator: "\n").count == taps, "every complete tap recorded")
        #expect(rec.hasSuffix("\n"))
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let rssKB = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        #expect(rssKB > 0 && rssKB < 200_000, "resident memory \(rssKB) kB")
        try t.send("2")
        try t.expect("swiftui [2]", "still responsive")
    }
}
}
