extension TermColor {
    /// The colour number of an RGB colour among xterm's 240 colours 16–255:
    /// the nearest of the 6 × 6 × 6 cube (16–231) and the 24 greys (232–255),
    /// by squared distance in RGB.
    public static func xterm256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func cubeIndex(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        func level(_ i: Int) -> Int { i == 0 ? 0 : 55 + 40 * i }
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(r), dg = a.1 - Int(g), db = a.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        let ci = (cubeIndex(r), cubeIndex(g), cubeIndex(b))
        let cube = (level(ci.0), level(ci.1), level(ci.2))
        // Grey 232 + k is 8 + 10k.
        let mean = (Int(r) + Int(g) + Int(b)) / 3
        let k = min(23, max(0, (mean - 3) / 10))
        let grey = 8 + 10 * k
        if distance((grey, grey, grey)) < distance(cube) { return 232 + k }
        return 16 + 36 * ci.0 + 6 * ci.1 + ci.2
    }

    /// The RGB of xterm colour `n` in 16–255, as terminals show it.
    public static func xterm256RGB(_ n: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        if n >= 232 {
            let v = UInt8(8 + 10 * (n - 232))
            return (v, v, v)
        }
        let i = max(0, n - 16)
        func level(_ i: Int) -> UInt8 { i == 0 ? 0 : UInt8(55 + 40 * i) }
        return (level(i / 36), level(i / 6 % 6), level(i % 6))
    }

    /// The colour number of an RGB colour on a direct-colour terminal
    /// (ncurses reports 2²⁴ colours, `TERM=xterm-direct`): `r·65536 + g·256 + b`,
    /// except that numbers 0–7 are the eight ANSI colours there, so a blue
    /// under 8 on black becomes the same blue with a green of 1.
    public static func directNumber(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let n = Int(r) << 16 | Int(g) << 8 | Int(b)
        return n < 8 ? n | 0x100 : n
    }
}
