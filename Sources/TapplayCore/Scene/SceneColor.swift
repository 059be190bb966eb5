/// The colours a scene may give its views.
public enum SceneColor: String, CaseIterable, Sendable, Codable {
    case red, green, blue, yellow, magenta, cyan, white, gray, black, orange

    /// The colour given to a view that names none: a palette cycled in painter's order,
    /// so neighbours are told apart (gray, black and white are left for explicit use).
    public static func automatic(forIndex i: Int) -> SceneColor {
        let palette: [SceneColor] = [.blue, .green, .orange, .magenta, .cyan, .yellow, .red]
        return palette[i % palette.count]
    }

    /// A single letter naming the colour, for terminals without colour.
    public var letter: Character {
        switch self {
        case .red: "r"
        case .green: "g"
        case .blue: "b"
        case .yellow: "y"
        case .magenta: "m"
        case .cyan: "c"
        case .white: "w"
        case .gray: "a"
        case .black: "k"
        case .orange: "o"
        }
    }
}
