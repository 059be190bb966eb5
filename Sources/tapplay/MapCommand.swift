import ArgumentParser
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "map", abstract: "pending")
}
