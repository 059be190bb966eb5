import ArgumentParser
import Foundation
import TapplayCore

struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Resolve taps: one with --at, or a batch of X,Y lines from standard input.",
        discussion: """
        With --at, prints the result for one point (with --trace, every step the policy took). \
        Without --at, reads one X,Y per line from standard input and writes one result per line, \
        in order; a malformed line gets an error object and the batch goes on (status 1 at the end).
        """ + CommandExamples.helpBlock("hit"))

    @Argument(help: "The scene file.")
    var scene: String

    @Option(parsing: .unconditional, help: "The tap point in canvas points, as X,Y.")
    var at: String?

    @OptionGroup var options: SceneOptions

    @Flag(help: "Print JSON (one object per line).")
    var json = false

    @Flag(help: "Explain every step of the resolution.")
    var trace = false

    func validate() throws {
        if let at, PointParser.parse(at) == nil {
            throw ValidationError("--at: expected X,Y as two finite numbers of points, e.g. --at 150,204, got '\(at)'")
        }
    }

    func run() throws {
        try reportingFailures {
            let scene = try options.load(scene)
            let resolver = options.policy.resolver(for: scene)
            let policy = options.policy.policy(for: scene)
            if let at {
                guard let p = PointParser.parse(at) else {
                    throw CLIError("--at: expected X,Y in points, e.g. --at 150,204, got '\(at)'")
                }
                let r = resolver.resolve(p, policy: policy, tracing: trace)
                Console.out(json ? r.json(in: scene, slop: resolver.slop, radius: resolver.radius, includeTrace: trace).serialized
                            : r.report(in: scene, slop: resolver.slop, radius: resolver.radius, trace: trace))
                return
            }
            var batch = HitBatch(resolver: resolver, policy: policy, json: json, trace: trace)
            // Line by line in bounded memory (CRLF too; an over-long line is a malformed one).
            try StandardInput.lines(terminalHint: "give a point with --at X,Y, or pipe X,Y lines on standard input") { lines in
                for line in lines {
                    if let answer = batch.answer(line) { Console.out(answer) }
                }
            }
            let malformed = batch.malformed
            if let first = malformed.first {
                // Every line was answered; the status still says the input was not all points.
                let n = malformed.count
                throw CLIError("\(n) malformed input line\(n == 1 ? "" : "s") (the first: line \(first)); "
                               + "each got an error \(json ? "object" : "line") in place")
            }
        }
    }
}
