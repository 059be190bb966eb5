import ArgumentParser
import TapplayCore

extension PolicyKind: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension HitMap.By: ExpressibleByArgument {}

extension Platform: ExpressibleByArgument {}

/// `--policy`, `--slop` and `--radius`, shared and validated alike by every
/// command that resolves taps (a bad value is one line and status 64 everywhere).
struct PolicyOptions: ParsableArguments {
    @Option(name: .customLong("policy"), help: ArgumentHelp(
        "Hit policy: uikit, swiftui, exact, filtered, sampled, android, compose or flutter.",
        discussion: "Default: the scene's platform's (uikit on ios, android on android)."))
    var givenPolicy: PolicyKind?

    @Option(name: .long, parsing: .unconditional, help: "SwiftUI tap-area growth in points (overrides the scene's slop).")
    var slop: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "The finger's radius in points that sizes sampled's touch cloud (default 20).")
    var radius: Double?

    func validate() throws {
        if let s = slop, !(s.isFinite && s >= 0) {
            throw ValidationError("--slop must be a finite number of points >= 0, got \(s)")
        }
        try refuseHugeSlop(slop)
        if let r = radius, !(r.isFinite && r >= 0) {
            throw ValidationError("--radius must be a finite number of points >= 0, got \(r)")
        }
    }

    /// The policy given, else the scene's platform's default.
    func policy(for scene: Scene) -> PolicyKind {
        givenPolicy ?? scene.defaultPolicy
    }

    /// A resolver for the scene with the slop and radius given.
    func resolver(for scene: Scene) -> Resolver {
        Resolver(scene: scene, slop: slop, radius: radius)
    }

    /// The playground's settings for the scene: the policy, the slop and the radius given.
    func settings(for scene: Scene) -> HitSettings {
        HitSettings(policy: policy(for: scene), slop: slop, radius: radius)
    }
}

/// `--density`, taken by every command that takes a dump: pixels per dp of
/// a dump in pixels, a factor (`2.625`) or a dpi value (`420dpi`).
struct DumpOptions: ParsableArguments {
    @Option(name: .customLong("density"), parsing: .unconditional, help: ArgumentHelp(
        "Pixels per dp of an Android dump: a factor (2.625) or a dpi value (420dpi).",
        discussion: "Default: the dump's own, else assumed from its width (said on stderr); "
            + "`adb shell wm density` prints the device's."))
    var densityText: String?

    @Option(name: .customLong("tappable"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Also count these views as tappable: a type, id:GLOB or label:GLOB (repeatable).",
        discussion: "For controls a dump cannot show to be tappable (Maestro's iOS tree records no types); "
            + "findings about them are certain."))
    var tappableText: [String] = []

    @Flag(name: .customLong("guess-tappable"), help: ArgumentHelp(
        "Guess which elements of a dump without types take taps (Maestro on iOS); findings about them are to review."))
    var guessTappable = false

    @Option(name: .customLong("framework"), parsing: .unconditional, help: ArgumentHelp(
        "The framework the screens are built with, where a dump cannot show it: "
            + Framework.allCases.map(\.rawValue).joined(separator: ", ") + "."))
    var frameworkText: String?

    @Option(name: .customLong("platform"), help: ArgumentHelp(
        "The platform of a dump that does not say (a Flutter semantics dump): ios or android.",
        discussion: "Default: android (said on stderr); it sets the audit's minimum size, 48 dp or 44 pt."))
    var platform: Platform?

    func validate() throws {
        if let t = densityText, case .failure(let e) = PixelDensity.parse(t) {
            throw ValidationError("--density: \(e)")
        }
        for t in tappableText {
            do { _ = try TappablePattern(t) } catch { throw ValidationError("--tappable: \(error.description)") }
        }
        if let f = frameworkText, Framework(rawValue: f) == nil {
            throw ValidationError("--framework: '\(f)' is none of "
                                  + Framework.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// The `--tappable` patterns (`validate` has checked them).
    var tappable: [TappablePattern] { tappableText.compactMap { try? TappablePattern($0) } }

    /// The framework given, nil when none was.
    var framework: Framework? { frameworkText.flatMap(Framework.init(rawValue:)) }

    /// The density given, nil when none was.
    var density: Double? {
        guard let t = densityText, case .success(let d) = PixelDensity.parse(t) else { return nil }
        return d
    }

    /// How dumps are imported: recognised by content, at the density given,
    /// with the team's tappable patterns, guess, framework and platform.
    var importOptions: ImportOptions {
        ImportOptions(density: density, tappable: tappable, guessTappable: guessTappable, framework: framework,
                      platform: platform)
    }
}

/// What every command that resolves taps on a SCENE takes: how taps are
/// resolved (`--policy`, `--slop`, `--radius`) and how a dump is imported
/// (`--density`), with the loading itself.
struct SceneOptions: ParsableArguments {
    @OptionGroup var policy: PolicyOptions

    @OptionGroup var dump: DumpOptions

    /// Loads a SCENE argument: a scene file, or a dump imported at the density given.
    func load(_ path: String) throws -> Scene {
        try loadScene(path, options: dump.importOptions)
    }
}

/// Loads a scene file or imports a dump (recognised by content) under
/// `options`, or throws its problems. An import's warnings and its one-line
/// note go to stderr.
func loadScene(_ path: String, options: ImportOptions) throws -> Scene {
    let opened = try SceneOpener.open(path: path, options: options)
    if let imported = opened.imported { ImportReport.note(imported) }
    return opened.scene
}

/// As `loadScene`, printing nothing: the scene and the lines its import
/// would print on stderr (made safe), for a caller that prints them later.
func openScene(_ path: String, options: ImportOptions) throws -> (scene: Scene, notes: [String]) {
    let opened = try SceneOpener.open(path: path, options: options)
    return (opened.scene, opened.imported.map(ImportReport.lines) ?? [])
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

/// A `--slop` over `Limits.maxLength` is refused (every command that takes one).
func refuseHugeSlop(_ slop: Double?) throws {
    if let s = slop, s > Limits.maxLength {
        throw ValidationError("--slop must be at most \(Limits.text(Limits.maxLength)) points, got \(Format.exact(s))")
    }
}
