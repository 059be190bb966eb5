import CNcurses
import TapplayCore

/// Maps `TermColor`s to ncurses colour numbers and allocates colour pairs on demand.
/// A screenshot's colours (`TermColor.rgb`) are 24-bit on a direct-colour
/// terminal (2²⁴ colours: `TERM=xterm-direct`) and the nearest of xterm's
/// 240 colours 16–255 otherwise; pairs beyond a short are extended pairs
/// (`tp_init_pair`: `init_extended_pair` on ncurses 6.1 and later).
struct ColourPalette {
    /// Colours the terminal offers; 0 means monochrome (every cell uses pair 0).
    let colours: Int
    /// Highest usable pair number + 1 (capped to what `setcchar`'s short
    /// takes, unless ncurses has extended pairs).
    let pairLimit: Int
    /// Whether `use_default_colors` worked, so -1 means the terminal's own colours.
    let defaultColours: Bool
    private var cache: [Int64: Int32] = [:]
    private var nextPair: Int = 1

    init(colours: Int, pairs: Int, defaultColours: Bool) {
        self.colours = colours
        self.pairLimit = min(pairs, tp_extended_pairs() != 0 ? Int(Int32.max) : Int(Int16.max))
        self.defaultColours = defaultColours
    }

    static let monochrome = ColourPalette(colours: 0, pairs: 0, defaultColours: true)

    /// Whether the terminal takes colours as 24-bit RGB numbers.
    var direct: Bool { colours >= 1 << 24 }

    /// Pairs still free before `reset()` is needed.
    var freePairs: Int { max(0, pairLimit - nextPair) }

    /// Forgets every pair: the next ones are defined again from pair 1 (the
    /// caller repaints the whole screen, whose cells used the old ones).
    mutating func reset() {
        cache.removeAll(keepingCapacity: true)
        nextPair = 1
    }

    /// The ncurses colour number for `colour` as foreground or background, and
    /// whether the cell should be dimmed to approximate it (gray on 8 colours).
    func number(_ colour: TermColor, foreground: Bool) -> (Int32, dim: Bool) {
        switch colour {
        case .default:
            if defaultColours { return (-1, false) }
            return (Int32(foreground ? COLOR_WHITE : COLOR_BLACK), false)
        case .rgb(let r, let g, let b):
            if direct { return (Int32(TermColor.directNumber(r, g, b)), false) }
            if colours >= 256 { return (Int32(TermColor.xterm256(r, g, b)), false) }
            // Never drawn on fewer colours (the playground says why); black or white if it were.
            let light = 299 * Int(r) + 587 * Int(g) + 114 * Int(b) > 127_500
            return (Int32(light ? COLOR_WHITE : COLOR_BLACK), false)
        case .scene(let c):
            switch c {
            case .black: return (Int32(COLOR_BLACK), false)
            case .red: return (Int32(COLOR_RED), false)
            case .green: return (Int32(COLOR_GREEN), false)
            case .yellow: return (Int32(COLOR_YELLOW), false)
            case .blue: return (Int32(COLOR_BLUE), false)
            case .magenta: return (Int32(COLOR_MAGENTA), false)
            case .cyan: return (Int32(COLOR_CYAN), false)
            case .white: return (Int32(COLOR_WHITE), false)
            case .gray:
                // On a direct-colour terminal 8 is RGB 0,0,8 (near black): the gray is given as RGB.
                if direct { return (Int32(TermColor.directNumber(c.rgb.r, c.rgb.g, c.rgb.b)), false) }
                if colours >= 16 { return (8, false) }
                return (Int32(COLOR_WHITE), foreground)
            case .orange:
                if direct { return (Int32(TermColor.directNumber(c.rgb.r, c.rgb.g, c.rgb.b)), false) }
                if colours >= 256 { return (208, false) }
                return (Int32(COLOR_YELLOW), false)
            }
        }
    }

    /// The pair for (fg, bg), allocating it on first use; pair 0 when colours are
    /// off or the terminal's pairs run out. The Bool asks for A_DIM.
    mutating func pair(fg: TermColor, bg: TermColor) -> (Int32, Bool) {
        guard colours > 0 else { return (0, false) }
        let (f, dim) = number(fg, foreground: true)
        let (b, _) = number(bg, foreground: false)
        if f == -1 && b == -1 { return (0, false) }
        let key = Int64(f) << 32 | Int64(UInt32(bitPattern: b))
        if let p = cache[key] { return (p, dim) }
        guard nextPair < pairLimit else { return (0, dim) }
        let p = Int32(nextPair)
        guard tp_init_pair(p, f, b) == OK else { return (0, dim) }
        nextPair += 1
        cache[key] = p
        return (p, dim)
    }
}
