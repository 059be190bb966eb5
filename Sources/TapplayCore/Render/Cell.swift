/// A terminal colour as the renderer uses it: the scene palette plus the few
/// extra shades the chrome needs.
public enum TermColor: Hashable, Sendable {
    case scene(SceneColor)
    /// The terminal's default foreground/background.
    case `default`
    /// A colour of a screenshot's pixels (SPEC 6.2): 24-bit where the terminal
    /// offers 2²⁴ colours, else the nearest of the 240 colours 16–255.
    case rgb(UInt8, UInt8, UInt8)
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

/// One character cell: a character, colours and attributes. A double-width
/// character (`DisplayWidth.columns` 2: 点, 한, 😀) is held by the cell it
/// starts in, its *head*; the cell to its right is its *tail*, whose `char`
/// is `Cell.tail` and which shows nothing of its own. `CellBuffer` keeps the
/// pair together.
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

    /// The `char` of the right half of a double-width character: never text
    /// (`SafeText` shows a NUL as `^@`).
    public static let tail: Character = "\u{0}"

    /// Whether this cell is the right half of a double-width character.
    public var isTail: Bool { char == Cell.tail }

    /// Whether this cell starts a double-width character.
    public var isHead: Bool { !isTail && DisplayWidth.columns(char) == 2 }
}
