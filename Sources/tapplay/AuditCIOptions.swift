import ArgumentParser
import Foundation
import TapplayCore

extension ReporterKind: ExpressibleByArgument {}

/// The options that put `tapplay audit` into CI: where the report goes and in
/// which format, the baseline, and the config file.
struct AuditCIOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The report's format: text, json (as --json), sarif (GitHub code scanning), github (annotations on a pull request's diff) or junit (CI dashboards).", valueName: "format"))
    var reporter: ReporterKind?

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Report only the findings that are not in this baseline file; the exit status counts only them.",
                             valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"),
            help: ArgumentHelp("Also record every reported finding in this file, for a later --baseline.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("The config file (default: .tapplay.yml in the current directory, when there is one); options given on the command line win over it.", valueName: "file"))
    var config: String?

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be combined: write the baseline, then audit against it")
        }
        for (name, value) in [("output", output), ("baseline", baseline), ("write-baseline", writeBaseline), ("config", config)] {
            if value?.isEmpty == true { throw ValidationError("--\(name) needs a file name") }
        }
    }
}

/// The CI side of one audit run: the config and baseline read before the
/// scenes are audited (bad ones stop the run with status 2), then the
/// findings filtered, reported and recorded.
struct AuditCI {
    let options: AuditCIOptions
    let reporter: ReporterKind
    let config: AuditConfig
    let baseline: Baseline?

    /// `json` is the command's `--json`, which is `--reporter json`.
    init(_ options: AuditCIOptions, json: Bool) throws {
        if json, let r = options.reporter, r != .json {
            throw ValidationError("--json is --reporter json; it cannot be combined with --reporter \(r.rawValue)")
        }
        self.options = options
        reporter = options.reporter ?? (json ? .json : .text)
        do {
            config = try AuditConfig.load(explicit: options.config,
                                          currentDirectory: FileManager.default.currentDirectoryPath)
            baseline = try options.baseline.map { path throws(BaselineFile.Problem) in try BaselineFile.read(path: path) }
        } catch let e as SceneLoadError {
            for p in e.problems { Console.err(Console.safe(p.description)) }
            throw ExitCode(2)
        } catch let e as BaselineFile.Problem {
            Console.err(Console.safe(e.description))
            throw ExitCode(2)
        }
    }

    /// Reports the findings that neither the config ignores nor the baseline
    /// knows, writes the baseline when asked; true when the run fails (a
    /// reported finding of a `fail-on` kind).
    func report(_ results: [AuditResult]) throws -> Bool {
        let scenes = results.map { AuditedScene(file: $0.file, name: $0.scene.name, policies: $0.policies) }
        let filter = FindingFilter(ignore: config.ignore, baseline: baseline)
        let report = filter.report(findings: results.flatMap(\.findings), scenes: scenes,
                                   failOn: config.failingKinds)
        let text = reporter.render(report)
        do {
            if let path = options.output {
                try OutputFile.write(text, to: path)
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
            if let path = options.writeBaseline {
                try BaselineFile.write(Baseline(findings: report.findings), to: path)
            }
        } catch let e as OutputFile.Problem {
            Console.err(Console.safe(e.description))
            throw ExitCode(2)
        } catch let e as BaselineFile.Problem {
            Console.err(Console.safe(e.description))
            throw ExitCode(2)
        }
        return report.fails
    }
}
