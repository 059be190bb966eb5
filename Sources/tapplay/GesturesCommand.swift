import ArgumentParser
import Foundation
import TapplayCore

extension GestureStrategy: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

struct GesturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "Recognise tap, double tap and long press from touch lines on standard input.",
        discussion: TouchScriptInput.format + """
        , runs the scene's tap, doubleTap \
        and longPress recognisers on them and, as each is settled (when the input ends, pending timers run out), prints \
        one JSON line per fired gesture in time order:
          {"t": 0.55, "gesture": "tap", "view": "photo", "latency": 0.35, "strategy": "require-fail"}
        Times are rounded to the millisecond; latency is from the touch-up (from the touch-down for a \
        long press). A malformed line, a sample earlier than the one before, or a move or up without \
        a touch down prints an error object {"error": ..., "line": N, "input": ...} on standard output \
        at once, as it is read, and the run goes on without it (status 1 when no line is a valid sample). With --timeline every touch phase and \
        recogniser transition is printed too ("event": "touch" / "transition" / "fired").

        Strategies: require-fail (UIKit require(toFail:): a single tap on a view that also has a double \
        tap fires when the double-tap window has expired), timer (a short timer after \
        touch-up, cancelled by a second touch-down), immediate (the single tap fires at touch-up; a \
        double tap fires as well). A view without doubleTap never waits.
        """ + CommandExamples.helpBlock("gestures"))

    @Argument(help: "The scene file.")
    var scene: String

    @Option(help: "How a single tap coexists with a double tap: require-fail, timer or immediate.")
    var strategy: GestureStrategy = .requireFail

    @OptionGroup var options: SceneOptions

    @Option(name: .customLong("double-tap-window"), parsing: .unconditional,
            help: "Seconds after a touch-up within which a touch-down counts as the next tap.")
    var doubleTapWindow: Double = GestureSettings().doubleTapWindow

    @Option(name: .customLong("timer"), parsing: .unconditional, help: "The timer strategy's delay in seconds.")
    var timerDelay: Double = GestureSettings().timerDelay

    @Option(name: .customLong("long-press"), parsing: .unconditional, help: "Seconds a press must be held to be a long press.")
    var longPress: Double = GestureSettings().minimumPressDuration

    @Flag(help: "Print JSON (the default and only format; accepted for symmetry with 'hit').")
    var json = false

    @Flag(help: "Also print every touch phase and recogniser transition, in time order.")
    var timeline = false

    func validate() throws {
        for (name, v) in [("--double-tap-window", doubleTapWindow), ("--timer", timerDelay), ("--long-press", longPress)]
        where !(v.isFinite && v >= 0 && v <= 3600) {
            throw ValidationError("\(name) must be a number of seconds between 0 and 3600, got \(v)")
        }
    }

    func run() throws {
        try reportingFailures {
            let scene = try options.load(scene)
            let settings = GestureSettings(doubleTapWindow: doubleTapWindow, timerDelay: timerDelay,
                                           minimumPressDuration: longPress)
            var engine = GestureEngine(resolver: options.policy.resolver(for: scene),
                                       policy: options.policy.policy(for: scene), strategy: strategy, settings: settings)
            // Printed as the engine settles them (in time order), so memory stays bounded.
            func emit(_ events: [GestureEvent]) {
                for e in events {
                    if timeline {
                        Console.out(e.json(in: scene).serialized)
                    } else if let f = e.firedGesture {
                        Console.out(f.json(in: scene).serialized)
                    }
                }
            }
            try TouchScriptInput.run(terminalHint: "pipe 'T X,Y down|move|up' lines on standard input",
                                     problem: { engine.problem(with: $0) },
                                     sample: { emit(engine.handle($0)) },
                                     error: { Console.out($0.json.serialized) },
                                     finish: { emit(engine.finish()) })
        }
    }
}
