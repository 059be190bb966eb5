import TapplayCore

/// `tapplay run`: opens the ncurses screen and the record file, installs the
/// signal cleanup, starts the playground, watches the scene files, and runs
/// `PlaygroundLoop` on them.
public enum PlaygroundRunner {
    public static func run(entries: [SceneEntry], settings: HitSettings, loader: @escaping Playground.Loader,
                           recordPath: String?, colour: Bool, audit: AuditOptions = AuditOptions(),
                           exitAfterFirstFrame: Bool = false) throws {
        let record = try recordPath.map { try RecordWriter(path: $0) }
        let screen = try TerminalScreen(colour: colour)
        // stderr is the screen now: the ASCII fallback is told in the status line.
        TextFallback.onFirstUse(nil)
        TerminalScreen.installSignalCleanup { record?.close() }
        defer {
            screen.restore()
            record?.close()
        }
        var pg = Playground(entries: entries, settings: settings, cols: screen.cols, rows: screen.rows,
                            colour: screen.hasColour, audit: audit, loader: loader,
                            clock: SessionClock(now: { TerminalScreen.now() }, origin: screen.now()))
        if !screen.hasMouse { pg.enableCrosshair() }
        pg.setPictureColours(screen.colourCount)
        if !DisplayWidth.unicode { pg.post(note: TextFallback.note) }
        screen.setMotionTracking(true)

        var watcher = SceneFileWatcher()
        for e in entries { if let p = e.path { _ = watcher.changed(p) } }
        PlaygroundLoop.run(&pg, on: screen, record: { record?.append($0) },
                           sceneFileChanged: { watcher.changed($0) }, alert: { record?.statusSummary },
                           exitAfterFirstFrame: exitAfterFirstFrame)
        // Reported once more on exit (the screen is restored first), with a non-zero status.
        if let failure = record?.failureSummary { throw TerminalError(failure, isWriteError: true) }
    }
}
