import ArgumentParser
import TapplayCore

struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Print the hit map: every cell labelled with the view a tap at its centre reaches.",
        discussion: """
        Prints a legend (one label and view id a line, '.' for nobody), a blank line, then the grid. \
        A cell (col, row) stands for the point ((col + 0.5)·s, (row + 0.5)·2s), s = max(W/cols, H/(2·rows)).
        """ + CommandExamples.helpBlock("map"))

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var options: SceneOptions
    @OptionGroup var grid: GridOptions

    @Option(help: "Label cells by the view hit, or by the view whose handler runs: hit or responder.")
    var by: HitMap.By = .hit

    @Flag(help: "Print JSON: {cols, rows, scale, legend, grid}.")
    var json = false

    func run() throws {
        try reportingFailures {
            let scene = try options.load(scene)
            let resolver = options.policy.resolver(for: scene)
            let policy = options.policy.policy(for: scene)
            let viewport = Viewport.fit(canvas: scene.canvas, cols: grid.cols, rows: grid.rows)
            let cols = grid.cols, rows = grid.rows
            if let refusal = CommandWork.mapRefusal(file: self.scene, resolver: resolver, policy: policy, cols: cols, rows: rows) {
                throw CLIError(refusal)
            }
            // One compact index per cell (-1: nobody), computed a row at a time;
            // the output is then written a row at a time, never built whole.
            var cells = [Int32](repeating: -1, count: cols * rows)
            for r in 0..<rows {
                let row = HitMap.compute(resolver: resolver, policy: policy, viewport: viewport,
                                         area: ScreenArea(col: 0, row: r, width: cols, height: 1), by: by)
                for (c, v) in row.enumerated() { if let v { cells[r * cols + c] = Int32(v) } }
            }
            func view(_ c: Int, _ r: Int) -> Int? {
                let v = cells[r * cols + c]
                return v >= 0 ? Int(v) : nil
            }
            let legend = MapLegend(cells: cells.lazy.map { $0 >= 0 ? Int($0) : nil }, scene: scene)
            func line(_ r: Int) -> String { String((0..<cols).map { c in legend.label(for: view(c, r)) }) }
            if json {
                let legendJSON = JSON.object(legend.entries.map { (String($0.label), .string(scene.views[$0.view].id)) })
                let head = JSON.object([
                    ("cols", .int(cols)), ("rows", .int(rows)), ("scale", .number(viewport.scale)),
                    ("policy", .string(policy.rawValue)), ("by", .string(by.rawValue)),
                    ("legend", legendJSON),
                ]).serialized
                Console.write(String(head.dropLast()) + ", \"grid\": [")
                for r in 0..<rows {
                    Console.write((r > 0 ? ", " : "") + JSON.string(line(r)).serialized)
                }
                Console.write("], \"cells\": [")
                for r in 0..<rows {
                    let ids = JSON.array((0..<cols).map { c in .string(view(c, r).map { scene.views[$0].id }) })
                    Console.write((r > 0 ? ", " : "") + ids.serialized)
                }
                Console.write("]}\n")
                return
            }
            for e in legend.entries {
                Console.out("\(e.label)  \(Console.safe(scene.views[e.view].id))")
            }
            if legend.overflowed {
                Console.out("\(MapLegend.overflow)  (more views than labels: see --json)")
            }
            Console.out("\(MapLegend.nobody)  nobody")
            Console.out("")
            for r in 0..<rows { Console.out(line(r)) }
        }
    }
}
