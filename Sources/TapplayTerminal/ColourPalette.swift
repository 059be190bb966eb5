import CNcurses
import TapplayCore

/// Maps `TermColor`s to ncurses colour numbers and allocates colour pairs on demand.
struct ColourPalette {
    /// Colours the terminal offers; 0 means monochrome (every cell uses pair 0).
    let colours: Int
    /// Highest usable pair number + 1 (capped to what `setcchar`'s short takes).
    let pairLimit: Int
    /// Whether `use_default_colors` worked, so -1 means the terminal's own colours.
    let defaultColours: Bool
    private var cache: [Int32: Int16] = [:]
    private var nextPair: Int = 1

    init(colours: Int, pairs: Int, defaultColours: Bool) {
        self.colours = colours
        self.pairLimit = min(pairs, Int(Int16.max))
        self.defaultColours = defaultColours
    }

    static let monochrome = ColourPalette(colours: 0, pairs: 0, defaultColours: true)

    /// The ncurses colour number for `colour` as foreground or background, and
    /// whether the cell should be dimmed to approximate it (gray on 8 colours).
    func number(_ colour: TermColor, foreground: Bool) -> (Int16, dim: Bool) {
        switch colour {
        case .default:
            if defaultColours { return (-1, false) }
            return (Int16(foreground ? COLOR_WHITE : COLOR_BLACK), false)
        case .scene(let c):
            switch c {
            case .black: return (Int16(COLOR_BLACK), false)
            case .red: return (Int16(COLOR_RED), false)
            case .green: return (Int16(COLOR_GREEN), false)
            case .yellow: return (Int16(COLOR_YELLOW), false)
            case .blue: return (Int16(COLOR_BLUE), false)
            case .magenta: return (Int16(COLOR_MAGENTA), false)
            case .cyan: return (Int16(COLOR_CYAN), false)
            case .white: return (Int16(COLOR_WHITE), false)
            case .gray:
                if colours >= 16 { return (8, false) }
                return (Int16(COLOR_WHITE), foreground)
            case .orange:
                if colours >= 256 { return (208, false) }
                return (Int16(COLOR_YELLOW), false)
            }
        }
    }

    /// The pair for (fg, bg), allocating it on first use; pair 0 when colours are
    /// off or the terminal's pairs run out. The Bool asks for A_DIM.
    mutating func pair(fg: TermColor, bg: TermColor) -> (Int16, Bool) {
        guard colours > 0 else { return (0, false) }
        let (f, dim) = number(fg, foreground: true)
        let (b, _) = number(bg, foreground: false)
        if f == -1 && b == -1 { return (0, false) }
        let key = Int32(f) << 16 | Int32(UInt16(bitPattern: b))
        if let p = cache[key] { return (p, dim) }
        guard nextPair < pairLimit else { return (0, dim) }
        let p = Int16(nextPair)
        guard init_pair(p, f, b) == OK else { return (0, dim) }
        nextPair += 1
        cache[key] = p
        return (p, dim)
    }
}
