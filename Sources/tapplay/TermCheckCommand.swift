import ArgumentParser
import TapplayCore
import TapplayTerminal

/// A hidden diagnostic: opens the terminal backend and echoes decoded input.
struct TermCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcheck", abstract: "Echo decoded terminal input (diagnostics).",
        discussion: """
        Opens the terminal as the playground does and prints each key, click, drag and resize \
        as tapplay decodes it, to check what a terminal (or tmux) sends. q quits.
        """ + CommandExamples.helpBlock("termcheck"),
        shouldDisplay: false)

    @Flag(name: .customLong("no-colour"), help: "Monochrome, as with NO_COLOR.")
    var noColour = false

    @Flag(name: .customLong("no-motion"), help: "Start with button-held motion reporting off.")
    var noMotion = false

    func run() throws {
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(colour: !noColour, command: "termcheck")
        } catch let error as TerminalError {
            Console.err(Console.safe(error.description))
            throw ExitCode(1)
        }
        TerminalScreen.installSignalCleanup {}
        defer { screen.restore() }
        screen.setMotionTracking(!noMotion)

        let start = TerminalScreen.now()
        var log: [String] = []
        func redraw() {
            screen.draw(Self.render(screen: screen, log: log))
        }
        redraw()
        while true {
            guard let event = screen.nextEvent(timeout: nil) else {
                if screen.inputEnded { break }
                continue
            }
            log.append(Self.describe(event, since: start))
            if log.count > 500 { log.removeFirst(log.count - 500) }
            if case .key(.char("q")) = event { break }
            if case .key(.char("m")) = event {
                screen.setMotionTracking(!screen.motionTracking)
            }
            redraw()
        }
    }

    /// One line per event: "mouse press left col=10 row=5", "key char q", "resize 120x40".
    static func describe(_ event: InputEvent, since start: Double) -> String {
        switch event {
        case .key(let key):
            let name: String
            switch key {
            case .char(let c): name = "char \(c)"
            case .up: name = "up"
            case .down: name = "down"
            case .left: name = "left"
            case .right: name = "right"
            case .enter: name = "enter"
            case .tab: name = "tab"
            case .backTab: name = "backTab"
            case .escape: name = "escape"
            case .backspace: name = "backspace"
            }
            return "key \(name)"
        case .mouse(let m):
            let kind: String
            switch m.kind {
            case .press: kind = "press"
            case .release: kind = "release"
            case .motion: kind = "motion"
            }
            let t = String(Int(saturating: ((m.time - start) * 1000).rounded()))
            return "mouse \(kind) \(m.button) col=\(m.col) row=\(m.row)  t=+\(t)ms"
        case .resize(let cols, let rows):
            return "resize \(cols)x\(rows)"
        }
    }

    static func render(screen: TerminalScreen, log: [String]) -> CellBuffer {
        var buf = CellBuffer(width: screen.cols, height: screen.rows)
        let motion = screen.motionTracking ? "on" : "off"
        buf.fill(col: 0, row: 0, width: buf.width, height: 1, with: Cell(" ", attrs: [.reverse]))
        buf.write("tapplay termcheck: q quits, m toggles motion tracking (\(motion))",
                  col: 0, row: 0, attrs: [.reverse])
        let colours = screen.hasColour ? "\(screen.colourCount)" : "off"
        buf.write("TERM=\(screen.terminalType)  \(screen.cols)x\(screen.rows)  colours=\(colours)  mouse=\(screen.hasMouse ? "yes" : "no")  ncurses \(TerminalInfo.ncursesVersion)",
                  col: 0, row: 1)
        var col = 0
        for c in SceneColor.allCases {
            col += buf.write("●", col: col, row: 2, fg: .scene(c))
            col += buf.write("\(c.rawValue) ", col: col, row: 2, fg: .scene(c), attrs: [.bold])
        }
        col += buf.write("┌─┐ ○◐ ", col: col, row: 2)
        // Wide characters take two cells under a UTF-8 locale; without one, the ASCII fallback.
        buf.write(DisplayWidth.unicode ? "点我 한 😀 é  text: UTF-8" : "text: ASCII fallback (the locale is not UTF-8)",
                  col: col, row: 2)
        let top = 4
        let room = max(0, buf.height - top)
        for (i, line) in log.suffix(room).enumerated() {
            buf.write(line, col: 0, row: top + i)
        }
        return buf
    }
}
