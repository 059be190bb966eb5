import ArgumentParser
import TapplayCore
import TapplayTerminal

/// A hidden diagnostic: opens the terminal backend and echoes decoded input.
struct TermCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcheck", abstract: "Echo decoded terminal input (diagnostics).",
        shouldDisplay: false)
    func run() throws {}
}
