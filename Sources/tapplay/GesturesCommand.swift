import ArgumentParser
import TapplayCore

struct GesturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gestures", abstract: "(not yet implemented)", shouldDisplay: false)
    func run() throws { throw CLIError("tapplay gestures is not implemented yet") }
}
