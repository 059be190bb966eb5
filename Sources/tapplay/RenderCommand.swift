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
                // Only the newest dots are drawn (the playground keeps `maxTaps`):
                // keep those while reading, in bounded memory.
                var points: [Point] = []
                try TapFile.forEach(taps) { p in
                    points.append(p)
                    if points.count >= 2 * Playground.maxTaps { points.removeFirst(points.count - Playground.maxTaps) }
                }
                for p in points.suffix(Playground.maxTaps) { pg.tap(point: p) }
            }
            for line in pg.draw().lines() { Console.out(line) }
        }
    }
}

/// Reads tap points from a file: "X,Y" lines or JSON lines with "x" and "y",
/// line by line (CRLF files too), each line at most `Limits.maxLineBytes`.
enum TapFile {
    static func forEach(_ path: String, _ body: (Point) throws -> Void) throws {
        if let problem = SceneFileReader.statProblem(path) {
            throw CLIError("\(path): cannot read the taps file: \(SceneFileReader.reason(problem))")
        }
        guard let reader = LineReader(path: path, limit: Limits.maxRecordLineBytes) else {
            throw CLIError("\(path): cannot read the taps file: \(String(cString: strerror(errno)))")
        }
        var n = 0
        while let next = reader.next() {
            n += 1
            guard case .text(let raw) = next else {
                throw CLIError("\(path):\(n): the line is longer than \(Limits.maxRecordLineBytes) bytes")
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("{") {
                if let (_, p) = RecordedTap.jsonLine(line) {
                    try body(p)
                    continue
                }
            } else if let p = PointParser.parse(line) {
                try body(p)
                continue
            }
            throw CLIError("\(path):\(n): expected X,Y or a JSON object with x and y, got '\(line.prefix(60))'")
        }
        if let e = reader.readError {
            throw CLIError("\(path): cannot read the taps file: \(String(cString: strerror(e)))")
        }
    }
}
