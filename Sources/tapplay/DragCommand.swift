import ArgumentParser
import Foundation
import TapplayCore

struct DragCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drag",
        abstract: "Drag and drop headlessly: touch samples in, DropDelegate calls out as JSON lines.",
        discussion: TouchScriptInput.format + """
        , the same lines as 'tapplay gestures'. Writes one JSON object per line for every event, streaming, in time \
        order: lifted, validateDrop, dropEntered, dropUpdated, dropExited, performDrop, reordered, \
        dragEnded, cancelled; e.g. {"t": 1.2, "event": "dropEntered", "target": "cell3", \
        "item": "cell1"}. Times are rounded to the millisecond. A lift due before a sample is \
        reported when that sample is read; a touch still down when the input ends is cancelled. \
        A malformed line, or one whose time is earlier than the previous sample's, gets \
        {"error": ..., "line": N} and the run goes on (exit status 0; 1 when no line is a valid sample).
        """ + CommandExamples.helpBlock("drag"))

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var options: SceneOptions

    @Flag(help: "Lift on the first movement beyond 10 pt instead of after a 0.5 s press (also the scene's quickDrag).")
    var quickDrag = false

    @Flag(help: "Print JSON lines (the default).")
    var json = false

    @Flag(help: "Print one readable line per event instead of JSON.")
    var text = false

    func validate() throws {
        if json && text { throw ValidationError("--json and --text exclude each other") }
    }

    func run() throws {
        try reportingFailures {
            let scene = try options.load(scene)
            var engine = DragEngine(scene: scene, policy: options.policy.policy(for: scene), slop: options.policy.slop,
                                    settings: DragSettings(quick: quickDrag))
            let names = engine.scene
            func emit(_ events: [DragEvent]) {
                for e in events {
                    Console.out(text ? Console.safe(e.summary(in: names)) : e.json(in: names).serialized)
                }
            }
            var lastTime = -Double.infinity
            try TouchScriptInput.run(
                terminalHint: "pipe touch samples on standard input, one 'T X,Y down|move|up' a line, "
                    + "e.g. printf '0 71,136 down\\n0.6 71,136 up\\n' | tapplay drag SCENE",
                problem: { TouchScript.outOfOrder($0, after: lastTime) },
                sample: { s in
                    lastTime = s.time
                    emit(engine.handle(s))
                },
                error: { e in Console.out(text ? e.text : e.json.serialized) },
                finish: { emit(engine.finish()) })
        }
    }
}
