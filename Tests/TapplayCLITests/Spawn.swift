import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and collects its output with posix_spawn, poll and waitpid.
/// Foundation's `Process` can miss a child's exit on Linux when many run at once
/// (the child stays a zombie and `waitUntilExit` never returns), which hung the
/// parallel test run once; this never depends on SIGCHLD delivery.
enum Spawn {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    static func run(_ path: String, _ args: [String], input: Data? = nil,
                    environment: [String: String]? = nil) throws -> Output {
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        // Tests spawn in parallel: a child that inherited another child's stdin
        // pipe would keep it from ever seeing EOF (two `tapplay gestures` runs once
        // waited on each other for ever). So every pipe is close-on-exec, and the
        // lock keeps any spawn from happening between pipe() and fcntl().
        spawnLock.lock()
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            spawnLock.unlock()
            throw CocoaError(.fileWriteUnknown)
        }
        for fd in inPipe + outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input == nil {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        let argv = ([path] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        // A clean signal state: the test runner's threads block or ignore some
        // signals, and children (the tmux server, the playground) must not inherit that.
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &none)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, &attr, argv, env)
        spawnLock.unlock()
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard rc == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw CocoaError(.executableLoad)
        }

        // Feed stdin on its own thread; drain stdout and stderr here.
        let writer = inPipe[1]
        let feeding = DispatchGroup()
        if let input {
            feeding.enter()
            Thread.detachNewThread {
                input.withUnsafeBytes { raw in
                    var off = 0
                    while off < raw.count {
                        let n = write(writer, raw.baseAddress! + off, raw.count - off)
                        if n > 0 { off += n } else if n < 0 && errno == EINTR { continue } else { break }
                    }
                }
                close(writer)
                feeding.leave()
            }
        } else {
            close(writer)
        }
        var out = Data(), err = Data()
        var fds = [pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0),
                   pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buf = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = read(fds[i].fd, &buf, buf.count)
                if n > 0 {
                    if i == 0 { out.append(contentsOf: buf[0..<n]) } else { err.append(contentsOf: buf[0..<n]) }
                } else if n == 0 || errno != EINTR {
                    close(fds[i].fd)
                    fds[i].fd = -1
                    open -= 1
                }
            }
        }
        feeding.wait()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: code, stdout: out, stderr: err)
    }

    private static let spawnLock = NSLock()

    /// The full path of a program on PATH, nil when there is none.
    static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if access(p, X_OK) == 0 { return p }
        }
        return nil
    }

    /// The full path of a program on PATH (`/usr/bin/<name>` when it is not found, so running it fails clearly).
    static func which(_ name: String) -> String { find(name) ?? "/usr/bin/\(name)" }
}
