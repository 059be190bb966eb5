import ArgumentParser
import Foundation
import TapplayCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a random, valid scene (YAML) to standard output.",
        discussion: """
        Nested containers (grids, stacks, scattered and overlapping boxes) with every view key \
        exercised: colours, labels, tappable, gestures, hidden, alpha (0.005 and 0.0005 included), \
        interactive, clips, hitInsets, passThrough, every contentShape kind, draggable, dropTarget. \
        The same options always write the same scene.
        """ + CommandExamples.helpBlock("generate"))

    @Option(parsing: .unconditional, help: "Number of views (1…\(Limits.maxGeneratedViews); the scene must fit in 4 MiB).")
    var views: Int

    @Option(parsing: .unconditional, help: "Seed of the random generator; the same seed gives the same scene.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Maximum nesting depth, 1…\(SceneGenerator.maxDepth) (1: root views only).")
    var depth: Int = 12

    @Option(help: "Canvas size in points, as WxH.")
    var canvas: String = "390x844"

    @Option(parsing: .unconditional, help: "The scene's slop in points (default 10).")
    var slop: Double?

    func validate() throws {
        guard (1...Limits.maxGeneratedViews).contains(views) else {
            throw ValidationError("--views must be between 1 and \(Limits.maxGeneratedViews), got \(views) "
                                  + "(scene files are at most 4 MiB)")
        }
        guard (1...SceneGenerator.maxDepth).contains(depth) else {
            throw ValidationError("--depth must be between 1 and \(SceneGenerator.maxDepth), got \(depth)")
        }
        guard Self.parseCanvas(canvas) != nil else {
            throw ValidationError("--canvas: expected WxH with sizes from 1 to 100000, e.g. 390x844, got '\(canvas)'")
        }
        if let s = slop, !(s.isFinite && s >= 0 && s <= 100_000) {
            throw ValidationError("--slop must be a number of points from 0 to 100000, got \(s)")
        }
    }

    static func parseCanvas(_ s: String) -> Size? {
        let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let h = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              w.isFinite, h.isFinite, (1...100_000).contains(w), (1...100_000).contains(h) else { return nil }
        return Size(width: w.rounded(), height: h.rounded())
    }

    func run() throws {
        let size = Self.parseCanvas(canvas)!
        let text = SceneGenerator.yaml(.init(views: views, seed: seed, depth: depth, canvas: size, slop: slop))
        let bytes = text.utf8.count
        guard bytes <= SceneFileReader.maximumSize else {
            // A scene no command would load afterwards is refused, not written.
            Console.err("\(views) views make a \(ByteSize.text(bytes, over: SceneFileReader.maximumSize)) scene; scene files are at most "
                        + "\(ByteSize.text(SceneFileReader.maximumSize)): try fewer views (about \(views * SceneFileReader.maximumSize / bytes))")
            throw ExitCode(1)
        }
        Console.write(text)
    }
}
