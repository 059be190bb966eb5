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
        (import writes them: uikit for iOS dumps, android, compose, flutter), else uikit and swiftui on an iOS \
        scene and android on an Android one. \
        --standard chooses the target sizes checked: platform (small, the default), wcag-aa and wcag-aaa \
        (WCAG 2.2's 2.5.8 and 2.5.5); repeat it, with platform, to keep small too. \
        Every finding is certain, or to review when one fact that decides it is not in the dump \
        (its line begins "review (BECAUSE):"). \
        Exit status: 0 when there are no certain findings, 1 when there are (findings to review too \
        with --fail-on-review), 2 for bad input.
        """ + CommandExamples.helpBlock("audit"))

    @Argument(help: "Scene files (or dumps).")
    var scenes: [String]

    @Option(name: .long, help: "A policy to audit (repeatable): uikit, swiftui, exact, filtered, sampled, android, compose or flutter. Default: the config's policies, else the scene's policies key, else uikit and swiftui on an iOS scene, android on an Android one.")
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

    @Option(help: ArgumentHelp("With --svg: a PNG screenshot of the app to draw under the scene (once per scene, in order; --svg draws the first).", valueName: "file"))
    var screenshot: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How many scenes to audit at once (default: as many as the machine has cores).",
        discussion: "The output is the same, byte for byte, whatever the number.", valueName: "n"))
    var jobs: Int?

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
        if !screenshot.isEmpty && svg == nil && ci.reporter != .html {
            throw ValidationError("--screenshot draws under the --svg picture or the html report: give --svg FILE or --reporter html")
        }
        if screenshot.count > scenes.count {
            throw ValidationError("--screenshot is given once per scene: \(screenshot.count) for \(scenes.count) scene\(scenes.count == 1 ? "" : "s")")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        try refuseOwnInputs(ci.outputs + (svg.map { [OwnInputs.Output(option: "--svg", path: $0, writes: "the picture")] } ?? []),
                            scenes.map { OwnInputs.Input(role: "the scene file", path: $0) } + ci.inputs
                                + screenshot.map { OwnInputs.Input(role: "the screenshot", path: $0) })
    }

    func run() throws {
        let ciRun = try ci.start(json: json)
        // `--density`, `--tappable`, `--guess-tappable` and `--framework` over the config's.
        let importOptions = ciRun.config.importOptions(dumpOptions.importOptions)
        let options = ciRun.options(policies: policy, minSize: minSize, spacing: spacing,
                                    resolution: resolution, slop: slop, radius: radius, standards: standards)
        // One task per scene; what each says goes to stderr afterwards, in the order given.
        let audits = ParallelMap.map(scenes, jobs: jobs ?? ParallelMap.cores) { path in
            SceneAudit.run(path, importOptions: importOptions, run: ciRun, options: options)
        }
        for audit in audits { for line in audit.messages { Console.err(line) } }
        var results: [AuditResult] = []
        for audit in audits {
            switch audit.outcome {
            case .bad: throw ExitCode(2)
            case .audited(let result): results.append(result)
            case .refused: break
            }
        }
        // Every file loaded: the first scene the audit refused stops the run.
        for audit in audits {
            if case .refused(let line) = audit.outcome {
                Console.err(line)
                throw ExitCode(2)
            }
        }
        // The pictures under the scenes: read and checked before anything is written, a bad one is bad input.
        var shots: [String: Screenshot] = [:]
        if svg != nil || ciRun.reporter == .html {
            for (k, r) in results.enumerated() where svg == nil || k == 0 {
                do {
                    shots[r.file] = try ScreenshotOption.load(given: k < screenshot.count ? screenshot[k] : nil,
                                                              scenePath: r.file, canvas: r.scene.canvas,
                                                              beside: ciRun.reporter == .html)
                } catch {
                    Console.err(Console.safe("\(error)"))
                    throw ExitCode(2)
                }
            }
        }
        let shot = results.first.flatMap { shots[$0.file] }
        var picture: [(path: String, what: String, text: () -> String)] = []
        if let svg, let first = results.first {
            if results.count > 1 {
                Console.err("--svg draws the first scene only (\(first.file))")
            }
            picture.append((svg, "the picture", { AuditPicture.svg(first, screenshot: shot) }))
        }
        // The files (the report, the baseline, the picture) first, standard output last.
        let fails = try ci.finish(ciRun, results, screenshots: shots, more: picture)
        if fails { throw ExitCode(1) }
    }
}
