import ArgumentParser
import TapplayCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generate", abstract: "(not yet implemented)", shouldDisplay: false)
    func run() throws { throw CLIError("tapplay generate is not implemented yet") }
}
