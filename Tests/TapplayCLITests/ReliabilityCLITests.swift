import Foundation
import Testing
import TapplayTestSupport

/// The binary under hostile input: extreme numbers in every command's numeric
/// options and in scenes at the limits, write errors, huge lines, CRLF files,
/// garbage-only input and misleading messages. Nothing may trap: every run
/// ends with 0, 1, 64 or 74 and no "Fatal error" on stderr.
@Suite("Reliability of the commands")
struct ReliabilityCLITests {
    /// A scene at the limits: far coordinates, a huge shape scale, a thin canvas.
    static let extremeScene = """
    name: extreme
    canvas: [1e9, 0.001]
    slop: 1e9
    views:
      - id: far
        frame: [1e9, -1e9, 1e9, 1e9]
        tappable: true
        gestures: [tap, doubleTap, longPress]
        hitInsets: -1e9
        draggable: true
        contentShape: {shape: polygon, points: [[0, 0], [1e6, 0], [0, -1e6]], scale: 1e6, offset: [1e9, -1e9]}
        children:
          - id: thin
            frame: [-1e9, 1e9, 0, 1e-300]
            tappable: true
            passThrough: [-1e9, -1e9, 1e9, 1e9]
      - id: wide
        frame: [0, 0, 1e9, 1e9]
        tappable: true
        dropTarget: true
        contentShape: {shape: capsule, scale: [1e6, 0]}
    """

    static let extremeNumbers = ["0", "-0", "1e-320", "1e300", "-1e300", "1.7976931348623157e308", "9.3e18",
                                 "nan", "inf", "-inf", "1e9", "99999999999999999999"]

    /// Runs and checks that the process ended on its own terms.
    @discardableResult
    static func run(_ args: [String], input: String? = nil) throws -> CLI.Result {
        let r = try CLI.run(args, input: input)
        #expect([0, 1, 64, 74].contains(r.status), "\(args): status \(r.status), stderr \(r.stderr.prefix(300))")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Stack dump"), "\(args): \(r.stderr.prefix(300))")
        return r
    }

    /// Runs a bash script with `$T` set to the binary.
    static func bash(_ script: String) throws -> CLI.Result {
        let o = try Spawn.run("/bin/bash", ["-c", script], environment: ["T": CLI.binary, "PATH": "/usr/bin:/bin"])
        return CLI.Result(status: o.status, stdout: String(decoding: o.stdout, as: UTF8.self),
                          stderr: String(decoding: o.stderr, as: UTF8.self))
    }

    @Test("a scene at the limits goes through every command with extreme option values")
    func extremeOptions() throws {
        let scene = try CLI.tempFile(Self.extremeScene)
        #expect(try Self.run(["validate", scene]).status == 0)
        let points = ["1e300,1e300", "-1.7976931348623157e308,0", "5e8,0.0005", "0,0", "1e9,1e-320"]
        let touches = points.enumerated().map { i, p in "\(i == 0 ? 0 : Double(i) * 1e300) \(p) \(["down", "move", "up"][i % 3])" }
            .joined(separator: "\n") + "\n"
        let taps = try CLI.tempFile(points.joined(separator: "\n") + "\n", name: "taps.txt")
        for policy in ["uikit", "swiftui", "exact", "filtered"] {
            for p in points { try Self.run(["hit", scene, "--at", p, "--policy", policy, "--json", "--trace"]) }
            try Self.run(["hit", scene, "--policy", policy, "--json"], input: points.joined(separator: "\n"))
            try Self.run(["map", scene, "--policy", policy, "--cols", "37", "--rows", "9", "--json"])
            try Self.run(["render", scene, "--policy", policy, "--cols", "40", "--rows", "12", "--taps", taps])
            try Self.run(["gestures", scene, "--policy", policy, "--timeline"], input: touches)
            try Self.run(["drag", scene, "--policy", policy, "--quick-drag"], input: touches)
            try Self.run(["bench", scene, "--policy", policy, "--taps", "50", "--repeats", "1", "--cols", "9", "--rows", "3"])
        }
        for n in Self.extremeNumbers {
            try Self.run(["hit", scene, "--at", "\(n),\(n)"])
            try Self.run(["hit", scene, "--at", "1,1", "--slop", n])
            try Self.run(["map", scene, "--cols", n, "--rows", "3"])
            try Self.run(["render", scene, "--cols", "40", "--rows", n])
            try Self.run(["bench", scene, "--taps", n, "--repeats", "1", "--cols", "5", "--rows", "5"])
            try Self.run(["gestures", scene, "--timer", n, "--double-tap-window", n, "--long-press", n], input: touches)
            try Self.run(["generate", "--views", n])
            try Self.run(["generate", "--views", "3", "--canvas", "\(n)x\(n)", "--slop", n])
            try Self.run(["replay", taps, "--scene", scene, "--slop", n])
        }
    }

    @Test("--at nan,nan is a bad value: status 64, like every other bad value")
    func nanPoint() throws {
        let r = try Self.run(["hit", CLI.scene("single-square.yaml"), "--at", "nan,nan"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--at"))
    }

    @Test("CRLF record and taps files are read line by line")
    func crlfFiles() throws {
        let scene = CLI.scene("vstack-neighbours.yaml")
        let taps = "195,150\r\n195,260\r\n"
        let tapsFile = try CLI.tempFile(taps, name: "taps.txt")
        let rendered = try Self.run(["render", scene, "--cols", "40", "--rows", "12", "--taps", tapsFile])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.filter { $0 == "●" }.count == 2)
        let record = """
        {"time": 1.0, "x": 195.0, "y": 150.0, "policy": "uikit", "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "file": "\(scene)"}\r
        {"time": 2.0, "x": 195.0, "y": 260.0, "policy": "uikit", "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "file": "\(scene)"}\r

        """
        let r = try Self.run(["replay", try CLI.tempFile(record, name: "r.jsonl")])
        #expect(r.stdout.contains("2 taps replayed, 1 differs"), "\(r.stdout) \(r.stderr)")
        #expect(r.status == 1)
    }

    @Test("input made only of garbage exits non-zero: replay, gestures, drag")
    func garbageOnly() throws {
        let scene = CLI.scene("gesture-drawing.yaml")
        let garbage = "nonsense\n\u{1B}[2J{{{\n1,2,3 up\n"
        let replay = try Self.run(["replay", try CLI.tempFile(garbage, name: "g.jsonl"), "--scene", scene])
        #expect(replay.status == 1)
        #expect(replay.stderr.contains("no line is a recorded tap"), "\(replay.stderr)")
        for command in ["gestures", "drag"] {
            let r = try Self.run([command, scene], input: garbage)
            #expect(r.status == 1, "\(command)")
            #expect(r.stderr.contains("no line of the input is a touch sample"), "\(command): \(r.stderr)")
        }
    }

    @Test("replay refuses a recorded slop that is not a number of points from 0 to 1e9")
    func replaySlop() throws {
        let scene = CLI.scene("vstack-neighbours.yaml")
        let record = """
        {"x": 195.0, "y": 150.0, "policy": "swiftui", "slop": 1e300, "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "file": "\(scene)"}
        {"x": 195.0, "y": 150.0, "policy": "swiftui", "slop": -4, "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "file": "\(scene)"}
        {"x": 195.0, "y": 150.0, "policy": "swiftui", "slop": 10, "hit": "top", "responder": "top", "ambiguous": false, "candidates": ["top"], "file": "\(scene)"}

        """
        let r = try Self.run(["replay", try CLI.tempFile(record, name: "r.jsonl")])
        #expect(r.stderr.components(separatedBy: "slop must be a number").count == 3, "\(r.stderr)")
        #expect(r.stdout.contains("1 tap replayed, 0 differ"), "\(r.stdout)")
        #expect(r.status == 1)
    }

    @Test("an over-long input line is one error, in bounded memory; the batch goes on")
    func longLines() throws {
        let scene = CLI.scene("single-square.yaml")
        let hit = try Self.bash("""
            ulimit -v 400000
            { echo 150,150; head -c 50000000 /dev/zero | tr '\\0' 7; echo; echo 150,150; } | "$T" hit "\(scene)" --json
            """)
        #expect(hit.status == 1, "\(hit.stderr)")
        let lines = hit.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(hit.stdout.prefix(500))")
        #expect(lines.count == 3 && lines[1].contains("longer than the limit"))
        let gestures = try Self.bash("""
            ulimit -v 400000
            { head -c 50000000 /dev/zero | tr '\\0' 7; echo; echo '0 150,150 down'; echo '0.1 150,150 up'; } | "$T" gestures "\(scene)"
            """)
        #expect(gestures.status == 0, "\(gestures.stderr)")
        #expect(gestures.stdout.contains("longer than the limit"))
    }

    @Test("map --json of 2000×2000 cells is streamed in bounded memory")
    func bigMap() throws {
        let r = try Self.bash("""
            ulimit -v 400000
            "$T" map "\(CLI.scene("single-square.yaml"))" --cols 2000 --rows 2000 --json | wc -c
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect((Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 16_000_000)
    }

    @Test("generate refuses a scene that no command would load (over 4 MiB)")
    func generateTooBig() throws {
        let r = try Self.run(["generate", "--views", "60000"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("scene files are at most 4 MiB"), "\(r.stderr)")
        let big = try Self.run(["generate", "--views", "2000000"])
        #expect(big.status == 64)
    }

    @Test("validate counts every problem, also those it does not list")
    func problemTotals() throws {
        var yaml = "name: many\ncanvas: [100, 100]\nviews:\n"
        for i in 0..<150 { yaml += "  - {id: v\(i), frame: [0, 0, -1, 1]}\n" }
        let r = try Self.run(["validate", try CLI.tempFile(yaml)])
        #expect(r.status == 1)
        #expect(r.stderr.contains("150 problems in 1 of 1 file"), "\(r.stderr)")
    }

    @Test("a symbolic link loop and a dangling link are not 'no such file'")
    func fileMessages() throws {
        let dir = try TemporaryFiles.folder("links")
        defer { TemporaryFiles.remove(dir) }
        let a = dir.appendingPathComponent("a.yaml").path, b = dir.appendingPathComponent("b.yaml").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        let loop = try Self.run(["validate", a])
        #expect(loop.stdout.contains("symbolic links"), "\(loop.stdout)")
        let dangling = dir.appendingPathComponent("d.yaml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "/nonexistent/x.yaml")
        #expect(try Self.run(["validate", dangling]).stdout.contains("symbolic link to a missing file"))
    }

    @Test("a file in an unsearchable directory is 'permission denied', not 'no such file'",
          .enabled(if: getuid() != 0, "root may search any directory"))
    func unsearchableDirectory() throws {
        let dir = try TemporaryFiles.folder("locked")
        defer { TemporaryFiles.remove(dir) }
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try "name: x\ncanvas: [1, 1]\nviews: []\n".write(to: locked.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o755) }
        let r = try Self.run(["validate", locked.appendingPathComponent("s.yaml").path])
        #expect(r.stdout.contains("permission denied"), "\(r.stdout)")
    }

    @Test("termcheck without a terminal names itself")
    func termcheckName() throws {
        let r = try Self.run(["termcheck"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("tapplay termcheck needs a terminal"), "\(r.stderr)")
    }

    @Test("huge times and points print as numbers, never null")
    func hugeNumbers() throws {
        let r = try Self.run(["gestures", CLI.scene("gesture-drawing.yaml"), "--timeline"],
                             input: "1e300 1e300,-1e300 down\n1.7e308 150,150 up\n")
        #expect(r.status == 0)
        #expect(!r.stdout.contains("\"t\": null") && !r.stdout.contains("\"x\": null") && !r.stdout.contains("\"latency\": null"),
                "\(r.stdout)")
        #expect(r.stdout.contains("1e+300"))
    }

    @Test("standard input that cannot be read (a directory, closed) is one line and status 1, not empty input")
    func unreadableStandardInput() throws {
        let scene = try CLI.tempFile("name: s\ncanvas: [100, 100]\nviews:\n  - {id: b, frame: [0, 0, 50, 50], tappable: true}\n")
        let r = try Self.bash("""
            d=$(mktemp -d)
            "$T" hit '\(scene)' < "$d"; echo "hit dir $?"
            "$T" hit '\(scene)' <&-; echo "hit closed $?"
            "$T" gestures '\(scene)' < "$d"; echo "gestures dir $?"
            "$T" drag '\(scene)' <&-; echo "drag closed $?"
            rmdir "$d"
            """)
        #expect(r.stdout == "hit dir 1\nhit closed 1\ngestures dir 1\ndrag closed 1\n", "\(r.stdout)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines == ["tapplay: cannot read standard input: Is a directory",
                          "tapplay: cannot read standard input: Bad file descriptor",
                          "tapplay: cannot read standard input: Is a directory",
                          "tapplay: cannot read standard input: Bad file descriptor"], "\(r.stderr)")
    }

    @Test("--record refuses a FIFO nobody reads (instead of blocking) and the scene file itself")
    func recordTargets() throws {
        let scene = try CLI.tempFile("name: s\ncanvas: [10, 10]\nviews: []\n")
        let fifo = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try Self.run(["run", scene, "--record", fifo])
        // A record file that cannot be opened is a failed write: 74, as every other.
        #expect(r.status == 74)
        #expect(r.stderr.contains("no process is reading that FIFO"), "\(r.stderr)")
        let before = try String(contentsOfFile: scene, encoding: .utf8)
        let same = try Self.run(["run", scene, "--record", scene])
        #expect(same.status == 64)
        #expect(same.stderr.contains("that is the scene file"), "\(same.stderr)")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == before)
    }
}
