import ArgumentParser
import Foundation
import TapplayCore

extension DumpFormatChoice: ExpressibleByArgument {
    public static var allValueStrings: [String] { ["auto"] + DumpFormat.allCases.map(\.rawValue) }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a view-hierarchy dump (UIKit, XCUITest, Appium, uiautomator, Maestro, idb, Espresso, dumpsys, Compose, Flutter) into a scene file.",
        discussion: """
        Reads `po view.recursiveDescription()` (uikit), `po app` / `print(app.debugDescription)` (xcuitest), \
        Appium's iOS page source (appium), `adb shell uiautomator dump` (uiautomator), `maestro hierarchy` or a \
        `maestro test --debug-output` commands file (maestro), `idb ui describe-all` / `describe-point` or AXe's \
        `describe-ui` (idb), the `View Hierarchy:` of a failing Espresso test (espresso), `adb shell dumpsys \
        activity top` (dumpsys), a Compose test's `printToLog` / `printToString` (compose) or Flutter's \
        `debugDumpSemanticsTree()` (flutter: `S` or `U` in `flutter run`; --platform says ios or android), log prefixes and \
        all, and writes the scene as YAML: frames in points, in the parent's space; type and label on every \
        view; one warning line on stderr for each thing a scene cannot express. Every other command also takes \
        a dump directly.
        """ + CommandExamples.helpBlock("import"))

    @Argument(help: "The dump file.")
    var dump: String

    @Option(help: "The dump's format: auto (recognised from the content), uikit, xcuitest, appium, uiautomator, maestro, idb, espresso, dumpsys, compose or flutter.")
    var format: DumpFormatChoice = .auto

    @OptionGroup var dumpOptions: DumpOptions

    @Option(name: [.short, .long], help: "Write the scene to this file instead of standard output.")
    var output: String?

    func validate() throws {
        if let output {
            try refuseOwnInputs([OwnInputs.Output(option: "--output", path: output, writes: "the scene")],
                                [OwnInputs.Input(role: "the dump", path: dump)])
        }
    }

    func run() throws {
        try reportingFailures {
            var options = dumpOptions.importOptions
            options.format = format
            let imported = try ImportedSceneFile.importDump(path: dump, options: options)
            let header = "Imported by tapplay from \(DumpImporter.baseName(dump)) (\(imported.format.rawValue) dump).\n"
                + "Frames are in \(imported.scene.platform == .android ? "dp" : "points"), each in its parent's space; '# line N' is the dump line a view came from."
            // Only what `validate` accepts is written.
            let yaml = try ImportedSceneFile.yaml(for: imported, header: header)
            if let output {
                try writeOutput(yaml, to: output, what: "the scene")
            } else {
                Console.write(yaml)
            }
            ImportReport.note(imported)
        }
    }
}
