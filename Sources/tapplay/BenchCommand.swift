import ArgumentParser
import TapplayCore

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time hit resolution and the hit map on a scene; print one line of figures.",
        discussion: """
        Resolves --taps random points of the canvas (a fixed seed) and builds the full --cols × --rows \
        hit map, several times after a warm-up, and prints the medians: \
        views=1000 policy=uikit ns_per_hit=85 map_200x60_ms=0.41. ns_per_hit is one Resolver.resolve \
        (a full result: hit, responder, ambiguity, candidates and distances, no trace). \
        --json adds the load and index times, the allocation-free outcome query and a checksum of every answer.
        """ + CommandExamples.helpBlock("bench"))

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var options: SceneOptions

    @Option(parsing: .unconditional, help: "Random taps per repetition.")
    var taps: Int = 100_000

    @Option(parsing: .unconditional, help: "Columns of the hit map.")
    var cols: Int = 200

    @Option(parsing: .unconditional, help: "Rows of the hit map.")
    var rows: Int = 60

    @Option(parsing: .unconditional, help: "Repetitions of each measurement (the median is printed).")
    var repeats: Int = 7

    @Flag(help: "Print one JSON object instead.")
    var json = false

    func validate() throws {
        guard (1...Limits.maxBenchTaps).contains(taps) else {
            throw ValidationError("--taps must be between 1 and \(Limits.maxBenchTaps), got \(taps)")
        }
        guard (1...Limits.maxGridSide).contains(cols), (1...Limits.maxGridSide).contains(rows) else {
            throw ValidationError("--cols and --rows must be between 1 and \(Limits.maxGridSide) (got \(cols)×\(rows))")
        }
        guard (1...1000).contains(repeats) else { throw ValidationError("--repeats must be between 1 and 1000, got \(repeats)") }
    }

    func run() throws {
        try reportingFailures {
            let result = try HitBenchmark.run(load: { try options.load(scene) }, policy: options.policy.givenPolicy,
                                              slop: options.policy.slop, radius: options.policy.radius,
                                              settings: .init(taps: taps, cols: cols, rows: rows, repeats: repeats))
            Console.out(json ? result.json.serialized : result.line)
        }
    }
}
