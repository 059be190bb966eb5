import TapplayCore

/// The playground's run loop, over any `PlaygroundScreen`: events in, effects
/// out. It sends the pure `Playground` every event it observes (the screen's
/// input; a tick when it wakes, no later than the labs' next timer; a scene
/// file that changed; the record file's trouble; each frame's timing), applies
/// the effects it answers with (writes record lines, quits), and draws a frame
/// after each burst of input. It ends when the playground asks to quit.
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
        /// Sends one event and applies what it asks; false once it asks to quit.
        func send(_ event: PlaygroundEvent) -> Bool {
            for effect in pg.handle(event) {
                switch effect {
                case .record(let line): record(line)
                case .quit: return false
                }
            }
            return true
        }

        screen.draw(pg.draw())
        if exitAfterFirstFrame { return }
        var lastCheck = screen.now()
        var alerted: String?
        while true {
            // Never sleep past a pending gesture or drag timer (a waiting single tap, a lift).
            var timeout = idle
            if let due = pg.nextDeadline { timeout = min(timeout, max(0, due - screen.now())) }
            var event = screen.nextEvent(timeout: timeout)
            // End of input (even with SIGHUP blocked or ignored): the session is over.
            if event == nil && screen.inputEnded { return }
            var handled = 0
            while let e = event {
                guard send(.input(e)) else { return }
                handled += 1
                // Take what else is already waiting before drawing again (bursts, storms).
                event = handled < burst ? screen.nextEvent(timeout: 0) : nil
            }
            let now = screen.now()
            guard send(.tick(now)) else { return }
            if now - lastCheck >= idle {
                lastCheck = now
                if let p = pg.entry.path, sceneFileChanged(p) {
                    guard send(.sceneFileChanged(path: p)) else { return }
                }
            }
            if let a = alert(), a != alerted {
                alerted = a
                guard send(.alert(a)) else { return }
            }
            let frameStart = screen.now()
            screen.draw(pg.draw())
            guard send(.frameDrawn(start: frameStart, duration: screen.now() - frameStart)) else { return }
        }
    }
}
