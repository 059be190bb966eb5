import Foundation
import Testing

/// Every subcommand's --help explains itself and shows examples, and the
/// examples it shows really run.
@Suite("Help: discussions, examples that run, the version")
struct HelpTests {
    @Test("every subcommand's --help has a discussion paragraph and an Examples list", arguments: try HelpText.subcommands())
    func helpHasExamples(_ sub: String) throws {
        let r = try CLI.run([sub, "--help"])
        #expect(r.status == 0)
        let overview = r.stdout.components(separatedBy: "USAGE:").first ?? ""
        // OVERVIEW, a blank line, then at least one paragraph of discussion.
        #expect(overview.components(separatedBy: "\n\n").count >= 3, "\(sub): no discussion")
        #expect(overview.contains("Examples:\n  tapplay") || overview.contains("Examples:\n  printf"),
                "\(sub): no examples")
    }

    @Test("--version prints the version")
    func version() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    /// The examples that run headless on the scenes in `Scenes/` (not the
    /// playground, not the ones that need a file of the user's).
    static func runnableExamples() throws -> [String] {
        let r = try CLI.run(["manual-sections"])
        return r.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(".Dl ") else { return nil }
            let command = String(line.dropFirst(4)).replacingOccurrences(of: "\\e", with: "\\")
            let interactive = command == "tapplay" || command.hasPrefix("tapplay run") || command.hasPrefix("tapplay termcheck")
            let needsUserFile = command.contains("taps.jsonl") || command.contains("big.yaml")
                || command.contains("--svg")           // writes a picture file
            return interactive || needsUserFile ? nil : command
        }
    }

    @Test("the man page's and --help's examples run as shown")
    func examplesRun() throws {
        let examples = try Self.runnableExamples()
        #expect(examples.count >= 8)
        for command in examples {
            // The shell runs the example as written, with `tapplay` the built binary.
            let script = "cd '\(CLI.root.path)' && tapplay() { '\(CLI.binary)' \"$@\"; } && " + command
            let o = try Spawn.run("/bin/sh", ["-c", script])
            let err = String(decoding: o.stderr, as: UTF8.self)
            // An audit that finds problems exits 1 by design.
            let expected: Set<Int32> = command.hasPrefix("tapplay audit") ? [0, 1] : [0]
            #expect(expected.contains(o.status), "\(command) exited \(o.status): \(err)")
            #expect(!o.stdout.isEmpty, "\(command) printed nothing")
        }
    }
}
