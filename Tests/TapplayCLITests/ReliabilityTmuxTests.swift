import Foundation
import Testing
import TapplayCore

/// Signals, storms and resizes thrown at the real playground in tmux: the
/// terminal always comes back as it was, and no recorded tap is lost.
extension Tmux {
@Suite("reliability in tmux", .serialized)
struct ReliabilityTmuxTests {
    static let cols = 100, rows = 32

    init() throws {
        try #require(TmuxSession.available, "tmux is needed for these tests (.ci/run installs it)")
    }

    /// Starts the playground on vstack-neighbours with a record file; after it exits, `stty -a` is saved.
    static func start(_ t: TmuxSession, extra: String = "") throws -> (record: String, stty: String) {
        let record = t.file("rec.jsonl"), stty = t.file("stty.txt")
        try TmuxSession.tmux(["respawn-pane", "-k", "-t", t.name,
                              TmuxSession.command("run \(CLI.scene("vstack-neighbours.yaml")) --record \(record) \(extra)",
                                                  then: "echo exit=$? > \(t.file("status.txt")); stty -a > \(stty)")])
        try t.expect("VStack neighbours")
        return (record, stty)
    }

    static func centreCell() -> (col: Int, row: Int) {
        Viewport.fitCentred(canvas: Size(width: 390, height: 420), cols: cols, rows: rows - 2).cell(for: Point(x: 195, y: 150))
    }

    static func sane(_ stty: String) -> Bool {
        stty.contains(" icanon") && stty.contains(" echo ") && !stty.contains("-icanon") && !stty.contains("-echo ")
    }

    @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal and keep the record whole",
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func exitSignals(_ sig: Int32) throws {
        let t = try TmuxSession("", cols: Self.cols, rows: Self.rows)
        let (record, _) = try Self.start(t)
        let c = Self.centreCell()
        for i in 0..<5 { try t.clickSGR(col: c.col + i, row: c.row) }
        t.expectFile("rec.jsonl", "held 5 taps") { $0.split(separator: "\n").count == 5 }
        let pid = try #require(t.pid(matching: record))
        kill(pid, sig)
        let stty = t.expectFile("stty.txt", "got the shell's stty output after the playground ended") { !$0.isEmpty }
        #expect(Self.sane(stty), "terminal not restored after signal \(sig)")
        #expect(t.read("status.txt").contains("exit=\(128 + sig)"))
        let rec = t.read("rec.jsonl")
        #expect(rec.hasSuffix("\n"))
        #expect(rec.split(separator: "\n").count == 5)
        #expect(rec.split(separator: "\n").allSatisfy { jsonObject(String($0)) != nil })
    }

    @Test("an internal error (a fatal signal) restores the terminal and says so in one line")
    func internalError() throws {
        let t = try TmuxSession("", cols: Self.cols, rows: Self.rows)
        let (record, _) = try Self.start(t)
        let pid = try #require(t.pid(matching: record))
        kill(pid, SIGSEGV)
        let stty = t.expectFile("stty.txt", "got the shell's stty output after the playground ended") { !$0.isEmpty }
        #expect(Self.sane(stty))
        let screen = try t.screen().joined(separator: "\n")
        expectText(screen, contains: "tapplay: internal error; the terminal was restored")
        expectText(screen, lacks: "VStack neighbours │", "no half-drawn playground left behind")
    }

    @Test("SIGTSTP suspends cleanly to the shell and fg redraws")
    func suspendResume() throws {
        let t = try TmuxSession("env TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile -i", cols: Self.cols, rows: Self.rows)
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
        let c = Self.centreCell()
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("hit top", "still responsive after resume")
        try t.send("q")
        let after = try t.waitFor(timeout: 10) { !$0.contains("VStack neighbours │") && $0.contains("$") }
        expectText(after, lacks: "VStack neighbours │", "back at the shell prompt")
        expectText(after, contains: "$", "back at the shell prompt")
    }

    @Test("a storm of resizes and SIGWINCH never corrupts the screen or crashes")
    func resizeStorm() throws {
        let t = try TmuxSession("", cols: Self.cols, rows: Self.rows)
        let (record, _) = try Self.start(t)
        let pid = try #require(t.pid(matching: record))
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
        try t.send("2")
        try t.expect("swiftui [2]")
    }

    @Test("a storm of 100,000 mouse events with garbage in between: responsive, every tap recorded, memory bounded")
    func eventStorm() throws {
        let t = try TmuxSession("", cols: Self.cols, rows: Self.rows)
        let (record, _) = try Self.start(t)
        let pid = try #require(t.pid(matching: record))
        let c = Self.centreCell()
        // 20,000 taps (press + release), 40,000 motion reports, 20,000 garbage sequences.
        var bytes = ""
        let taps = 20_000
        for i in 0..<taps {
            let col = c.col - 5 + i % 10, row = c.row - 3 + (i / 10) % 6
            bytes += "\u{1B}[<0;\(col + 1);\(row + 1)M"
            bytes += "\u{1B}[<32;\(col + 1);\(row + 1)M\u{1B}[<35;\(col + 2);\(row + 1)M"
            bytes += ["\u{1B}[99~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<64;1;1M", "\u{1B}[<65;1;1M"][i % 5]
            bytes += "\u{1B}[<0;\(col + 1);\(row + 1)m"
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
