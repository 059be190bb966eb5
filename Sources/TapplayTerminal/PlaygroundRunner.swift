import Glibc
import TapplayCore

/// The interactive run loop: shuttles between the terminal and the pure
/// `Playground`. Input times come from the moment the bytes were read; the
/// screen is drawn after each burst of input; scene files are watched.
public enum PlaygroundRunner {
    public static func run(entries: [SceneEntry], loader: @escaping Playground.Loader,
                           recordPath: String?, colour: Bool, policy: PolicyKind = .uikit,
                           exitAfterFirstFrame: Bool = false) throws {
        let record = try recordPath.map { try RecordWriter(path: $0, sceneFiles: entries.compactMap(\.path)) }
        let screen = try TerminalScreen(colour: colour)
        TerminalScreen.installSignalCleanup { record?.close() }
        defer {
            screen.restore()
            record?.close()
        }
        var pg = Playground(entries: entries, cols: screen.cols, rows: screen.rows, colour: screen.hasColour,
                            loader: loader, clock: { TerminalScreen.now() })
        pg.timeOrigin = TerminalScreen.now()
        pg.setPolicy(policy)
        if !screen.hasMouse { pg.enableCrosshair() }
        screen.setMotionTracking(true)

        var watcher = SceneFileWatcher()
        for e in entries { if let p = e.path { _ = watcher.changed(p) } }
        var lastCheck = TerminalScreen.now()

        screen.draw(pg.draw())
        if exitAfterFirstFrame { return }
        loop: while true {
            // Never sleep past a pending gesture or drag timer (a waiting single tap, a lift).
            var timeout = 0.5
            if let due = pg.nextDeadline { timeout = min(timeout, max(0, due - TerminalScreen.now())) }
            var event = screen.nextEvent(timeout: timeout)
            if event == nil && screen.inputEnded { break loop }
            var handled = 0
            while let e = event {
                for effect in pg.handle(e) {
                    switch effect {
                    case .record(let json): record?.append(json)
                    case .quit: break loop
                    }
                }
                handled += 1
                // Take what else is already waiting before drawing again (bursts, storms).
                event = handled < 512 ? screen.nextEvent(timeout: 0) : nil
            }
            let now = TerminalScreen.now()
            for case .record(let json) in pg.advance(to: now) { record?.append(json) }
            if now - lastCheck >= 0.5 {
                lastCheck = now
                if let p = pg.entry.path, watcher.changed(p) { pg.reload(quiet: true) }
            }
            if let failure = record?.statusSummary { pg.alert = failure }
            let frameStart = TerminalScreen.now()
            screen.draw(pg.draw())
            pg.stats.frame(at: frameStart, took: TerminalScreen.now() - frameStart)
        }
        // Reported once more on exit (the screen is restored first), with a non-zero status.
        if let failure = record?.failureSummary { throw TerminalError(failure) }
    }
}
