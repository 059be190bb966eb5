import ArgumentParser
import TapplayCore

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files (or dumps) and list every problem (file:line:column: key path: what is wrong).",
        discussion: """
        Loads each file as the other commands would (a dump is imported) and prints 'ok' with its name and view count, \
        or every problem found in it, one a line, with the line and column where the file has them \
        and the key path (views[1].children[0].frame). A file is either loaded whole or refused: \
        nothing is guessed or dropped. Exit status 0 when every file is valid, 1 otherwise.
        """ + CommandExamples.helpBlock("validate"))

    @Argument(help: "Scene files to check.")
    var scenes: [String]

    @OptionGroup var dumpOptions: DumpOptions

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
        var badFiles = 0
        var problems = 0
        for path in scenes {
            do {
                let opened = try SceneOpener.open(path: path, options: dumpOptions.importOptions)
                if let imported = opened.imported { ImportReport.note(imported) }
                let s = opened.scene
                Console.out("ok  \(Console.safe(path)): \(Console.safe(s.name)), \(s.views.count) view\(s.views.count == 1 ? "" : "s")")
            } catch let e {
                badFiles += 1
                problems += e.count
                for p in e.problems { Console.out(Console.safe(p.description)) }
            }
        }
        if badFiles > 0 {
            Console.err("\(problems) problem\(problems == 1 ? "" : "s") in \(badFiles) of \(scenes.count) file\(scenes.count == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }
}
