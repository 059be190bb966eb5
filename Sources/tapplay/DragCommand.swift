import ArgumentParser
import TapplayCore

struct DragCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "drag", abstract: "(not yet implemented)", shouldDisplay: false)
    func run() throws { throw CLIError("tapplay drag is not implemented yet") }
}
