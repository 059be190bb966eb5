/// One thing wrong with a scene file: where it is (file, line, column, key path)
/// and what is wrong with it.
///
/// `description` is the one-line form the command line prints:
/// `Scenes/x.yaml:14:12: views[2].alpha: 1.5 is outside 0…1`; without a
/// position `Scenes/x.yaml: views: …`; with an empty key path
/// `Scenes/x.yaml:1:1: …`.
public struct SceneProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in (the path given to the loader, or the source name).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column (counted in Unicode scalars, as libyaml does), when known.
    public var column: Int?
    /// The key path of the offending value, like `views[1].children[0].frame`;
    /// empty when the problem concerns the whole file.
    public var path: String
    /// What is wrong, e.g. `1.5 is outside 0…1`.
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        var out = file
        if let line {
            out += ":\(line)"
            if let column { out += ":\(column)" }
        }
        out += ": "
        if !path.isEmpty { out += path + ": " }
        return out + message
    }
}

/// A scene file that could not be loaded, with every problem found in it.
public struct SceneLoadError: Error, Sendable, CustomStringConvertible {
    /// The problems listed, possibly ending with a line that counts those not listed.
    public var problems: [SceneProblem]
    /// How many problems the file has in all, listed or not.
    public var count: Int

    public init(problems: [SceneProblem], count: Int? = nil) {
        self.problems = problems
        self.count = count ?? problems.count
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
