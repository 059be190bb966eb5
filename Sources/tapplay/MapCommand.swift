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

    @OptionGroup var policyOptions: PolicyOptions
    @OptionGroup var grid: GridOptions

    @Option(help: "Label cells by the view hit, or by the view whose handler runs: hit or responder.")
    var by: HitMap.By = .hit

    @Flag(help: "Print JSON: {cols, rows, scale, legend, grid}.")
    var json = false

    func run() throws {
        try reportingFailures {
            let scene = try loadScene(scene)
            let resolver = Resolver(scene: scene, slop: policyOptions.slop)
            let viewport = Viewport.fit(canvas: scene.canvas, cols: grid.cols, rows: grid.rows)
            let map = HitMap(resolver: resolver, policy: policyOptions.policy, viewport: viewport,
                             cols: grid.cols, rows: grid.rows, by: by)
            let legend = MapLegend(map: map, scene: scene)
            let lines = (0..<map.rows).map { r in
                String((0..<map.cols).map { c in legend.label(for: map[c, r]) })
            }
            if json {
                let legendJSON = JSON.object(legend.entries.map { (String($0.label), .string(scene.views[$0.view].id)) })
                let cellsJSON = JSON.array((0..<map.rows).map { r in
                    .array((0..<map.cols).map { c in .string(map[c, r].map { scene.views[$0].id }) })
                })
                Console.out(JSON.object([
                    ("cols", .int(map.cols)), ("rows", .int(map.rows)), ("scale", .number(viewport.scale)),
                    ("policy", .string(policyOptions.policy.rawValue)), ("by", .string(by.rawValue)),
                    ("legend", legendJSON), ("grid", .array(lines.map { .string($0) })), ("cells", cellsJSON),
                ]).serialized)
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
            for l in lines { Console.out(l) }
        }
    }
}
