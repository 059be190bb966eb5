import Foundation

/// The binary's own account of its commands, read from `--help`: the
/// subcommands `tapplay --help` lists and the options each one's `--help`
/// lists. Tests that must cover every command derive their lists from here
/// rather than from a copy that a new command would leave behind.
enum HelpText {
    /// One option of a subcommand's `--help`: its long name and its help text (continuation lines joined).
    struct Option: Equatable, CustomStringConvertible {
        let name: String
        let text: String
        var description: String { name }
    }

    /// The subcommands `tapplay --help` lists, in its order (`run (default)` as `run`).
    static func subcommands() throws -> [String] {
        let help = try CLI.run(["--help"])
        guard help.status == 0 else { throw HelpError(description: "tapplay --help exited \(help.status): \(help.stderr)") }
        let names = section("SUBCOMMANDS", of: help.stdout).compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }
        guard !names.isEmpty else { throw HelpError(description: "tapplay --help lists no subcommand:\n\(help.stdout)") }
        return names
    }

    /// The options `tapplay <subcommand> --help` lists, without `--version` and `--help`.
    static func options(of subcommand: String) throws -> [Option] {
        let help = try CLI.run([subcommand, "--help"])
        guard help.status == 0 else {
            throw HelpError(description: "tapplay \(subcommand) --help exited \(help.status): \(help.stderr)")
        }
        var options: [Option] = []
        var current: (name: String, text: String)?
        func close() {
            if let c = current, c.name != "--version", c.name != "--help" {
                options.append(Option(name: c.name, text: c.text.trimmingCharacters(in: .whitespaces)))
            }
            current = nil
        }
        // OPTIONS:, and any titled group of options (run's START WITH:).
        let groups = sections(of: help.stdout).filter { !["ARGUMENTS", "SUBCOMMANDS"].contains($0.name) }
        for line in groups.flatMap(\.lines) {
            let body = line.trimmingCharacters(in: .whitespaces)
            // An option's first line: "  --name <value>   text" or "  -o, --name <value>   text"
            // (a long one with a single space before its text, or none on that line).
            if line.hasPrefix("  -") {
                close()
                var words = body.split(separator: " ").map(String.init)[...]
                if words.first?.hasSuffix(",") == true { words = words.dropFirst() }
                let name = words.popFirst() ?? ""
                if words.first?.hasPrefix("<") == true { words = words.dropFirst() }
                current = (name, words.joined(separator: " "))
            } else if current != nil {
                current?.text += " " + body
            }
        }
        close()
        return options
    }

    /// The options of `subcommand` that write a file: those whose help begins
    /// "Write", "Append", "Also write" or "Also record".
    static func fileOptions(of subcommand: String) throws -> [Option] {
        try options(of: subcommand).filter { option in
            let text = option.text.lowercased()
            return ["write ", "append ", "also write ", "also record "].contains { text.hasPrefix($0) }
        }
    }

    /// The lines of a `--help` section (after its `NAME:` line, up to the next blank line).
    static func section(_ name: String, of help: String) -> [String] {
        sections(of: help).first { $0.name == name }?.lines ?? []
    }

    /// Every section that starts with a line of its own, `NAME:` in capitals, with its lines.
    static func sections(of help: String) -> [(name: String, lines: [String])] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { i in
            let line = lines[i]
            guard line.hasSuffix(":"), line.range(of: "^[A-Z][A-Z ]*:$", options: .regularExpression) != nil else { return nil }
            return (String(line.dropLast()), Array(lines[(i + 1)...].prefix { !$0.isEmpty }))
        }
    }

    struct HelpError: Error, CustomStringConvertible {
        let description: String
    }
}
