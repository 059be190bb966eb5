import ArgumentParser
import TapplayCore

extension PolicyKind: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension HitMap.By: ExpressibleByArgument {}

/// `--policy` and `--slop`, shared and validated alike by every command that
/// resolves taps (a bad value is one line and status 64 everywhere).
struct PolicyOptions: ParsableArguments {
    @Option(name: .customLong("policy"), help: "Hit policy: uikit, swiftui, exact or filtered (default: uikit).")
    var givenPolicy: PolicyKind?

    @Option(name: .long, parsing: .unconditional, help: "SwiftUI tap-area growth in points (overrides the scene's slop).")
    var slop: Double?

    /// The policy to use: the one given, else uikit.
    var policy: PolicyKind { givenPolicy ?? .uikit }

    func validate() throws {
        if let s = slop, !(s.isFinite && s >= 0) {
            throw ValidationError("--slop must be a finite number of points >= 0, got \(s)")
        }
    }
}

/// Loads a scene file, or throws its problems.
func loadScene(_ path: String) throws -> Scene {
    try SceneLoader.load(path: path)
}

/// `--cols` and `--rows`, the size of a text grid.
struct GridOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Columns of the grid.")
    var cols: Int

    @Option(parsing: .unconditional, help: "Rows of the grid.")
    var rows: Int

    func validate() throws {
        guard (1...2000).contains(cols), (1...2000).contains(rows) else {
            throw ValidationError("--cols and --rows must be between 1 and 2000 (got \(cols)×\(rows))")
        }
    }
}
