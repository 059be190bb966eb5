import Foundation
import Testing
import TapplayCore

/// Drives the real `tapplay` binary inside a detached tmux session: types raw
/// bytes (keys and mouse sequences) and reads the screen back, as a person would.
final class TmuxSession {
    let name: String
    let dir: URL
    /// The pane's size (as last set: by `init` or `resize`).
    private(set) var cols: Int, rows: Int

    /// Starts `shellCommand` (empty: an idle pane, for `start` or `respawn`) in a new
    /// session of `cols` × `rows`. TERM must be set inside the command (tmux overrides
    /// `-e TERM=`). Without tmux this throws, and the test fails saying so.
    init(_ shellCommand: String = "", cols: Int = 100, rows: Int = 32) throws {
        guard Self.available else { throw TmuxError(description: "tmux is needed for these tests (.ci/run installs it)") }
        name = "tapplay-test-\(UUID().uuidString.prefix(8))"
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        (self.cols, self.rows) = (cols, rows)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        Self.startServer
        try Self.tmux(["new-session", "-d", "-s", name, "-x", "\(cols)", "-y", "\(rows)", shellCommand.isEmpty ? "sleep 600" : shellCommand])
    }

    /// A session of `cols` × `rows` running `tapplay <args>` (see `command`).
    convenience init(playground args: String, cols: Int = 100, rows: Int = 32) throws {
        try self.init(Self.command(args), cols: cols, rows: rows)
    }

    /// Starts this run's tmux server once, with a session that keeps it alive
    /// until the test process has gone. Without it the server exits whenever a
    /// test kills the last session, and a `new-session` that reaches it while it
    /// is exiting fails with "server exited unexpectedly" (seen under load).
    static let startServer: Void = {
        var lastError: Error?
        for _ in 0..<5 {
            do {
                try tmux(["new-session", "-d", "-s", "keeper",
                          "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done"])
                return
            } catch {
                lastError = error
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        Issue.record("the tmux server did not start: \(lastError.map { "\($0)" } ?? "")")
    }()

    deinit {
        _ = try? Self.tmux(["kill-session", "-t", name])
        try? FileManager.default.removeItem(at: dir)
    }

    /// The command line that runs tapplay with a terminal type and a UTF-8 locale.
    static func command(_ args: String, term: String = "xterm-256color", then after: String = "") -> String {
        "env TERM=\(term) LANG=C.UTF-8 LC_ALL=C.UTF-8 \(CLI.binary) \(args)\(after.isEmpty ? "" : "; \(after)"); sleep 60"
    }

    /// Runs one tmux command; a failed command throws with what tmux said, so a
    /// session that could not start fails its test at once and says why.
    @discardableResult
    static func tmux(_ args: [String]) throws -> String {
        let o = try Spawn.run(tmuxPath, ["-L", socket] + args, environment: environment)
        guard o.status == 0 else {
            throw TmuxError(description: "tmux \(args.prefix(4).joined(separator: " ")) failed with status \(o.status): "
                            + String(decoding: o.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: o.stdout, as: UTF8.self)
    }

    struct TmuxError: Error, CustomStringConvertible {
        let description: String
    }

    /// What the tmux server, and so every pane, starts with: only what the tests
    /// choose. Whatever the test runner's environment holds (LINES and COLUMNS
    /// of another terminal, NO_COLOR, a C locale, TMUX) never reaches a pane.
    static let environment: [String: String] = {
        let outer = ProcessInfo.processInfo.environment
        var env = ["PATH": outer["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
                   "HOME": outer["HOME"] ?? "/tmp",
                   "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color"]
        if let tmp = outer["TMPDIR"] { env["TMPDIR"] = tmp }
        return env
    }()

    /// A tmux server of this test run's own: never one left over from elsewhere
    /// (with another environment or signal state). `startServer` keeps it alive
    /// until the test process has gone.
    static let socket = "tapplay-tests-\(getpid())"

    static let tmuxPath = Spawn.which("tmux")

    static let available: Bool = (try? tmux(["-V"]))?.hasPrefix("tmux") == true

    /// Types raw bytes, then waits for each of `needles` on the screen (see `expect`).
    func send(_ bytes: String, expect needles: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Self.tmux(["send-keys", "-t", name, "-l", bytes])
        for needle in needles { try expect(needle, sourceLocation: sourceLocation) }
    }

    /// Sends a named key (e.g. "Tab", "BTab", "Up", "Enter"), then waits for each of `needles`.
    func key(_ k: String, expect needles: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Self.tmux(["send-keys", "-t", name, k])
        for needle in needles { try expect(needle, sourceLocation: sourceLocation) }
    }

    /// (Re)starts the pane with `tapplay <args>` (see `command`).
    func start(_ args: String, term: String = "xterm-256color", then after: String = "") throws {
        try respawn(Self.command(args, term: term, then: after))
    }

    /// (Re)starts the pane with a shell command of the test's own.
    func respawn(_ shellCommand: String) throws {
        try Self.tmux(["respawn-pane", "-k", "-t", name, shellCommand])
    }

    /// The cell `run` shows point `p` of a canvas in (fitted and centred above the two status rows).
    func cell(of p: Point, canvas: Size) -> (col: Int, row: Int) { viewport(canvas).cell(for: p) }

    /// The cell of point `p` of the example scene `Scenes/<name>`.
    func cell(of p: Point, scene name: String) throws -> (col: Int, row: Int) { cell(of: p, canvas: try CLI.canvas(name)) }

    /// How `run` fits `canvas` into this pane.
    func viewport(_ canvas: Size) -> Viewport { Viewport.fitCentred(canvas: canvas, cols: cols, rows: rows - 2) }

    // MARK: the mouse

    /// One mouse report at a 0-based cell in the SGR 1006 encoding: `button` 0 is the
    /// left button, 32 + b a motion with b held, 64/65 the wheel; `release` ends a press.
    static func sgr(_ button: Int = 0, col: Int, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(col + 1);\(row + 1)\(release ? "m" : "M")"
    }

    /// A left click (press + release) at a 0-based cell, SGR 1006 encoding, in
    /// one write, so that a loaded machine cannot stretch it into a long press.
    func clickSGR(col: Int, row: Int, times: Int = 1) throws {
        try send(String(repeating: Self.sgr(col: col, row: row) + Self.sgr(col: col, row: row, release: true), count: times))
    }

    /// A left click at a 0-based cell in the old X10 encoding (ESC [ M b x y).
    func clickX10(col: Int, row: Int) throws {
        let x = Character(UnicodeScalar(UInt8(32 + col + 1)))
        let y = Character(UnicodeScalar(UInt8(32 + row + 1)))
        try send("\u{1B}[M \(x)\(y)\u{1B}[M#\(x)\(y)")
    }

    /// The left button pressed at a cell (the start of a hold or a drag).
    func press(col: Int, row: Int) throws { try send(Self.sgr(col: col, row: row)) }

    /// A motion report with the left button held, at a cell.
    func drag(col: Int, row: Int) throws { try send(Self.sgr(32, col: col, row: row)) }

    /// The left button released at a cell.
    func release(col: Int, row: Int) throws { try send(Self.sgr(col: col, row: row, release: true)) }

    // MARK: the screen

    func screen() throws -> [String] {
        var lines = try Self.tmux(["capture-pane", "-t", name, "-p"])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The screen as one text, a line a row.
    func text() throws -> String { try screen().joined(separator: "\n") }

    /// The screen with its colour and attribute codes (`capture-pane -e`).
    func styledText() throws -> String { try Self.tmux(["capture-pane", "-t", name, "-p", "-e"]) }

    /// Waits until the screen satisfies `predicate` (up to `timeout` seconds); returns the last screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ predicate: (String) -> Bool) throws -> String {
        try Self.poll(timeout: timeout, { try text() }, until: predicate)
    }

    /// Samples `sample` every 30 ms until `done` holds or `timeout` seconds have
    /// passed; returns the last sample.
    static func poll(timeout: Double, _ sample: () throws -> String, until done: (String) -> Bool) rethrows -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        repeat {
            text = try sample()
            if done(text) { return text }
            Thread.sleep(forTimeInterval: 0.03)
        } while Date() < deadline
        return text
    }

    func waitFor(_ needle: String, timeout: Double = 10) throws -> Bool {
        try waitFor(timeout: timeout) { $0.contains(needle) }.contains(needle)
    }

    /// Waits until the screen shows `needle`; when it never does, records a test
    /// issue with the last screen, so a failure says what was on it.
    @discardableResult
    func expect(_ needle: String, _ why: String = "", timeout: Double = 10,
                sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let text = try waitFor(timeout: timeout) { $0.contains(needle) }
        if text.contains(needle) { return true }
        Issue.record("the screen never showed \"\(needle)\"\(why.isEmpty ? "" : " (\(why))"); last screen:\n\(text)",
                     sourceLocation: sourceLocation)
        return false
    }

    /// Waits until this session's file `name` satisfies `done`; when it never
    /// does, records a test issue with the file, the pane's state and the last
    /// screen. Returns the file's last contents.
    @discardableResult
    func expectFile(_ name: String, _ why: String, timeout: Double = 10,
                    sourceLocation: SourceLocation = #_sourceLocation,
                    until done: (String) -> Bool) -> String {
        let text = Self.poll(timeout: timeout, { read(name) }, until: done)
        if done(text) { return text }
        let pane = (try? Self.tmux(["list-panes", "-t", self.name, "-F",
                                    "dead=#{pane_dead} status=#{pane_dead_status} command=#{pane_current_command}"]))
            ?? "(no pane)"
        let screen = (try? self.text()) ?? "(no screen)"
        Issue.record("\(name) never \(why); it holds:\n\(text)\npane: \(pane)last screen:\n\(screen)",
                     sourceLocation: sourceLocation)
        return text
    }

    func resize(cols: Int, rows: Int) throws {
        try Self.tmux(["resize-window", "-t", name, "-x", "\(cols)", "-y", "\(rows)"])
        (self.cols, self.rows) = (cols, rows)
    }

    func file(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func read(_ name: String) -> String { (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? "" }

    /// The pid of the tapplay process whose command line contains `token`.
    func pid(matching token: String) -> Int32? {
        let token = "^\(CLI.binary) .*\(token)"
        let out = (try? Spawn.run(Spawn.which("pgrep"), ["-f", token]).stdout) ?? Data()
        return String(decoding: out, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }
            .first { $0 != getpid() }
    }
}

/// `#expect(text.contains(needle))` for a whole screen or file. Swift Testing
/// 6.3.1's console leaves out a failed expectation whose expanded value is a
/// whole screen (the test is marked failed, but nothing says where or why), so
/// this records the issue itself, with the text in its comment.
func expectText(_ text: String, contains needle: String, _ why: String = "",
                sourceLocation: SourceLocation = #_sourceLocation) {
    if text.contains(needle) { return }
    Issue.record("expected \"\(needle)\"\(why.isEmpty ? "" : " (\(why))") in:\n\(visible(text))", sourceLocation: sourceLocation)
}

/// The opposite of `expectText(_:contains:)`: `needle` must not be in `text`.
func expectText(_ text: String, lacks needle: String, _ why: String = "",
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard text.contains(needle) else { return }
    Issue.record("did not expect \"\(needle)\"\(why.isEmpty ? "" : " (\(why))") in:\n\(visible(text))", sourceLocation: sourceLocation)
}

/// `text` with ESC shown as `^[`, so a captured screen with its colour codes
/// (`capture-pane -e`) reads in a log instead of restyling it.
private func visible(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "^[")
}
