import ArgumentParser
import TapplayCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "TODO")
    func run() throws {}
}
