import Foundation
import Testing
import TapplayTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// SPEC 5.1's rules for writing files, thrown at every writer of the binary,
/// as root: a device node of our own, a FIFO, a symbolic link, a full device,
/// a closed pipe, a file-size limit, SIGTERM mid-write, a command's own inputs
/// as its outputs, and file names that start with '-'.
@Suite("Writers: whole or nothing, never replacing what is there", .serialized)
struct WritersCLITests {
    /// A folder of our own with a scene, a dump, a taps file, touches and a baseline.
    struct Workspace {
        let dir: String
        var scene: String { dir + "/s.yaml" }
        var dump: String { dir + "/d.txt" }
        var taps: String { dir + "/taps.txt" }
        var touches: String { dir + "/touches.txt" }
        var record: String { dir + "/rec.jsonl" }

        init() throws {
            dir = URL(fileURLWithPath: try CLI.tempFile("", name: "x")).deletingLastPathComponent().path
            try SceneYAML("writers", canvas: [120, 90], views: [
                .view("card", [0, 0, 120, 90], children: [
                    .tappable("ok", [10, 10, 30, 20], "draggable: true"), .tappable("cancel", [44, 10, 30, 20], "dropTarget: true"),
                ]),
            ]).text.write(toFile: scene, atomically: true, encoding: .utf8)
            try """
            <UIWindow: 0x1; frame = (0 0; 120 90); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (10 10; 30 20); layer = <CALayer: 0x4>>
               | <UIButton: 0x5; frame = (44 10; 30 20); layer = <CALayer: 0x6>>
            """.write(toFile: dump, atomically: true, encoding: .utf8)
            try "20,20\n50,15\n".write(toFile: taps, atomically: true, encoding: .utf8)
            // A long press on ok, then a drag onto cancel: both labs print events.
            try "0 20,20 down\n0.6 22,20 move\n0.7 55,20 move\n0.8 55,20 up\n".write(toFile: touches, atomically: true, encoding: .utf8)
            try """
            {"time": 1.0, "x": 20.0, "y": 20.0, "policy": "uikit", "hit": "ok", "responder": "ok", "ambiguous": false, "candidates": ["ok"], "file": "\(scene)"}

            """.write(toFile: record, atomically: true, encoding: .utf8)
        }

        /// A generated scene of `views` views in the folder, big.yaml: a picture that takes a while to write.
        func big(_ views: Int) throws -> String {
            let big = dir + "/big.yaml"
            let r = try WritersCLITests.bash("\"$T\" generate --views \(views) > \(big)")
            #expect(r.status == 0, "\(r.stderr)")
            return big
        }

        /// How each subcommand is run so that it writes to standard output, as shell words after
        /// `tapplay <subcommand>` (reading its input where it has one). `run` draws on the terminal,
        /// not on standard output; its record file is checked in tmux (ReliabilityLimitsTmuxTests).
        var stdoutRuns: [String: [String]] {
            ["hit": ["\(scene) --at 20,20", "\(scene) --json < \(taps)"],
             "map": ["\(scene) --cols 12 --rows 4", "\(scene) --cols 12 --rows 4 --json"],
             "render": ["\(scene) --cols 20 --rows 6 --taps \(taps)"],
             "validate": ["\(scene)"],
             "generate": ["--views 40"],
             "gestures": ["\(scene) --timeline < \(touches)"],
             "drag": ["\(scene) < \(touches)", "\(scene) --text < \(touches)"],
             "replay": ["\(record)", "\(record) --json"],
             "bench": ["\(scene) --taps 20 --repeats 1 --cols 6 --rows 3",
                       "\(scene) --taps 20 --repeats 1 --cols 6 --rows 3 --json"],
             "import": ["\(dump)"],
             "audit": ["\(scene)", "\(scene) --reporter json", "\(scene) --reporter sarif", "\(scene) --reporter github",
                       "\(scene) --reporter junit", "\(dump)"],
             // Hidden from --help (make man runs it).
             "manual-sections": [""]]
        }

        /// Every command that writes to standard output, as shell words: each subcommand `tapplay --help`
        /// lists (a missing one is an issue), each one's --help, and the program's own --help and --version.
        func stdoutCommands(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
            let subcommands = try HelpText.subcommands()
            #expect(subcommands.count >= 12, "tapplay --help lists \(subcommands)", sourceLocation: sourceLocation)
            for sub in subcommands where sub != "run" {
                #expect(stdoutRuns[sub] != nil, "no way to run \(sub) in the write-error tests", sourceLocation: sourceLocation)
            }
            let runs = stdoutRuns.sorted { $0.key < $1.key }.flatMap { sub, args in args.map { "\(sub) \($0)" } }
            return runs + subcommands.map { "\($0) --help" } + ["--help", "--version"]
        }

        /// Every option that writes a file, as shell words with `OUT` for the file (`run --record`
        /// needs a terminal: checked in tmux). `fileOptionsCovered` checks the list against --help.
        var fileCommands: [String] {
            ["import \(dump) --output OUT", "render \(scene) --svg OUT", "render \(scene) --svg OUT --map --audit",
             "audit \(scene) --svg OUT", "audit \(scene) --output OUT", "audit \(scene) --reporter sarif --output OUT",
             "audit \(scene) --write-baseline OUT"]
        }
    }

    static func bash(_ script: String) throws -> CLI.Result { try ReliabilityCLITests.bash(script) }

    static func type(_ path: String) -> mode_t? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return st.st_mode & S_IFMT
    }

    /// No temporary file of ours is left in the folder.
    static func leftovers(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.contains(".tapplay-") }
    }

    @Test("a device node of our own stays a device: every writer writes it in place")
    func deviceNode() throws {
        let w = try Workspace()
        let node = w.dir + "/null"
        // /dev/null's major and minor (1, 3), in our own folder: /dev/null itself is never at risk.
        let made = try Self.bash("mknod \(node) c 1 3")
        #expect(made.status == 0 && Self.type(node) == S_IFCHR, "mknod: \(made.stderr)")
        for command in w.fileCommands {
            let r = try Self.bash("\"$T\" \(command.replacingOccurrences(of: "OUT", with: node)) > /dev/null")
            #expect([0, 1].contains(r.status), "\(command): \(r.status) \(r.stderr)")
            #expect(Self.type(node) == S_IFCHR, "\(command) replaced the device node")
        }
        #expect(Self.leftovers(w.dir).isEmpty)
    }

    @Test("a FIFO is written directly to its reader, and stays a FIFO")
    func fifo() throws {
        let w = try Workspace()
        let fifo = w.dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        for command in w.fileCommands {
            let got = w.dir + "/got"
            let r = try Self.bash("""
            cat \(fifo) > \(got) & reader=$!
            "$T" \(command.replacingOccurrences(of: "OUT", with: fifo)) > /dev/null; status=$?
            wait $reader; exit $status
            """)
            #expect([0, 1].contains(r.status), "\(command): \(r.status) \(r.stderr)")
            #expect(Self.type(fifo) == S_IFIFO, "\(command) replaced the FIFO")
            #expect(((try? Data(contentsOf: URL(fileURLWithPath: got)))?.count ?? 0) > 0, "\(command): nothing read")
        }
        // Nobody reading: refused at once, not blocked for ever.
        let alone = try Self.bash("timeout 20 \"$T\" render \(w.scene) --svg \(fifo)")
        #expect(alone.status == 74 && alone.stderr.contains("no process is reading that FIFO"), "\(alone.stderr)")
    }

    @Test("a symbolic link's target is written and the link stays, even through a chain or to a new file")
    func symlinks() throws {
        let w = try Workspace()
        for (k, command) in w.fileCommands.enumerated() {
            let target = w.dir + "/target\(k)", link = w.dir + "/link\(k)", chain = w.dir + "/chain\(k)"
            try "old".write(toFile: target, atomically: true, encoding: .utf8)
            #expect(symlink("target\(k)", link) == 0 && symlink("link\(k)", chain) == 0)
            let r = try Self.bash("\"$T\" \(command.replacingOccurrences(of: "OUT", with: chain)) > /dev/null")
            #expect([0, 1].contains(r.status), "\(command): \(r.stderr)")
            #expect(Self.type(chain) == S_IFLNK && Self.type(link) == S_IFLNK && Self.type(target) == S_IFREG)
            let text = try String(contentsOfFile: target, encoding: .utf8)
            #expect(text != "old" && !text.isEmpty, "\(command): target not written")
            // A dangling link: its target is created, the link kept.
            let dangling = w.dir + "/dangling\(k)"
            #expect(symlink("new\(k)", dangling) == 0)
            _ = try Self.bash("\"$T\" \(command.replacingOccurrences(of: "OUT", with: dangling)) > /dev/null")
            #expect(Self.type(dangling) == S_IFLNK && Self.type(w.dir + "/new\(k)") == S_IFREG, "\(command)")
        }
        #expect(Self.leftovers(w.dir).isEmpty)
    }

    @Test("the file options the write tests use are every option that --help says writes a file")
    func fileOptionsCovered() throws {
        let w = try Workspace()
        var found: [(sub: String, option: String)] = []
        for sub in try HelpText.subcommands() {
            found += try HelpText.fileOptions(of: sub).map { (sub, $0.name) }
        }
        /// Whether `command` (with `OUT` for the file) is `sub` writing through `option`.
        func uses(_ command: String, _ sub: String, _ option: String) -> Bool {
            command.hasPrefix("\(sub) ") && command.contains("\(option) OUT")
        }
        #expect(Set(found.map { "\($0.sub) \($0.option)" }) == ["run --record", "render --svg", "audit --svg", "audit --output",
                                                              "audit --write-baseline", "import --output"],
                "the file options found in --help: \(found)")
        // run draws on a terminal: its record file's write errors are checked in tmux.
        for (sub, option) in found where !(sub == "run" && option == "--record") {
            #expect(w.fileCommands.contains { uses($0, sub, option) }, "\(sub) \(option) writes a file but no write test uses it")
        }
        for command in w.fileCommands {
            #expect(found.contains { uses(command, $0.sub, $0.option) }, "\(command) uses no file option --help lists")
        }
    }

    @Test("a write error is one line and status 74, for standard output in every command and for every file option")
    func writeErrors() throws {
        let w = try Workspace()
        for command in try w.stdoutCommands() {
            let full = try Self.bash("\"$T\" \(command) > /dev/full")
            #expect(full.status == 74, "\(command): \(full.status) \(full.stderr)")
            // A dump's import also says on stderr what it imported; nothing else may.
            let errors = full.stderr.split(separator: "\n").filter { !(command.contains(w.dump) && $0.hasPrefix("tapplay: imported")) }
            #expect(errors.count == 1 && errors[0].contains("cannot write to standard output"), "\(command): \(full.stderr)")
            #expect(!full.stderr.contains("Fatal error"))
            // A closed pipe, SIGPIPE ignored: the reader is gone before anything is written.
            let pipe = try Self.bash("trap '' PIPE; { sleep 0.3; \"$T\" \(command); } | true; exit ${PIPESTATUS[0]}")
            #expect(pipe.status == 74, "\(command) into a closed pipe: \(pipe.status) \(pipe.stderr)")
            #expect(pipe.stderr.contains("Broken pipe") && !pipe.stderr.contains("Fatal error"), "\(command): \(pipe.stderr)")
        }
        // A pipe closed mid-write, SIGPIPE ignored: the reader goes after the first bytes.
        let midway = try Self.bash("trap '' PIPE; \"$T\" generate --views 20000 | head -c 10 > /dev/null; exit ${PIPESTATUS[0]}")
        #expect(midway.status == 74, "\(midway.status) \(midway.stderr)")
        #expect(midway.stderr.contains("Broken pipe") && !midway.stderr.contains("Fatal error"), "\(midway.stderr)")
        #expect(midway.stderr.split(separator: "\n").count == 1, "\(midway.stderr)")
        for command in w.fileCommands {
            let r = try Self.bash("\"$T\" \(command.replacingOccurrences(of: "OUT", with: "/dev/full")) > /dev/null")
            #expect(r.status == 74, "\(command): \(r.status) \(r.stderr)")
            let errors = r.stderr.split(separator: "\n").filter { !$0.hasPrefix("tapplay: imported") }
            #expect(errors.count == 1 && errors[0].contains("/dev/full: cannot write") && errors[0].contains("no space left"),
                    "\(command): \(r.stderr)")
            #expect(!r.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("Fatal error"))
        }
        let missing = try Self.bash("\"$T\" render \(w.scene) --svg \(w.dir)/no/such/dir/p.svg")
        #expect(missing.status == 74 && missing.stderr.hasSuffix("p.svg: cannot write the picture: no such directory\n"), "\(missing.stderr)")
    }

    @Test("a file-size limit is the one-line write error (SIGXFSZ ignored), with no file half-written and nothing left")
    func fileSizeLimit() throws {
        let w = try Workspace()
        let big = try w.big(3000)
        for command in ["render \(big) --svg OUT", "import \(w.dump) --output OUT", "audit \(big) --policy uikit --output OUT"] {
            let out = w.dir + "/out"
            try? FileManager.default.removeItem(atPath: out)
            let r = try Self.bash("ulimit -f 0; \"$T\" \(command.replacingOccurrences(of: "OUT", with: out)) > /dev/null")
            #expect(r.status == 74, "\(command): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("the file size limit was reached"), "\(command): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out) && Self.leftovers(w.dir).isEmpty, "\(command)")
        }
        let stdout = try Self.bash("ulimit -f 1; \"$T\" generate --views 3000 > \(w.dir)/g.yaml")
        #expect(stdout.status == 74 && stdout.stderr.contains("cannot write to standard output"), "\(stdout.stderr)")
    }

    @Test("SIGTERM or SIGINT mid-write leaves no temporary file and never a half-written target")
    func signals() throws {
        let w = try Workspace()
        let big = try w.big(20_000)
        var caught = 0
        for (k, signal) in Array(repeating: ["TERM", "INT"], count: 10).joined().enumerated() where caught < 3 {
            let out = w.dir + "/p\(k).svg"
            // Wait for the temporary file to appear, then signal at once.
            let r = try Self.bash("""
            "$T" render \(big) --svg \(out) & pid=$!
            seen=no
            for i in $(seq 1 200000); do
              ls -a \(w.dir) | grep -q tapplay- && { seen=yes; break; }
              kill -0 $pid 2>/dev/null || break
            done
            kill -\(signal) $pid 2>/dev/null; wait $pid; echo "seen $seen status $?"
            """)
            // Caught mid-write: the signal ended the process (128 + its number).
            if r.stdout.contains("seen yes status 1") { caught += 1 }
            #expect(Self.leftovers(w.dir).isEmpty, "\(signal): \(Self.leftovers(w.dir)) \(r.stdout)")
            if let text = try? String(contentsOfFile: out, encoding: .utf8) {
                #expect(text.hasSuffix("</svg>\n"), "a half-written picture after SIG\(signal)")
            }
        }
        #expect(caught > 0, "no signal arrived while a temporary file existed")
    }

    @Test("a command's own inputs are refused as its outputs before anything is read, by file, not by name")
    func ownInputs() throws {
        let w = try Workspace()
        let baseline = w.dir + "/b.json"
        #expect(try Self.bash("cd \(w.dir) && \"$T\" audit s.yaml --write-baseline b.json > /dev/null").status == 1)
        #expect(link(baseline, w.dir + "/hard.json") == 0 && symlink("b.json", w.dir + "/soft.json") == 0)
        try "min-size: 30\n".write(toFile: w.dir + "/.tapplay.yml", atomically: true, encoding: .utf8)
        try "spacing: 4\n".write(toFile: w.dir + "/team.yml", atomically: true, encoding: .utf8)
        let before = try [baseline, w.scene, w.dump, w.taps, w.dir + "/.tapplay.yml", w.dir + "/team.yml"]
            .map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let cases: [(String, String)] = [
            ("audit s.yaml --baseline b.json --output ./b.json", "that is the baseline"),
            ("audit s.yaml --baseline hard.json --output b.json", "that is the baseline"),
            ("audit s.yaml --baseline b.json --svg soft.json", "that is the baseline"),
            ("audit s.yaml --output s.yaml", "that is the scene file"),
            ("audit d.txt --write-baseline ./d.txt", "that is the scene file"),
            ("audit s.yaml --write-baseline .tapplay.yml", "that is the config file .tapplay.yml"),
            ("audit s.yaml --config team.yml --reporter sarif --output team.yml", "that is the config file"),
            ("audit s.yaml --output r.txt --svg ./r.txt", "are the same file"),
            ("render s.yaml --svg ./s.yaml", "that is the scene file"),
            ("render s.yaml --svg taps.txt --taps taps.txt", "that is the taps file"),
            ("import d.txt --output ./d.txt", "that is the dump"),
            ("run s.yaml --record ./s.yaml", "that is the scene file"),
        ]
        for (command, message) in cases {
            let r = try Self.bash("cd \(w.dir) && \"$T\" \(command)")
            #expect(r.status == 64, "\(command): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(command): \(r.stderr)")
            #expect(!r.stderr.contains("imported"), "\(command) read its input first")
        }
        let after = try [baseline, w.scene, w.dump, w.taps, w.dir + "/.tapplay.yml", w.dir + "/team.yml"]
            .map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(after == before)
        #expect(Self.type(w.dir + "/soft.json") == S_IFLNK)
        // An output that does not exist yet is no input.
        #expect(try Self.bash("cd \(w.dir) && \"$T\" audit s.yaml --baseline b.json --output new.txt").status == 0)
    }

    @Test("a file whose name starts with '-' is audited, not read as options; a missing one is a clear error")
    func dashNames() throws {
        let w = try Workspace()
        try FileManager.default.copyItem(atPath: w.scene, toPath: w.dir + "/-screen.yaml")
        let r = try Self.bash("cd \(w.dir) && \"$T\" audit -screen.yaml")
        #expect(r.status == 1 && r.stdout.contains("-screen.yaml: ") && r.stdout.contains(" to review under ") && !r.stdout.contains("USAGE"), "\(r.stdout) \(r.stderr)")
        let v = try Self.bash("cd \(w.dir) && \"$T\" validate -screen.yaml && \"$T\" hit -screen.yaml --at 20,20 --json")
        #expect(v.status == 0 && v.stdout.contains("\"hit\": \"ok\""), "\(v.stdout) \(v.stderr)")
        let ended = try Self.bash("cd \(w.dir) && \"$T\" audit -- -screen.yaml")
        #expect(ended.status == 1 && ended.stdout.contains(" to review under "))
        let missing = try Self.bash("cd \(w.dir) && \"$T\" audit -missing.yaml")
        #expect(missing.status == 64 && missing.stdout.isEmpty, "\(missing.status)")
        #expect(missing.stderr.contains("-missing.yaml: no such file") && missing.stderr.contains("./-missing.yaml"), "\(missing.stderr)")
        // Negative numbers are still values.
        #expect(try Self.bash("\"$T\" hit \(w.scene) --at -3,-7").status == 0)
    }

    @Test("unclear messages made clear: values as given, choices listed, file names escaped, formats named")
    func messages() throws {
        let w = try Workspace()
        let fine = try Self.bash("\"$T\" audit \(w.scene) --resolution 0.0004")
        #expect(fine.status == 2 && fine.stderr.contains("--resolution 0.0004 on the 120×90 pt canvas"), "\(fine.stderr)")
        let coarse = try Self.bash("\"$T\" audit \(w.scene) --resolution 250")
        #expect(coarse.status == 2 && coarse.stderr.contains("--resolution 250 is coarser than the 120×90 pt canvas"), "\(coarse.stderr)")
        let policy = try Self.bash("\"$T\" map \(w.scene) --cols 4 --rows 2 --policy swiftiu")
        #expect(policy.status == 64 && policy.stderr.contains("one of the following: uikit, swiftui, exact"), "\(policy.stderr)")
        let slop = try Self.bash("\"$T\" audit \(w.scene) --slop 3e12; \"$T\" hit \(w.scene) --at 1,1 --slop 3e12")
        #expect(slop.stderr.components(separatedBy: "--slop must be at most 1e9 points, got 3e12").count == 3, "\(slop.stderr)")
        try "slop: 2e200\n".write(toFile: w.dir + "/c.yml", atomically: true, encoding: .utf8)
        let config = try Self.bash("\"$T\" audit \(w.scene) --config \(w.dir)/c.yml")
        #expect(config.status == 2 && config.stderr.contains("c.yml:1:7: slop: 2e200 must be at most 1e9 points"), "\(config.stderr)")
        let odd = try Self.bash("cd \(w.dir) && cp s.yaml $'caf\\xe9.yaml' && \"$T\" validate $'caf\\xe9.yaml'")
        #expect(odd.status == 64 && odd.stderr.contains("caf\\xE9.yaml") && !odd.stderr.contains("no such file"), "\(odd.stderr)")
        let binary = try Self.bash("head -c 3000 /dev/urandom > \(w.dir)/blob.bin; printf '\\0' >> \(w.dir)/blob.bin; \"$T\" hit \(w.dir)/blob.bin --at 1,1")
        #expect(binary.status == 1 && binary.stderr.contains("tried uikit, xcuitest, appium, uiautomator"), "\(binary.stderr)")
        // render --audit has no --resolution: a canvas too large for the default step is sampled coarser, not refused.
        try "name: wide\ncanvas: [60000, 40000]\nviews:\n  - id: a\n    frame: [0, 0, 100, 100]\n    tappable: true\n"
            .write(toFile: w.dir + "/wide.yaml", atomically: true, encoding: .utf8)
        let render = try Self.bash("\"$T\" render \(w.dir)/wide.yaml --svg \(w.dir)/wide.svg --audit")
        #expect(render.status == 0 && !render.stderr.contains("--resolution"), "\(render.stderr)")
    }
}
