import ArgumentParser
import TapplayCore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-resolve a recorded session and report every tap whose result differs.",
        discussion: """
        Reads a --record file, resolves each tap again on the scene (the recorded file, or --scene) \
        under its recorded policy (or --policy), and prints one line per tap whose hit, responder, \
        ambiguity or candidates changed. Exit status 1 when any differs, so a scene edit can be \
        checked against yesterday's taps.
        """ + CommandExamples.helpBlock("replay"))

    @Argument(help: "The record file (JSON lines written by `tapplay run --record`).")
    var record: String

    @Option(help: "Resolve on this scene instead of the one named in each record line.")
    var scene: String?

    @OptionGroup var options: SceneOptions

    @Flag(help: "Print one JSON object per differing tap, then a summary object.")
    var json = false

    /// Malformed lines listed on stderr before the rest are only counted.
    static let listedProblems = 100

    func run() throws {
        try reportingFailures {
            let replay = Replay(scenePath: scene, policy: options.policy.givenPolicy, slop: options.policy.slop,
                                radius: options.policy.radius,
                                load: { [options] in try options.load($0) })
            // Streamed: each difference is printed as it is found, nothing is kept.
            var problems = 0
            let report = try wrap {
                try replay.run(path: record, difference: { d in
                    Console.out(json ? d.json.serialized : Console.safe(d.text))
                }, problem: { p in
                    problems += 1
                    if problems <= Self.listedProblems { Console.err(Console.safe(p)) }
                })
            }
            if problems > Self.listedProblems {
                Console.err("\(problems - Self.listedProblems) more malformed lines not listed")
            }
            Console.out(json ? report.summaryJSON.serialized : report.summary)
            if report.taps == 0 && report.dragEvents == 0 && report.malformed > 0 {
                throw CLIError("\(record): no line is a recorded tap or drag event (\(report.malformed) malformed)")
            }
            if report.differing > 0 || report.malformed > 0 { throw ExitCode(1) }
        }
    }
}

/// Turns a core error with a description into a CLI error.
func wrap<T>(_ body: () throws -> T) rethrows -> T {
    do { return try body() } catch let e as RecordError { throw CLIError(e.description) }
}
