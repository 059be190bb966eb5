/// A terminal colour as the renderer uses it: the scene palette plus the few
/// extra shades the chrome needs.
public enum TermColor: Hashable, Sendable {
    case scene(SceneColor)
    /// The terminal's default foreground/background.
    case `default`
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
}

/// One character cell: a single-column character, colours and attributes.
public struct Cell: Hashable, Sendable {
    public var char: Character
    public var fg: TermColor
    public var bg: TermColor
    public var attrs: CellAttributes

    public init(_ char: Character = " ", fg: TermColor = .default, bg: TermColor = .default,
                attrs: CellAttributes = []) {
        self.char = char
        self.fg = fg
        self.bg = bg
        self.attrs = attrs
    }

    public static let blank = Cell()
}
