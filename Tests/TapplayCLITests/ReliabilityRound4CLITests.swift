import Foundation
import Testing
import TapplayTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Issue 36's classes through the binary: every ending signal, `run
/// --record`'s own inputs, files written before standard output, an
/// unprivileged user's read-only and foreign files, FIFOs as inputs, a closed
/// standard output, and work refused up front.
@Suite("Reliability, round 4: signals, writers and inputs through the binary", .serialized)
struct ReliabilityRound4CLITests {
    typealias W = WritersCLITests

    /// Each signal is sent with job control on (`set -m`): a non-interactive
    /// shell starts background commands with SIGINT and SIGQUIT ignored, and
    /// an ignored signal stays ignored (as `nohup` wants).
    @Test("every signal that ends a process ends a headless command with 128+N and its temporary files removed")
    func endingSignals() throws {
        let w = try W.Workspace()
        let big = try w.big(20_000)
        for (name, number) in [("USR1", SIGUSR1), ("ALRM", SIGALRM), ("XCPU", SIGXCPU), ("PIPE", SIGPIPE),
                               ("VTALRM", SIGVTALRM), ("QUIT", SIGQUIT)] {
            var caught = 0
            for k in 0..<8 where caught < 1 {
                let out = w.dir + "/p\(k).svg"
                let r = try W.bash("""
                set -m
                "$T" render \(big) --svg \(out) 2>\(w.dir)/err.txt & pid=$!
                seen=no
                for i in $(seq 1 200000); do
                  ls -a \(w.dir) | grep -q tapplay- && { seen=yes; break; }
                  kill -0 $pid 2>/dev/null || break
                done
                kill -\(name) $pid 2>/dev/null; wait $pid; echo "seen $seen status $?"
                """)
                if r.stdout.contains("seen yes status \(128 + number)") { caught += 1 }
                #expect(W.leftovers(w.dir).isEmpty, "SIG\(name): \(W.leftovers(w.dir)) \(r.stdout)")
                let err = (try? String(contentsOfFile: w.dir + "/err.txt", encoding: .utf8)) ?? ""
                #expect(!err.contains("Crash") && !err.contains("Backtrace"), "SIG\(name): \(err)")
                if let text = try? String(contentsOfFile: out, encoding: .utf8) {
                    #expect(text.hasSuffix("</svg>\n"), "a half-written picture after SIG\(name)")
                }
            }
            #expect(caught > 0, "SIG\(name) never arrived while a temporary file existed")
        }
    }

    @Test("SIGQUIT ends a command that is waiting, with status 131 and no crash report")
    func quitWhileWaiting() throws {
        let w = try W.Workspace()
        let r = try W.bash("""
        set -m
        mkfifo \(w.dir)/f; "$T" replay \(w.dir)/f 2>\(w.dir)/err.txt & pid=$!
        sleep 0.5; kill -QUIT $pid; wait $pid; echo "status $?"; cat \(w.dir)/err.txt
        """)
        #expect(r.stdout.contains("status 131"), "\(r.stdout)")
        #expect(!r.stdout.contains("Crash") && !r.stdout.contains("Backtrace"), "\(r.stdout)")
    }

    @Test("run --record refuses the config file, the --config file and the --replay file; an unopenable record is 74")
    func recordOwnInputs() throws {
        let w = try W.Workspace()
        try "min-size: 30\n".write(toFile: w.dir + "/.tapplay.yml", atomically: true, encoding: .utf8)
        try "spacing: 4\n".write(toFile: w.dir + "/team.yml", atomically: true, encoding: .utf8)
        for (command, message) in [("run s.yaml --record .tapplay.yml", "the config file .tapplay.yml"),
                                   ("run s.yaml --config team.yml --record ./team.yml", "the config file"),
                                   ("run s.yaml --replay rec.jsonl --record rec.jsonl", "the replayed record")] {
            let r = try W.bash("cd \(w.dir) && \"$T\" \(command)")
            #expect(r.status == 64 && r.stderr.contains(message), "\(command): \(r.status) \(r.stderr)")
        }
        let missing = try W.bash("cd \(w.dir) && \"$T\" run s.yaml --record no/such/dir/r.jsonl")
        #expect(missing.status == 74 && missing.stderr.contains("cannot open the record file"), "\(missing.stderr)")
    }

    @Test("audit writes every file, whole, before standard output: a reader that stops early costs no file")
    func filesBeforeStandardOutput() throws {
        let w = try W.Workspace()
        let r = try W.bash("""
        cd \(w.dir) && "$T" audit s.yaml --reporter json --svg p.svg --write-baseline b.json | head -c 1 > /dev/null
        echo "${PIPESTATUS[0]}"
        """)
        #expect(r.stderr.isEmpty || !r.stderr.contains("Crash"), "\(r.stderr)")
        let svg = (try? String(contentsOfFile: w.dir + "/p.svg", encoding: .utf8)) ?? ""
        #expect(svg.hasSuffix("</svg>\n"), "no picture after the reader left")
        #expect(FileManager.default.fileExists(atPath: w.dir + "/b.json"))
        // A file that fails costs none of the others, and the status says it.
        let failed = try W.bash("cd \(w.dir) && \"$T\" audit s.yaml --svg no/such/p.svg --write-baseline b2.json > out.txt")
        #expect(failed.status == 74 && failed.stderr.contains("no/such/p.svg"), "\(failed.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.dir + "/b2.json"))
        #expect(((try? String(contentsOfFile: w.dir + "/out.txt", encoding: .utf8)) ?? "").contains("s.yaml"))
    }

    @Test("as an unprivileged user: a read-only file is refused, another user's writable file keeps its owner")
    func unprivileged() throws {
        let w = try W.Workspace()
        let dir = w.dir + "/nobody"
        let r = try W.bash("""
        mkdir \(dir) && cp \(w.scene) \(dir)/s.yaml && chown 65534:65534 \(dir) && chmod 755 \(w.dir)
        echo old > \(dir)/ro.txt && chown 65534:65534 \(dir)/ro.txt && chmod 444 \(dir)/ro.txt
        echo old > \(dir)/shared.txt && chmod 666 \(dir)/shared.txt
        cd \(dir)
        setpriv --reuid=65534 --regid=65534 --clear-groups "$T" audit s.yaml --output ro.txt; echo "ro $?"
        setpriv --reuid=65534 --regid=65534 --clear-groups "$T" audit s.yaml --output shared.txt; echo "shared $?"
        stat -c '%u %a' shared.txt; cat ro.txt
        """)
        #expect(r.stdout.contains("ro 74") && r.stderr.contains("read-only"), "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("shared 1") || r.stdout.contains("shared 0"), "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("0 666"), "the shared file lost its owner or mode: \(r.stdout)")
        #expect(r.stdout.hasSuffix("old\n"), "the read-only file was replaced: \(r.stdout)")
        #expect(W.leftovers(dir).isEmpty)
    }

    @Test("inputs: a FIFO nobody writes to is refused in seconds, a late writer is waited for, a device is refused")
    func fifoInputs() throws {
        let w = try W.Workspace()
        let r = try W.bash("""
        cd \(w.dir) && mkfifo f && start=$(date +%s)
        "$T" audit s.yaml --baseline f; echo "baseline $? $(( $(date +%s) - start ))"
        (sleep 1; cat rec.jsonl > f) & "$T" replay f; echo "replay $?"
        (sleep 1; cat taps.txt > f) & "$T" render s.yaml --cols 20 --rows 6 --taps f > /dev/null; echo "render $?"
        "$T" replay /dev/zero; echo "zero $?"
        "$T" replay <(cat rec.jsonl); echo "substitution $?"
        """)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let baseline = lines.first { $0.hasPrefix("baseline") }?.split(separator: " ") ?? []
        #expect(baseline.count == 3 && baseline[1] == "2" && (Int(baseline[2]) ?? 99) < 10, "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("no process wrote to that FIFO"), "\(r.stderr)")
        #expect(r.stdout.contains("1 tap replayed"), "the late writer's record was read as empty: \(r.stdout)")
        #expect(lines.contains("render 0") && lines.contains("zero 1") && lines.contains("substitution 0"), "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("/dev/zero: cannot read the record file: not a regular file"), "\(r.stderr)")
    }

    @Test("standard output closed (>&-) is said so, with status 74")
    func closedStandardOutput() throws {
        let w = try W.Workspace()
        let r = try W.bash("\"$T\" map \(w.scene) --cols 10 --rows 4 >&-")
        #expect(r.status == 74 && r.stderr.contains("standard output") && r.stderr.contains("closed"), "\(r.stderr)")
        #expect(!r.stderr.contains("Invalid argument"))
    }

    @Test("map and render refuse, in seconds and with advice, what would take minutes")
    func workRefused() throws {
        let w = try W.Workspace()
        let views = (0..<20_000).map { "  - { id: v\($0), frame: [0, 0, 400, 800], tappable: true }" }.joined(separator: "\n")
        try "name: stack\ncanvas: { width: 400, height: 800 }\nviews:\n\(views)\n".write(toFile: w.dir + "/stack.yaml", atomically: true, encoding: .utf8)
        for command in ["map stack.yaml --cols 100 --rows 100 --policy sampled", "render stack.yaml --cols 80 --rows 24",
                        "render stack.yaml --svg p.svg --map --policy sampled"] {
            let start = Date()
            let r = try W.bash("cd \(w.dir) && \"$T\" \(command)")
            #expect(r.status == 1 && r.stderr.contains("at most") && r.stderr.split(separator: "\n").count == 1,
                    "\(command): \(r.stderr)")
            #expect(Date().timeIntervalSince(start) < 30, "\(command) took \(Date().timeIntervalSince(start)) s")
        }
    }
}
