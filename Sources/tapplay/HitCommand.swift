import ArgumentParser
struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hit", abstract: "pending")
}
