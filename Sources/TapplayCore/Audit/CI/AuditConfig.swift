import Foundation

/// A team's audit settings, from `.tapplay.yml` (or `--config FILE`): the
/// defaults for the audit's options, the kinds that fail a run, and the
/// findings to leave out. Every value is optional; options given on the
/// command line replace the file's.
public struct AuditConfig: Sendable {
    /// The file looked for in the current directory when no `--config` is given.
    public static let defaultFileName = ".tapplay.yml"

    /// Where it was read from; nil for no file.
    public var file: String?
    public var policies: [PolicyKind]?
    /// Pixels per dp of the dumps in pixels audited (`--density` replaces it).
    public var density: Double?
    /// The target-size standards to check (`Standard`); nil: `platform` alone.
    public var standards: [Standard]?
    public var minSize: Double?
    public var spacing: Double?
    public var resolution: Double?
    public var radius: Double?
    public var slop: Double?
    /// The kinds that make the exit status 1; nil: every kind.
    public var failOn: [FindingKind]?
    /// Whether findings to review make the exit status 1 too (`fail-on-review`,
    /// as `--fail-on-review`); nil: only certain findings do.
    public var failOnReview: Bool?
    public var ignore: [IgnoreRule]
    /// What else takes taps in the team's dumps (`--tappable` adds to it).
    public var tappable: [TappablePattern] = []
    /// Guess the tappability a dump does not record (`--guess-tappable`).
    public var guessTappable: Bool?
    /// The framework the screens are built with (`--framework` replaces it).
    public var framework: Framework?

    public init(file: String? = nil, policies: [PolicyKind]? = nil, density: Double? = nil, minSize: Double? = nil, spacing: Double? = nil,
                resolution: Double? = nil, radius: Double? = nil, slop: Double? = nil,
                failOn: [FindingKind]? = nil, failOnReview: Bool? = nil, ignore: [IgnoreRule] = []) {
        self.file = file
        self.policies = policies
        self.density = density
        self.minSize = minSize
        self.spacing = spacing
        self.resolution = resolution
        self.radius = radius
        self.slop = slop
        self.failOn = failOn
        self.failOnReview = failOnReview
        self.ignore = ignore
    }

    /// The config of a run: the file `explicit` names (which must exist), else
    /// `.tapplay.yml` in `currentDirectory` when there is one, else none.
    public static func load(explicit: String?, currentDirectory: String) throws(SceneLoadError) -> AuditConfig {
        if let explicit { return try AuditConfigLoader.load(path: explicit) }
        let path = (currentDirectory as NSString).appendingPathComponent(defaultFileName)
        guard FileManager.default.fileExists(atPath: path) else { return AuditConfig() }
        return try AuditConfigLoader.load(path: path, shownAs: defaultFileName)
    }

    /// How dumps are imported in this run: the command line's options, else the file's.
    public func importOptions(_ given: ImportOptions) -> ImportOptions {
        var o = given
        o.density = given.density ?? density
        o.tappable = tappable + given.tappable
        o.guessTappable = given.guessTappable || (guessTappable ?? false)
        o.framework = given.framework ?? framework
        return o
    }

    /// The kinds that fail a run.
    public var failingKinds: Set<FindingKind> { Set(failOn ?? FindingKind.allCases) }
}
