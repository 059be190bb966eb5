import ArgumentParser
import TapplayCore

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files and list every problem (file:line:column: key path: what is wrong).")

    @Argument(help: "Scene files to check.")
    var scenes: [String]

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
        var badFiles = 0
        var problems = 0
        for path in scenes {
            do {
                let s = try SceneLoader.load(path: path)
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
