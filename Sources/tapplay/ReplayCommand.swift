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

    @OptionGroup var policyOptions: PolicyOptions

    @Flag(help: "Print one JSON object per differing tap, then a summary object.")
    var json = false

    func run() throws {
        try reportingFailures {
            let file = try wrap { try RecordFile.read(path: record) }
            for p in file.problems { Console.err(Console.safe(p)) }
            let replay = Replay(scenePath: scene, policy: policyOptions.givenPolicy, slop: policyOptions.slop,
                                load: loadScene)
            let report = try replay.run(file)
            for d in report.differences {
                Console.out(json ? d.json.serialized : Console.safe(d.text))
            }
            Console.out(json ? report.summaryJSON.serialized : report.summary)
            if !report.differences.isEmpty { throw ExitCode(1) }
        }
    }
}

/// Turns a core error with a description into a CLI error.
func wrap<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as RecordError { throw CLIError(e.description) }
}
