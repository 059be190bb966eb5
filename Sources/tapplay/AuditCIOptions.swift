import ArgumentParser
import Foundation
import TapplayCore

extension ReporterKind: ExpressibleByArgument {}

/// The options that put `tapplay audit` into CI: where the report goes and in
/// which format, the baseline, and the config file.
struct AuditCIOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The report's format: text, json (as --json), sarif (GitHub code scanning), github (annotations on a pull request's diff), junit (CI dashboards) or html (one page with the screens' pictures, for a reviewer; needs --output).", valueName: "format"))
    var reporter: ReporterKind?

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Report only the findings that are not in this baseline file; the exit status counts only them.",
                             valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"),
            help: ArgumentHelp("Also record every reported finding in this file, for a later --baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(name: .customLong("fail-on-review"),
          help: "Exit with status 1 for findings to review too, not only for certain ones (config: fail-on-review: true).")
    var failOnReview = false

    @Option(help: ArgumentHelp("The config file (default: .tapplay.yml in the current directory, when there is one); options given on the command line win over it.", valueName: "file"))
    var config: String?

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be combined: write the baseline, then audit against it")
        }
        if reporter == .html && output == nil {
            throw ValidationError("--reporter html needs --output FILE: an HTML page on a terminal helps nobody")
        }
        for (name, value) in [("output", output), ("baseline", baseline), ("write-baseline", writeBaseline), ("config", config)] {
            if value?.isEmpty == true { throw ValidationError("--\(name) needs a file name") }
        }
    }
}

extension AuditCIOptions {
    /// The files these options write, for the own-input check.
    var outputs: [OwnInputs.Output] {
        (output.map { [OwnInputs.Output(option: "--output", path: $0, writes: "the report")] } ?? [])
            + (writeBaseline.map { [OwnInputs.Output(option: "--write-baseline", path: $0, writes: "the baseline")] } ?? [])
    }

    /// The files these options read: the baseline and the config file (the
    /// default `.tapplay.yml` when no --config is given).
    var inputs: [OwnInputs.Input] {
        (baseline.map { [OwnInputs.Input(role: "the baseline", path: $0)] } ?? [])
            + [OwnInputs.Input(role: config == nil ? "the config file \(AuditConfig.defaultFileName)" : "the config file",
                               path: config ?? AuditConfig.defaultFileName)]
    }

    /// Reads the config and the baseline; `json` is the command's `--json`,
    /// which is `--reporter json`. A bad file is its lines on stderr and status 2.
    func start(json: Bool) throws -> AuditCIRun {
        if json, let r = reporter, r != .json {
            throw ValidationError("--json is --reporter json; it cannot be combined with --reporter \(r.rawValue)")
        }
        return try failingWithStatus2 { () throws(AuditCIRun.Failure) in
            try AuditCIRun(reporter: reporter ?? (json ? .json : .text), configPath: config, baselinePath: baseline,
                           currentDirectory: FileManager.default.currentDirectoryPath, failOnReview: failOnReview)
        }
    }

    /// Reports the results (to standard output or --output), writes the
    /// baseline and the command's `more` files (the picture); true when the
    /// run fails. Every file is written, whole, before standard output (a
    /// reader that stops early, `| head`, cannot cost a file), and a file that
    /// fails costs none of the others: each failure is one line, then status 74.
    func finish(_ run: AuditCIRun, _ results: [AuditResult],
                screenshots: [String: Screenshot] = [:],
                more: [(path: String, what: String, text: () -> String)] = []) throws -> Bool {
        var report = run.report(results)
        report.screenshots = screenshots
        if run.reporter != .text {
            // The text report says it in its summary line; the others have no place for it.
            for scene in report.scenes { if let more = scene.omittedLine { Console.err(Console.safe("\(scene.file): \(more)")) } }
        }
        var written = run.writeFiles(report, output: output, writeBaseline: writeBaseline)
        for file in more {
            do {
                try OutputFile.write(file.text(), to: file.path, what: file.what)
            } catch {
                written.failures.append(error.description)
            }
        }
        for line in written.failures { Console.err(Console.safe(line)) }
        if let text = written.standardOutput { Console.write(text) }
        if !written.failures.isEmpty { throw ExitCode(WriteReason.exitStatus) }
        return report.fails
    }

    private func failingWithStatus2<T>(_ body: () throws(AuditCIRun.Failure) -> T) throws -> T {
        do {
            return try body()
        } catch {
            for line in error.lines { Console.err(Console.safe(line)) }
            throw ExitCode(error.status)
        }
    }
}
