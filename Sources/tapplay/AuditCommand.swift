import ArgumentParser
import Foundation
import TapplayCore

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "List every tap problem of each scene: unreachable, small, swallowed, ambiguous and close views, and the WCAG target sizes on request.",
        discussion: """
        Every measure is taken on the centres of a --resolution grid over the canvas, so the numbers \
        are reproducible to the digit. Default policies: the config's policies, else the scene's own \
        (import writes them: uikit for iOS dumps, android, compose), else uikit and swiftui on an iOS \
        scene and android on an Android one. \
        --standard chooses the target sizes checked: platform (small, the default), wcag-aa and wcag-aaa \
        (WCAG 2.2's 2.5.8 and 2.5.5); repeat it, with platform, to keep small too. \
        Exit status: 0 when there are no findings, 1 when there are, 2 for bad input.
        """ + CommandExamples.helpBlock("audit"))

    @Argument(help: "Scene files (or dumps).")
    var scenes: [String]

    @Option(name: .long, help: "A policy to audit (repeatable): uikit, swiftui, exact, filtered, sampled, android or compose. Default: the config's policies, else the scene's policies key, else uikit and swiftui on an iOS scene, android on an Android one.")
    var policy: [PolicyKind] = []

    @Option(name: .customLong("standard"), help: Standard.help)
    var standards: [Standard] = []

    @Option(name: .customLong("min-size"), parsing: .unconditional,
            help: "The smallest acceptable region width and height (default 44 pt on an iOS scene, Apple's minimum; 48 dp on an Android one, Material's).")
    var minSize: Double?

    @Option(parsing: .unconditional, help: "The smallest acceptable gap between tappable views in points (default 8).")
    var spacing: Double?

    @Option(parsing: .unconditional, help: "The sample grid's step in points (default 0.5).")
    var resolution: Double?

    @Option(parsing: .unconditional, help: "SwiftUI tap-area growth in points (overrides the scenes' slop).")
    var slop: Double?

    @Option(parsing: .unconditional, help: "The touch radius of the sampled policy, in points (default 20).")
    var radius: Double?

    @Flag(help: "Print one JSON object per finding per line.")
    var json = false

    @Option(help: "Also write the findings as an SVG picture, one panel per policy.")
    var svg: String?

    @OptionGroup var dumpOptions: DumpOptions

    @OptionGroup var ci: AuditCIOptions

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("give at least one scene file") }
        func check(_ name: String, _ v: Double?, positive: Bool = false) throws {
            guard let v else { return }
            guard v.isFinite, positive ? v > 0 : v >= 0 else {
                throw ValidationError("--\(name) must be a finite number of points \(positive ? "> 0" : ">= 0"), got \(Format.exact(v))")
            }
        }
        try check("min-size", minSize)
        try check("spacing", spacing)
        try check("resolution", resolution, positive: true)
        try check("slop", slop)
        try refuseHugeSlop(slop)
        try check("radius", radius)
        try refuseOwnInputs(ci.outputs + (svg.map { [OwnInputs.Output(option: "--svg", path: $0, writes: "the picture")] } ?? []),
                            scenes.map { OwnInputs.Input(role: "the scene file", path: $0) } + ci.inputs)
    }

    func run() throws {
        let ciRun = try ci.start(json: json)
        // `--density` wins over the config's `density`.
        let density = dumpOptions.density ?? ciRun.config.density
        var loaded: [(file: String, scene: Scene)] = []
        var bad = false
        for path in scenes {
            do {
                loaded.append((path, try loadScene(path, options: ImportOptions(density: density))))
            } catch let e as SceneLoadError {
                for p in e.problems { Console.err(Console.safe(p.description)) }
                bad = true
            } catch {
                Console.err(Console.safe("\(path): \(error)"))
                bad = true
            }
        }
        if bad { throw ExitCode(2) }
        let options = ciRun.options(policies: policy, minSize: minSize, spacing: spacing,
                                    resolution: resolution, slop: slop, radius: radius, standards: standards)
        let results: [AuditResult]
        do {
            results = try ciRun.analyse(loaded, options: options)
        } catch {
            Console.err(Console.safe("\(error)"))
            throw ExitCode(2)
        }
        var picture: [(path: String, what: String, text: () -> String)] = []
        if let svg, let first = results.first {
            if results.count > 1 {
                Console.err("--svg draws the first scene only (\(first.file))")
            }
            picture.append((svg, "the picture", { AuditPicture.svg(first) }))
        }
        // The files (the report, the baseline, the picture) first, standard output last.
        let fails = try ci.finish(ciRun, results, more: picture)
        if fails { throw ExitCode(1) }
    }
}
