import ArgumentParser
import Foundation
import TapplayCore

@main
struct Tapplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tapplay",
        abstract: "A terminal tap playground: see where taps land under UIKit and SwiftUI hit testing.",
        discussion: """
        Scenes are YAML files of stacked rectangles (see docs/scene-format.md). With no subcommand, \
        tapplay opens the interactive playground on a built-in scene.
        """,
        version: TapplayVersion.string,
        subcommands: [RunCommand.self, HitCommand.self, MapCommand.self, RenderCommand.self,
                      GesturesCommand.self, DragCommand.self, GenerateCommand.self, BenchCommand.self,
                      ReplayCommand.self, ValidateCommand.self, AuditCommand.self, ImportCommand.self,
                      TermCheckCommand.self, ManualSectionsCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Runs the command line, under the user's locale. A usage error (a bad flag or value) is reported
    /// as one line on stderr, `tapplay: <reason> (see tapplay hit --help)`, with
    /// status 64; `--help` and `--version` print as usual.
    static func main() {
        // Text is measured (wcwidth) and shown under the user's locale, as the
        // terminal shows it. Without a UTF-8 locale the ASCII fallback says so
        // once, on stderr (the playground says it in its status line instead).
        Console.holdClosedDescriptors()
        setlocale(LC_ALL, "")
        TextFallback.onFirstUse { Console.err("note: " + TextFallback.note) }
        let arguments: [String]
        do {
            arguments = try CommandLineArguments.arguments()
        } catch {
            Console.err(Console.safe(error.message))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        if let line = CommandSuggestion.message(for: arguments, commands: names) {
            Console.err(Console.safe(line))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            if !(command is RunCommand || command is TermCheckCommand) {
                ignoreFileSizeSignal()
                // Every other signal that ends a process ends the command, its temporary files removed.
                EndingSignals.endCommandOnEachSignal()
            }
            try command.run()
        } catch let code as ExitCode {
            // Already reported by the command (or a deliberate status, as replay's 1).
            Foundation.exit(code.rawValue)
        } catch {
            let status = exitCode(for: error)
            ignoreFileSizeSignal()
            guard status != .success else {
                // Help, version, completion scripts: written like every other output,
                // so a failed write is one line and status 74.
                let text = fullMessage(for: error)
                Console.write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
                Foundation.exit(0)
            }
            let reason = oneLine(message(for: error))
            let sub = CommandLine.arguments.dropFirst().first { arg in
                configuration.subcommands.contains { $0.configuration.commandName == arg }
            }
            Console.err("\(Console.safe(reason)) (see tapplay \(sub.map { "\($0) " } ?? "")--help)")
            Foundation.exit(status.rawValue)
        }
    }

    /// A file-size limit (ulimit -f) then fails a write with EFBIG, reported
    /// as one line and status 74, instead of killing the process with SIGXFSZ.
    /// The playground keeps the signal's default (it ends the session and
    /// restores the terminal; its record writer takes the limit line by line).
    static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The parser's message as one line: its first line, with a list of
    /// choices that follows it ("Please provide one of the following:" then
    /// "- uikit", …) joined into it, so the line names the valid values.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard var first = lines.first else { return message }
        let choices = lines.dropFirst().prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        if !choices.isEmpty {
            if first.hasSuffix(":") { first.removeLast() }
            first += ": " + choices.joined(separator: ", ")
        }
        return first
    }
}
