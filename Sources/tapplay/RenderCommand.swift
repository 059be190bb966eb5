import ArgumentParser
import TapplayCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen the playground would draw, as plain text (no terminal needed), or write it as SVG.",
        discussion: """
        The canvas fills --cols × --rows with the mapping every command uses (canvas at the top-left cell, \
        s = max(W/cols, H/(2·rows))); the status line follows below. --taps reads X,Y lines \
        (or the JSON lines of a --record file) and marks each tap: ● handled, ○ nobody, ◐ ambiguous. \
        With --svg FILE the scene is written as an SVG picture at point scale instead (no --cols/--rows \
        needed): views in their colours, labels, taps as dots in their responder's colour, with --map \
        the hit map as tints, with --audit the audit's zones and views marked. \
        --screenshot FILE (a PNG; or a PNG with the scene's name beside it) draws the app's own \
        picture under the views, which are then outlines: embedded in the SVG; in the text \
        rendering it is not drawn (no colours), and the status line says so.
        """ + CommandExamples.helpBlock("render"))

    @Argument(help: "The scene file.")
    var scene: String

    @Option(parsing: .unconditional, help: "Columns of the grid (not needed with --svg).")
    var cols: Int?

    @Option(parsing: .unconditional, help: "Rows of the grid (not needed with --svg).")
    var rows: Int?

    @OptionGroup var options: SceneOptions

    @Option(help: "A file of taps: X,Y lines, or JSON lines with x and y (a --record file).")
    var taps: String?

    @Option(help: "Write the scene as an SVG picture to this file instead of printing text.")
    var svg: String?

    @Flag(help: "Title plain containers (no colour, label or tap handler) with their ids, where an id fits whole.")
    var ids = false

    @Flag(help: "With --svg: tint the picture with the hit map (each point in its responder's colour).")
    var map = false

    @Flag(help: "With --svg: mark the audit's findings under --policy (zones tinted, small and unreachable views outlined).")
    var audit = false

    @Option(help: ScreenshotOption.help)
    var screenshot: String?

    func validate() throws {
        if svg == nil {
            guard let cols, let rows else {
                throw ValidationError("give --cols and --rows (or --svg FILE for a picture)")
            }
            guard (1...2000).contains(cols), (1...2000).contains(rows) else {
                throw ValidationError("--cols and --rows must be between 1 and 2000 (got \(cols)×\(rows))")
            }
            if map || audit { throw ValidationError("--map and --audit mark an --svg picture; give --svg FILE") }
        }
        if let svg {
            try refuseOwnInputs([OwnInputs.Output(option: "--svg", path: svg, writes: "the picture")],
                                [OwnInputs.Input(role: "the scene file", path: scene)]
                                    + (taps.map { [OwnInputs.Input(role: "the taps file", path: $0)] } ?? [])
                                    + (screenshot.map { [OwnInputs.Input(role: "the screenshot", path: $0)] } ?? []))
        }
    }

    func run() throws {
        if let svg { return try writeSVG(svg) }
        let grid = (cols: cols ?? 80, rows: rows ?? 24)
        try reportingFailures {
            let scene = try options.load(scene)
            if let refusal = CommandWork.paintingRefusal(file: self.scene, scene: scene, cols: grid.cols, rows: grid.rows) {
                throw CLIError(refusal)
            }
            let points = try taps.map { path in try wrap { try TapFile.read(path: path) } } ?? []
            if !points.isEmpty, let refusal = CommandWork.tapsRefusal(file: self.scene, resolver: options.policy.resolver(for: scene),
                                                                      policy: options.policy.policy(for: scene), taps: points.count) {
                throw CLIError(refusal)
            }
            let shot = try ScreenshotOption.load(given: screenshot, scenePath: self.scene, canvas: scene.canvas, beside: true)
            let screen = HeadlessScreen.render(scene: scene, path: self.scene, cols: grid.cols, rows: grid.rows,
                                               settings: options.policy.settings(for: scene), taps: points,
                                               screenshot: shot, ids: ids)
            for line in screen.lines() { Console.out(line) }
        }
    }

    /// The scene as an SVG picture: taps resolved under the policy, optionally the hit map and the audit.
    func writeSVG(_ path: String) throws {
        try reportingFailures {
            let scene = try options.load(scene)
            let policy = options.policy.policy(for: scene)
            let resolver = options.policy.resolver(for: scene)
            var picture = ScenePicture(scene: scene)
            picture.screenshot = try ScreenshotOption.load(given: screenshot, scenePath: self.scene,
                                                           canvas: scene.canvas, beside: true)
            picture.slop = options.policy.slop
            picture.radius = options.policy.radius
            if let taps {
                let points = try wrap { try TapFile.read(path: taps) }
                if let refusal = CommandWork.tapsRefusal(file: self.scene, resolver: resolver, policy: policy, taps: points.count) {
                    throw CLIError(refusal)
                }
                picture.taps = points.map { resolver.resolve($0, policy: policy) }
            }
            if map {
                if let refusal = CommandWork.pictureMapRefusal(file: self.scene, scene: scene, resolver: resolver, policy: policy) {
                    throw CLIError(refusal)
                }
                picture.map = policy
            }
            if audit {
                let auditOptions = AuditOptions(policies: [policy], slop: options.policy.slop,
                                                radius: options.policy.radius ?? TouchCloud.defaultRadius)
                do {
                    // render has no --resolution: a canvas too large for the default step is sampled coarser.
                    picture.audit = try Audit.analyseFitting(scene: scene, file: self.scene, options: auditOptions)
                } catch {
                    throw CLIError("\(error)")
                }
                picture.auditPolicy = policy
            }
            try writeOutput(picture.svg, to: path, what: "the picture")
        }
    }
}
