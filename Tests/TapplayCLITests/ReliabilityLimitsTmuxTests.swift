import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// The playground at the edges, in tmux: signals the README does not list,
/// record files that cannot be written, a closed terminal with SIGHUP blocked,
/// and a huge id in the panels.
extension Tmux {
@Suite("reliability at the limits in tmux", .serialized)
struct ReliabilityLimitsTmuxTests {
    static func sane(_ stty: String) -> Bool { ReliabilityTmuxTests.sane(stty) }

    /// tmux's view of the pane's modes once the playground has gone: no mouse
    /// reporting of any kind, no alternate screen.
    static func paneModes(_ t: TmuxSession) throws -> String {
        try TmuxSession.tmux(["display-message", "-p", "-t", t.name,
                              "#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `script` (bash) in the pane; `$T` is the binary, `$S` the scene, `$D` the test's folder.
    static func respawn(_ t: TmuxSession, _ script: String) throws {
        let env = "T=\(CLI.binary) S=\(CLI.scene("vstack-neighbours.yaml")) D=\(t.dir.path) TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8"
        let file = t.file("script.sh")
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        try t.respawn("env \(env) bash \(file); sleep 60")
    }

    @Test("every other signal that ends a process by default restores the terminal and keeps the record whole",
          arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGIO, SIGXCPU, 36, 64])
    func otherSignals(_ sig: Int32) throws {
        let t = try ReliabilityTmuxTests.endBySignal(sig, afterTaps: 3)
        #expect(try Self.paneModes(t) == "0 0 0 0 0", "mouse reporting or the alternate screen left on after \(sig)")
    }

    @Test("a file size limit: no signal death, whole lines only, the failure in the status line and on exit")
    func fileSizeLimit() throws {
        let t = try TmuxSession()
        try Self.respawn(t, """
            ( ulimit -f 1; exec "$T" run "$S" --record "$D/rec.jsonl" 2> "$D/err.txt" )
            echo exit=$? > "$D/status.txt"; stty -a > "$D/stty.txt"
            """)
        try t.expect("VStack neighbours")
        let c = try ReliabilityTmuxTests.centreCell()
        for i in 0..<8 { try t.clickSGR(col: c.col + i % 3, row: c.row) }
        try t.expect("not recorded (File too large)", "the status line says the record failed")
        let pid = try #require(t.pid(matching: "rec.jsonl"))
        #expect(kill(pid, 0) == 0, "still running after the limit")
        try t.send("q")
        let stty = t.expectFile("stty.txt", "the playground ended") { !$0.isEmpty }
        #expect(Self.sane(stty))
        #expect(t.read("status.txt").contains("exit=74"), "\(t.read("status.txt"))")
        let err = t.read("err.txt")
        #expect(err.contains("could not be written (File too large)"), "\(err)")
        #expect(err.split(separator: "\n").count == 1, "\(err)")
        let rec = t.read("rec.jsonl")
        #expect(!rec.isEmpty && rec.hasSuffix("\n"))
        let lines = rec.split(separator: "\n")
        #expect(lines.allSatisfy { jsonObject(String($0)) != nil })
        // Every tap is either in the file or counted as not recorded.
        let lost = err.split(separator: " ").compactMap { Int($0) }.first ?? -1
        #expect(lines.count + lost == 8, "\(lines.count) recorded, \(lost) reported lost")
    }

    @Test("a record on a full device is reported, not dropped in silence")
    func fullDevice() throws {
        let t = try TmuxSession()
        try Self.respawn(t, """
            "$T" run "$S" --record /dev/full 2> "$D/err.txt"
            echo exit=$? > "$D/status.txt"; stty -a > "$D/stty.txt"
            """)
        try t.expect("VStack neighbours")
        let c = try ReliabilityTmuxTests.centreCell()
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("1 line not recorded (No space left on device)", "the status line says the record failed")
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("2 lines not recorded")
        try t.send("q")
        _ = t.expectFile("stty.txt", "the playground ended") { !$0.isEmpty }
        #expect(t.read("status.txt").contains("exit=74"), "a write error is status 74, as for every file a command writes")
        #expect(t.read("err.txt").contains("2 lines were not recorded"), "\(t.read("err.txt"))")
    }

    @Test("with SIGHUP blocked, closing the terminal ends the session instead of spinning",
          .enabled(if: Spawn.find("python3") != nil, "python3 is needed to start tapplay with SIGHUP blocked"))
    func closedTerminalHupBlocked() throws {
        let t = try TmuxSession()
        let record = t.file("rec.jsonl")
        try Self.respawn(t, """
            exec python3 -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGHUP]); os.execv(sys.argv[1], sys.argv[1:])' "$T" run "$S" --record "\(record)"
            """)
        try t.expect("VStack neighbours")
        let pid = try #require(t.pid(matching: record))
        try TmuxSession.tmux(["kill-session", "-t", t.name])
        let deadline = Date().addingTimeInterval(10)
        while kill(pid, 0) == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(pid, 0) != 0, "the playground is still running after its terminal closed")
    }

    @Test("a million-character id with the trace and timeline panels open: frames stay fast; q closes them, then quits")
    func hugeID() throws {
        let id = String(repeating: "x", count: 1_000_000)
        let scene = try CLI.tempFile("""
            name: huge id
            canvas: [390, 420]
            views:
              - id: \(id)
                frame: [20, 20, 350, 380]
                tappable: true
                gestures: [tap, doubleTap]
            """)
        let t = try TmuxSession(TmuxSession.command("run \(scene)", then: "echo done > /dev/null"))
        try t.expect("huge id")
        try t.send("t")
        try t.send("e")
        let c = try ReliabilityTmuxTests.centreCell()
        try t.clickSGR(col: c.col, row: c.row)
        try t.expect("more characters", "the long id is cut in the panel", timeout: 20)
        try t.send("q")
        try t.expect("q again quits", "the first q closes the panels", timeout: 20)
        try t.send("q")
        let after = try t.waitFor(timeout: 20) { !$0.contains("huge id │") }
        expectText(after, lacks: "huge id │", "q quit")
    }
}
}
