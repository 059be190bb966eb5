import ArgumentParser
import Foundation
import TapplayCore
import TapplayTerminal

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the interactive playground (the default command).",
        discussion: """
        Draws the scene's views as coloured cells and resolves every click under the chosen hit \
        policy, marking it with a dot: ● a handler ran, ○ nobody took the tap, ◐ ambiguous. \
        With no scene, a built-in demo scene opens. A scene file that changes on disk is reloaded.

        Keys (? lists them in the playground too):

        """ + Keymap.helpLines(width: 76).map { "  " + $0 }.joined(separator: "\n") + CommandExamples.helpBlock("run"))

    @Argument(help: "Scene files; with none, the built-in default scene. n/p switch between them.")
    var scenes: [String] = []

    @Option(help: "Append one JSON line per tap to this file (time, cell, point, policy, hit, responder, ambiguous, candidates), and one per drag event.")
    var record: String?

    @Option(help: "Show the taps of a record file (from --record) as dots on their scenes.")
    var replay: String?

    @Option(help: ArgumentHelp("A PNG screenshot of the app to draw under the scene (once per scene, in order; v shows or hides it).",
                               discussion: "Without it, a PNG with the scene's name beside it (login.txt and login.png) is taken.",
                               valueName: "file"))
    var screenshot: [String] = []

    @OptionGroup(title: "Start with") var policyOptions: PolicyOptions

    @OptionGroup var dumpOptions: DumpOptions

    @Option(name: .customLong("standard"), help: Standard.help)
    var standards: [Standard] = []

    @Option(help: ArgumentHelp("The audit config file the audit overlay (a) follows (default: .tapplay.yml in the current directory, when there is one).", valueName: "file"))
    var config: String?

    @Flag(name: .customLong("no-colour"), help: "Draw without colours (also when NO_COLOR is set).")
    var noColour = false

    /// For start-up measurements (`make bench`): draw the first frame, then leave.
    @Flag(name: .customLong("exit-after-first-frame"), help: .hidden)
    var exitAfterFirstFrame = false

    func validate() throws {
        if screenshot.count > max(1, scenes.count) || (scenes.isEmpty && !screenshot.isEmpty) {
            throw ValidationError(scenes.isEmpty ? "--screenshot goes under a scene file: give the scene too"
                                  : "--screenshot is given once per scene: \(screenshot.count) for \(scenes.count) scene\(scenes.count == 1 ? "" : "s")")
        }
        if let record {
            // Every file the playground reads: the scenes, the replayed record, the audit config.
            try refuseOwnInputs([OwnInputs.Output(option: "--record", path: record, writes: "the record", appends: true)],
                                scenes.map { OwnInputs.Input(role: "the scene file", path: $0) }
                                    + (replay.map { [OwnInputs.Input(role: "the replayed record", path: $0)] } ?? [])
                                    + [OwnInputs.Input(role: config == nil ? "the config file \(AuditConfig.defaultFileName)" : "the config file",
                                                       path: config ?? AuditConfig.defaultFileName)])
        }
    }

    func run() throws {
        try reportingFailures {
            // The audit overlay checks what `tapplay audit` would here: the config's settings, --standard first.
            let auditConfig = try AuditConfig.load(explicit: config, currentDirectory: FileManager.default.currentDirectoryPath)
            let audit = auditConfig.options(policies: [], minSize: nil, spacing: nil, resolution: nil, slop: nil,
                                            radius: nil, standards: standards)
            var entries: [SceneEntry] = []
            if scenes.isEmpty {
                entries.append(SceneEntry(path: nil, scene: try BuiltinScene.load()))
            } else {
                var problems: [SceneProblem] = []
                for path in scenes {
                    do {
                        entries.append(SceneEntry(path: path, scene: try loadScene(path, options: dumpOptions.importOptions)))
                    } catch let e as SceneLoadError {
                        problems += e.problems
                    }
                }
                if !problems.isEmpty { throw SceneLoadError(problems: problems) }
                for k in entries.indices {
                    entries[k].screenshot = try ScreenshotOption.load(
                        given: k < screenshot.count ? screenshot[k] : nil, scenePath: scenes[k],
                        canvas: entries[k].scene.canvas, beside: true)
                }
            }
            if let replay {
                // Streamed, keeping only the newest taps of each scene.
                var problems = 0
                try wrap {
                    try RecordFile.forEachLine(path: replay) { line in
                        switch line {
                        case .success(.tap(let t)): ReplayPlacement.place(t, on: &entries)
                        case .success(.drag): break
                        case .failure(let e):
                            problems += 1
                            if problems <= ReplayCommand.listedProblems { Console.err(Console.safe(e.description)) }
                        }
                    }
                }
                entries = ReplayPlacement.finish(entries)
            }
            do {
                try PlaygroundRunner.run(entries: entries, settings: policyOptions.settings(for: entries[0].scene),
                                         loader: { [dumpOptions] in try SceneOpener.open(path: $0, options: dumpOptions.importOptions).scene },
                                         recordPath: record, colour: !noColour, audit: audit,
                                         exitAfterFirstFrame: exitAfterFirstFrame)
            } catch let e as TerminalError where e.isWriteError {
                Console.err(Console.safe(e.description))
                throw ExitCode(WriteReason.exitStatus)
            } catch let e as TerminalError {
                throw CLIError(e.description)
            }
        }
    }
}
