import ArgumentParser
import TapplayCore

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "(not yet implemented)", shouldDisplay: false)
    func run() throws { throw CLIError("tapplay bench is not implemented yet") }
}
