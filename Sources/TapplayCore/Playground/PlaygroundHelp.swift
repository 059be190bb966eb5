/// The keys of the playground, as the `?` panel and the README list them.
public enum PlaygroundHelp {
    public static let keys: [(String, String)] = [
        ("click", "tap at the cell's centre (left button press + release)"),
        ("1 2 3 4", "policy: uikit, swiftui, exact, filtered"),
        ("Tab / S-Tab", "next / previous policy (dots are re-resolved)"),
        ("m", "hit-map overlay: who a tap on each cell reaches"),
        ("d", "diff overlay: cells where this policy and uikit disagree"),
        ("t", "trace panel for the last tap"),
        ("s", "content-shape outlines (exact: the shrunk areas)"),
        ("e", "timeline: touches, recognisers, gestures, drag calls"),
        ("g", "gesture strategy: require-fail, timer, immediate"),
        ("hold+drag", "lift a draggable (0.5 s hold) and drop it"),
        ("c", "clear the dots"),
        ("f", "HUD: time of the last resolve and frame, frames per second"),
        ("n / p", "next / previous scene"),
        ("r", "reload the scene file (also automatic on change)"),
        ("+ - 0", "zoom in, zoom out, fit"),
        ("arrows", "pan (move the crosshair when it is on)"),
        ("right-drag", "pan with the mouse; wheel zooms"),
        ("[ ]", "slop down / up by 1 pt"),
        ("k", "keyboard crosshair on/off; Space or Enter taps"),
        ("Esc", "close the overlays and the trace"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    public static var lines: [String] {
        keys.map { k, v in k + String(repeating: " ", count: max(1, 12 - k.count)) + v }
    }
}
