import ArgumentParser
import TapplayCore

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open the interactive playground.")

    @Argument(help: "Scene files; with none, the built-in default scene.")
    var scenes: [String] = []

    func run() throws {
        throw CLIError("the playground is coming in the next release")
    }
}
