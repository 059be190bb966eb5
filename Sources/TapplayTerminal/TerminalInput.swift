import CNcurses
import TapplayCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// How long the rest of an escape sequence may take to arrive before a
    /// lone ESC counts as the Escape key (like ncurses' ESCDELAY of 25 ms).
    static let escapeDelay = 0.025

    /// Waits up to `timeout` seconds (nil: forever) for input and returns it
    /// decoded, or nil on timeout. Unknown input is skipped (within the same
    /// timeout). Blocks in poll(2); never busy-spins.
    public func nextEvent(timeout: Double?) -> InputEvent? {
        if !queued.isEmpty { return queued.removeFirst() }
        guard isOpen, !inputEnded else { return nil }
        let deadline = timeout.map { MonotonicClock.now() + max(0, $0) }
        while true {
            SignalState.drainWake()
            if SignalState.state.pointee.resumePending {
                SignalState.resumeCurses()
                syncSize()
                decoder.heldButton = .none
                invalidate()
                return .resize(cols: cols, rows: rows)
            }
            if SignalState.state.pointee.winchPending {
                SignalState.state.pointee.winchPending = false
                if syncSize() {
                    invalidate()
                    return .resize(cols: cols, rows: rows)
                }
            }

            // Decode what has already been read.
            var now = MonotonicClock.now()
            var escFinal = now >= lastReadTime + Self.escapeDelay
            if escFinal && !decoder.pending.isEmpty && inputWaiting() {
                // The app was busy for longer than the escape delay, but the rest of
                // the sequence is already here: read it before deciding that a lone
                // ESC was the Escape key (a storm would otherwise split sequences).
                if !readInput() { return endOfInput() }
                now = MonotonicClock.now()
                escFinal = false
            }
            var waitUntil = deadline
            switch decoder.step(time: lastReadTime, final: escFinal) {
            case .events(let events):
                guard let first = events.first else { continue }  // skipped input
                queued.append(contentsOf: events.dropFirst())
                return first
            case .incomplete:
                // Part of an escape sequence: wait for the rest, but not past the delay.
                let escDeadline = lastReadTime + Self.escapeDelay
                waitUntil = min(deadline ?? escDeadline, escDeadline)
            case .empty:
                break
            }

            var waitMs: Int32 = -1
            if let waitUntil {
                let left = waitUntil - now
                if left <= 0 {
                    if let deadline, now >= deadline { return nil }
                    waitMs = 0
                } else {
                    waitMs = Int32(min((left * 1000).rounded(.up), Double(Int32.max)))
                }
            }
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalState.wakeFD, events: Int16(POLLIN), revents: 0)]
            let n = poll(&fds, SignalState.wakeFD >= 0 ? 2 : 1, waitMs)
            if n > 0, fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 {
                if !readInput() { return endOfInput() }
            } else if n == 0, let deadline, MonotonicClock.now() >= deadline,
                      decoder.pending.isEmpty {
                return nil
            }
            // Otherwise (woken by a signal, EINTR, escape delay over) loop round.
        }
    }

    /// True once the terminal has sent end of input or failed: `nextEvent`
    /// then returns nil at once, and the caller ends the session.
    public var inputEnded: Bool { SignalState.state.pointee.inputEnded }

    /// End of input or a dead terminal: treated as a hangup (the cleanup handler
    /// restores and exits). When SIGHUP is blocked or ignored the hangup does not
    /// end the process, so the input is marked ended for the caller to stop:
    /// the loop must not poll a closed terminal for ever.
    private func endOfInput() -> InputEvent? {
        SignalState.state.pointee.inputEnded = true
        kill(getpid(), SIGHUP)
        return nil
    }

    /// Whether the terminal has sent bytes not yet read (a poll that does not wait).
    private func inputWaiting() -> Bool {
        var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN) != 0
    }

    /// Reads what the terminal has sent; false on end of input or error.
    private func readInput() -> Bool {
        var buf = [UInt8](repeating: 0, count: 4096)
        let n = read(0, &buf, buf.count)
        if n > 0 {
            lastReadTime = MonotonicClock.now()
            decoder.feed(buf[0..<n])
            return true
        }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return true }
        return false
    }

    /// Brings ncurses' idea of the size in line with the terminal's; true when it changed.
    @discardableResult
    func syncSize() -> Bool {
        var ws = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return false }
        let r = Int32(ws.ws_row), c = Int32(ws.ws_col)
        guard r != tp_lines() || c != tp_cols() else { return false }
        resizeterm(r, c)
        return true
    }
}
