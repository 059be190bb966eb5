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
        if let s = slop, s > Limits.maxLength {
            throw ValidationError("--slop must be at most 1e9 points, got \(s)")
        }
    }
}

/// Loads a scene file or imports a dump (recognised by content), or throws
/// its problems. An import's warnings and its one-line note go to stderr.
func loadScene(_ path: String) throws -> Scene {
    try loadScene(path, options: ImportOptions())
}

/// `loadScene` with a dump imported under `options`.
func loadScene(_ path: String, options: ImportOptions) throws -> Scene {
    let opened = try SceneOpener.open(path: path, options: options)
    if let imported = opened.imported { ImportReport.note(imported) }
    return opened.scene
}

/// What an import says on stderr: one line per warning, then
/// `tapplay: imported 17 views from login.txt (xcuitest)` with the warning count.
enum ImportReport {
    static func note(_ imported: DumpImport) {
        for w in imported.warnings { Console.err(Console.safe(w.description)) }
        Console.err(Console.safe(imported.note))
    }
}

/// `--cols` and `--rows`, the size of a text grid.
struct GridOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Columns of the grid.")
    var cols: Int

    @Option(parsing: .unconditional, help: "Rows of the grid.")
    var rows: Int

    func validate() throws {
        guard (1...Limits.maxGridSide).contains(cols), (1...Limits.maxGridSide).contains(rows) else {
            throw ValidationError("--cols and --rows must be between 1 and \(Limits.maxGridSide) (got \(cols)×\(rows))")
        }
    }
}
