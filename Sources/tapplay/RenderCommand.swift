import ArgumentParser
import TapplayCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen the playground would draw, as plain text (no terminal needed).",
        discussion: """
        The canvas fills --cols × --rows with the mapping every command uses (canvas at the top-left cell, \
        s = max(W/cols, H/(2·rows))); the status line follows below. --taps reads X,Y lines \
        (or the JSON lines of a --record file) and marks each tap: ● handled, ○ nobody, ◐ ambiguous.
        """ + CommandExamples.helpBlock("render"))

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var grid: GridOptions
    @OptionGroup var policyOptions: PolicyOptions

    @Option(help: "A file of taps: X,Y lines, or JSON lines with x and y (a --record file).")
    var taps: String?

    func run() throws {
        try reportingFailures {
            let scene = try loadScene(scene)
            let points = try taps.map { path in try wrap { try TapFile.read(path: path) } } ?? []
            let screen = HeadlessScreen.render(scene: scene, path: self.scene, cols: grid.cols, rows: grid.rows,
                                               policy: policyOptions.policy, slop: policyOptions.slop, taps: points)
            for line in screen.lines() { Console.out(line) }
        }
    }
}
