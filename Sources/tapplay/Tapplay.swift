import ArgumentParser
import TapplayCore

@main
struct Tapplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tapplay",
        abstract: "A terminal tap playground: see where taps land under UIKit and SwiftUI hit testing.",
        discussion: """
        Scenes are YAML files of stacked rectangles (see README.md). With no subcommand, \
        tapplay opens the interactive playground on a built-in scene.
        """,
        version: TapplayVersion.string,
        subcommands: [RunCommand.self, HitCommand.self, MapCommand.self, RenderCommand.self,
                      GesturesCommand.self, DragCommand.self, GenerateCommand.self, BenchCommand.self,
                      ReplayCommand.self, ValidateCommand.self, TermCheckCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
