import Foundation
import Testing

/// `scripts/setup`'s decisions, on a fake machine: a PATH holding only the
/// commands a test puts there, an include folder with or without ncurses'
/// headers, a chosen system name. apt-get, sudo and id are fakes that log.
@Suite("scripts/setup: what it installs, or says to install")
struct SetupScriptTests {
    /// A fake machine in a temporary folder.
    struct Machine {
        let dir: URL
        var bin: URL { dir.appendingPathComponent("bin") }
        var include: URL { dir.appendingPathComponent("include") }
        var log: URL { dir.appendingPathComponent("log") }

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-setup-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("include"), withIntermediateDirectories: true)
            // The script's own needs: only `id`, faked per test.
            try tool("swift", "exit 0")
            // The browser test's: Chromium, Python, and a virtual environment already made.
            try tool("chromium-headless-shell")
            try tool("python3")
            try FileManager.default.createDirectory(at: venv.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try "#!/bin/sh\nexit 0\n".write(to: venv.appendingPathComponent("bin/python"), atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: venv.appendingPathComponent("bin/python").path)
        }

        var venv: URL { dir.appendingPathComponent("venv") }

        /// A fake command that logs its name and arguments. Written through a
        /// close-on-exec descriptor: tests spawn programs in parallel, and a
        /// child that inherited a descriptor open for writing on the script
        /// would make running it fail with "text file busy".
        func tool(_ name: String, _ body: String = "exit 0") throws {
            let path = bin.appendingPathComponent(name).path
            let text = Array("#!/bin/sh\necho \"\(name) $*\" >> '\(log.path)'\n\(body)\n".utf8)
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
            defer { close(fd) }
            guard text.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == text.count else {
                throw CocoaError(.fileWriteUnknown)
            }
        }

        var terminfo: URL { dir.appendingPathComponent("terminfo") }

        /// The ncurses and libpng headers, and the xterm-direct terminfo entry.
        func headers() throws {
            try FileManager.default.createDirectory(at: include.appendingPathComponent("ncursesw"), withIntermediateDirectories: true)
            try "".write(to: include.appendingPathComponent("ncursesw/curses.h"), atomically: true, encoding: .utf8)
            try "".write(to: include.appendingPathComponent("png.h"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: terminfo.appendingPathComponent("x"), withIntermediateDirectories: true)
            try "".write(to: terminfo.appendingPathComponent("x/xterm-direct"), atomically: true, encoding: .utf8)
        }

        func setup(_ purpose: String, os: String = "Linux") throws -> (status: Int32, out: String, err: String, log: String) {
            let o = try Spawn.run("/bin/sh", [CLI.root.appendingPathComponent("scripts/setup").path, purpose],
                                  environment: ["PATH": bin.path, "TAPPLAY_SETUP_INCLUDE": include.path,
                                                "TAPPLAY_SETUP_BREW_INCLUDE": include.path,
                                                "TAPPLAY_SETUP_TERMINFO": terminfo.path, "TAPPLAY_SETUP_OS": os,
                                                "TAPPLAY_SETUP_VENV": venv.path])
            let log = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return (o.status, String(decoding: o.stdout, as: UTF8.self), String(decoding: o.stderr, as: UTF8.self), log)
        }
    }

    @Test("nothing missing: silent, nothing run, status 0")
    func nothingMissing() throws {
        let m = try Machine()
        try m.headers()
        try m.tool("tmux")
        try m.tool("rsvg-convert")
        try m.tool("apt-get")
        let r = try m.setup("test")
        #expect(r.status == 0)
        #expect(r.out.isEmpty && r.err.isEmpty)
        #expect(!r.log.contains("apt-get"))
    }

    @Test("run needs only the ncurses headers: tmux may be missing")
    func runNeedsOnlyHeaders() throws {
        let m = try Machine()
        try m.headers()
        let r = try m.setup("run")
        #expect(r.status == 0)
        #expect(r.out.isEmpty && r.err.isEmpty)
    }

    @Test("missing, as root: apt-get installs exactly what is missing")
    func rootInstalls() throws {
        let m = try Machine()
        try m.tool("id", "echo 0")
        try m.tool("apt-get")
        try m.tool("rsvg-convert")
        let r = try m.setup("test")
        #expect(r.status == 0)
        #expect(r.out == "setup: installing libncurses-dev libpng-dev tmux ncurses-term\n")
        #expect(r.log.contains("apt-get update -qq"))
        #expect(r.log.contains("apt-get install -y -qq libncurses-dev libpng-dev tmux ncurses-term\n"))
        #expect(!r.log.contains("sudo"))
    }

    @Test("missing, not root, sudo without a password: installs through sudo")
    func sudoInstalls() throws {
        let m = try Machine()
        try m.headers()
        try m.tool("id", "echo 1000")
        try m.tool("sudo", "[ \"$1\" = -n ] && shift; [ \"$1\" = true ] && exit 0; exec \"$@\"")
        try m.tool("apt-get")
        try m.tool("tmux")
        let r = try m.setup("test")
        #expect(r.status == 0)
        #expect(r.log.contains("sudo apt-get install -y -qq librsvg2-bin"))
    }

    @Test("missing, not root, no sudo: one line with the exact command, status 1, nothing installed")
    func noRootNoSudo() throws {
        let m = try Machine()
        try m.tool("id", "echo 1000")
        try m.tool("apt-get")
        let r = try m.setup("test")
        #expect(r.status == 1)
        #expect(r.err == "setup: missing libncurses-dev libpng-dev tmux librsvg2-bin ncurses-term: run 'sudo apt-get update && sudo apt-get install -y libncurses-dev libpng-dev tmux librsvg2-bin ncurses-term'\n")
        #expect(!r.log.contains("apt-get install"))
    }

    @Test("macOS: Homebrew's names, never apt; ncurses comes with the system")
    func macOS() throws {
        let m = try Machine()
        try m.tool("apt-get")
        let r = try m.setup("test", os: "Darwin")
        #expect(r.status == 1)
        #expect(r.err == "setup: missing libpng tmux librsvg: run 'brew install libpng tmux librsvg' (ncurses comes with macOS)\n")
        #expect(r.log.isEmpty)
        let png = try m.setup("run", os: "Darwin")
        #expect(png.err == "setup: missing libpng: run 'brew install libpng' (ncurses comes with macOS)\n")
        try m.headers()
        let ok = try m.setup("run", os: "Darwin")
        #expect(ok.status == 0 && ok.err.isEmpty)
    }

    @Test("libpng's headers (screenshots) for run, and the xterm-direct terminfo entry for test")
    func libpngAndDirectColour() throws {
        let m = try Machine()
        try m.headers()
        try FileManager.default.removeItem(at: m.include.appendingPathComponent("png.h"))
        try FileManager.default.removeItem(at: m.terminfo.appendingPathComponent("x/xterm-direct"))
        try m.tool("id", "echo 1000")
        try m.tool("apt-get")
        let run = try m.setup("run")
        #expect(run.status == 1)
        #expect(run.err == "setup: missing libpng-dev: run 'sudo apt-get update && sudo apt-get install -y libpng-dev'\n")
        try m.tool("tmux")
        try m.tool("rsvg-convert")
        let test = try m.setup("test")
        #expect(test.err == "setup: missing libpng-dev ncurses-term: run 'sudo apt-get update && sudo apt-get install -y libpng-dev ncurses-term'\n")
    }

    @Test("the browser test: Chromium and python3-venv from apt, then the virtual environment from PyPI")
    func browserTest() throws {
        let m = try Machine()
        try m.headers()
        try m.tool("tmux")
        try m.tool("rsvg-convert")
        try m.tool("id", "echo 0")
        try m.tool("apt-get")
        try FileManager.default.removeItem(at: m.bin.appendingPathComponent("chromium-headless-shell"))
        try FileManager.default.removeItem(at: m.venv)
        // Python without venv's ensurepip (Debian's python3 before python3-venv); `-m venv DIR` makes a logging pip.
        try m.tool("python3", """
            [ "$1" = -c ] && exit 1
            /bin/mkdir -p "$3/bin" && printf '#!/bin/sh\\necho "pip $*" >> "%s"\\n' '\(m.log.path)' > "$3/bin/pip" && /bin/chmod +x "$3/bin/pip"
            """)
        let r = try m.setup("test")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "setup: installing chromium-headless-shell python3-venv\n"
            + "setup: creating \(m.venv.path) with playwright==1.65.2 axe-playwright-python==0.1.8\n")
        #expect(r.log.contains("apt-get install -y -qq chromium-headless-shell python3-venv\n"))
        #expect(r.log.contains("python3 -m venv \(m.venv.path)\n"))
        #expect(r.log.contains("pip install -q --disable-pip-version-check playwright==1.65.2 axe-playwright-python==0.1.8\n"))
    }

    @Test("no Swift: says where to get it")
    func noSwift() throws {
        let m = try Machine()
        try FileManager.default.removeItem(at: m.bin.appendingPathComponent("swift"))
        let r = try m.setup("run")
        #expect(r.status == 1)
        #expect(r.err.contains("Swift toolchain"))
    }
}
