import TapplayCore

/// The playground's run loop, over any `PlaygroundScreen`: it reads events
/// (waking no later than the labs' next timer), hands them to the pure
/// `Playground`, writes its record lines, reloads a scene file that changed,
/// and draws a frame after each burst of input. It ends when the playground
/// asks to quit.
public enum PlaygroundLoop {
    /// Events taken in one burst before a frame is drawn, so a storm still shows progress.
    static let burst = 512
    /// The longest sleep: scene files are checked for changes this often.
    static let idle = 0.5

    public static func run(_ pg: inout Playground, on screen: some PlaygroundScreen,
                           record: (RecordLine) -> Void = { _ in },
                           sceneFileChanged: (String) -> Bool = { _ in false },
                           alert: () -> String? = { nil },
                           exitAfterFirstFrame: Bool = false) {
        screen.draw(pg.draw())
        if exitAfterFirstFrame { return }
        var lastCheck = screen.now()
        while true {
            // Never sleep past a pending gesture or drag timer (a waiting single tap, a lift).
            var timeout = idle
            if let due = pg.nextDeadline { timeout = min(timeout, max(0, due - screen.now())) }
            var event = screen.nextEvent(timeout: timeout)
            // End of input (even with SIGHUP blocked or ignored): the session is over.
            if event == nil && screen.inputEnded { return }
            var handled = 0
            while let e = event {
                for effect in pg.handle(e) {
                    switch effect {
                    case .record(let line): record(line)
                    case .quit: return
                    }
                }
                handled += 1
                // Take what else is already waiting before drawing again (bursts, storms).
                event = handled < burst ? screen.nextEvent(timeout: 0) : nil
            }
            let now = screen.now()
            for case .record(let line) in pg.advance(to: now) { record(line) }
            if now - lastCheck >= idle {
                lastCheck = now
                if let p = pg.entry.path, sceneFileChanged(p) { pg.reload(quiet: true) }
            }
            if let a = alert() { pg.alert = a }
            let frameStart = screen.now()
            screen.draw(pg.draw())
            pg.stats.frame(at: frameStart, took: screen.now() - frameStart)
        }
    }
}
