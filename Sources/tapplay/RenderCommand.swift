import ArgumentParser
import Foundation
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
            let statusRows = grid.rows + 2 >= 12 ? 2 : 1
            var pg = Playground(entries: [SceneEntry(path: self.scene, scene: scene)],
                                cols: grid.cols, rows: grid.rows + statusRows, colour: false,
                                loader: { try SceneLoader.load(path: $0) })
            pg.headless = true
            pg.setPolicy(policyOptions.policy)
            if let s = policyOptions.slop { pg.setSlop(s) }
            pg.setViewport(Viewport.fit(canvas: scene.canvas, cols: grid.cols, rows: grid.rows))
            if let taps {
                for p in try TapFile.read(taps) { pg.tap(point: p) }
            }
            for line in pg.draw().lines() { Console.out(line) }
        }
    }
}

/// Reads tap points from a file: "X,Y" lines or JSON lines with "x" and "y".
enum TapFile {
    static func read(_ path: String) throws -> [Point] {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw CLIError("\(path): cannot read the taps file")
        }
        var points: [Point] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("{") {
                if let (_, p) = RecordedTap.jsonLine(line) {
                    points.append(p)
                    continue
                }
            } else if let p = PointParser.parse(line) {
                points.append(p)
                continue
            }
            throw CLIError("\(path):\(n + 1): expected X,Y or a JSON object with x and y, got '\(line.prefix(60))'")
        }
        return points
    }
}
