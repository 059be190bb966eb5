#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of `OutputFile`, removed on every way out: when the
/// write fails, when it succeeds (renamed, so nothing is left), and when a
/// signal ends the process while one exists (every one of `EndingSignals`).
/// While a temporary file exists, those signals (when they would end the
/// process anyway) go through a handler that removes it and then ends the
/// process with the signal's status.
enum TemporaryFiles {
    struct File {
        var path: String
        var fd: Int32
        var slot: Int
    }

    /// Paths the signal handler removes: C strings in fixed slots, so the
    /// handler only reads memory and calls unlink(2).
    static let slotCount = 8
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        p.initialize(repeating: nil, count: slotCount)
        return p
    }()
    static var signals: [Int32] { EndingSignals.all }

    /// Creates a file from a `mkstemp` template; nil (errno set) on failure.
    static func create(template: String) -> File? {
        _ = slots
        // No signal between creating the file and registering it.
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for s in signals { sigaddset(&block, s) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        guard let slot = (0..<slotCount).first(where: { slots[$0] == nil }) else {
            errno = EMFILE
            return nil
        }
        var name = Array(template.utf8CString)
        let fd = name.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slots[slot] = strdup(path)
        installHandlers(replacing: false)
        return File(path: path, fd: fd, slot: slot)
    }

    /// Closes the file's descriptor; the errno of a failure (a deferred write error), or nil.
    static func closeFile(_ file: File) -> Int32? {
        close(file.fd) == 0 ? nil : errno
    }

    /// Removes the file (when it is still there) and forgets it.
    static func remove(_ file: File) {
        _ = close(file.fd)
        guard let p = slots[file.slot] else { return }
        unlink(p)
        forget(file)
    }

    /// Forgets the file without removing it (it was renamed into place).
    static func forget(_ file: File) {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for s in signals { sigaddset(&block, s) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        if let p = slots[file.slot] {
            slots[file.slot] = nil
            free(p)
        }
    }

    nonisolated(unsafe) private static var installed = false

    /// Installs the removing handler for each signal whose action is the
    /// default (ending the process), or, `replacing`, any handler but an
    /// ignored signal (the runtime's SIGQUIT report); an ignored signal, or a
    /// handled one when not `replacing`, is left as it is.
    static func installHandlers(replacing: Bool) {
        _ = slots
        guard !installed else { return }
        installed = true
        for s in signals {
            let previous = signal(s, removingHandler)
            if isIgnored(previous) || !(replacing || isDefault(previous)) { signal(s, previous) }
        }
    }

    private static func isDefault(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return true }
        return unsafeBitCast(handler, to: Int.self) == 0
    }

    private static func isIgnored(_ handler: sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1
    }
}

/// Removes every registered temporary file, then ends the process as the
/// signal would (so the exit status still says which signal); a signal that
/// would also dump core ends it with status 128+N instead.
private func removingHandler(_ sig: Int32) {
    let slots = TemporaryFiles.slots
    for i in 0..<TemporaryFiles.slotCount {
        if let p = slots[i] { unlink(p) }
    }
    if EndingSignals.dumpsCore(sig) { _exit(128 + sig) }
    signal(sig, SIG_DFL)
    // Blocked while this handler runs: delivered, with the default action, on return.
    raise(sig)
}
