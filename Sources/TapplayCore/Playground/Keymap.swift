/// The playground's keys, bound once: each binding lists its keys, what the
/// `?` panel calls them, its help text and the action of each key. Input
/// handling looks keys up here and the help panel lists this same table, so
/// the two cannot drift. A new key is one more entry.
public struct KeyBinding: Sendable {
    /// How the help panel names the keys ("1 2 3 4", "Tab / S-Tab").
    public var label: String
    public var help: String
    /// Each key and its action; empty for mouse gestures, listed for help only.
    public var keys: [(Key, PlaygroundAction)]

    public init(_ label: String, _ help: String, _ keys: [(Key, PlaygroundAction)]) {
        self.label = label
        self.help = help
        self.keys = keys
    }

    /// One key, one action.
    public init(_ label: String, _ help: String, _ key: Key, _ action: PlaygroundAction) {
        self.init(label, help, [(key, action)])
    }
}

public enum Keymap {
    /// Every binding, in the order the help panel lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding("click", "tap at the cell's centre (left button press + release)", []),
        KeyBinding(PolicyKind.allCases.indices.map { "\($0 + 1)" }.joined(separator: " "),
                   "policy: " + PolicyKind.allCases.map(\.rawValue).joined(separator: ", "),
                   PolicyKind.allCases.enumerated().map { (.char(Character("\($0.offset + 1)")), .setPolicy($0.element)) }),
        KeyBinding("Tab / S-Tab", "next / previous policy (dots are re-resolved)",
                   [(.tab, .nextPolicy), (.backTab, .previousPolicy)]),
        KeyBinding("m", "hit-map overlay: who a tap on each cell reaches", .char("m"), .toggleMap),
        KeyBinding("d", "diff overlay: cells where this policy and uikit disagree", .char("d"), .toggleDiff),
        KeyBinding("a", "audit overlay: ambiguous and swallowed zones, small, unreachable and undersized views, findings",
                   .char("a"), .toggleAudit),
        KeyBinding("t", "trace panel for the last tap", .char("t"), .toggleTrace),
        KeyBinding("s", "content-shape outlines (exact: the shrunk areas)", .char("s"), .toggleShapes),
        KeyBinding("e", "timeline: touches, recognisers, gestures, drag calls", .char("e"), .toggleTimeline),
        KeyBinding("g", "gesture strategy: require-fail, timer, immediate", .char("g"), .cycleStrategy),
        KeyBinding("hold+drag", "lift a draggable (0.5 s hold) and drop it", []),
        KeyBinding("c", "clear the dots", .char("c"), .clearTaps),
        KeyBinding("f", "HUD: time of the last resolve and frame, frames per second", .char("f"), .toggleHUD),
        KeyBinding("n / p", "next / previous scene", [(.char("n"), .nextScene), (.char("p"), .previousScene)]),
        KeyBinding("r", "reload the scene file (also automatic on change)", .char("r"), .reload),
        KeyBinding("+ - 0", "zoom in, zoom out, fit",
                   [(.char("+"), .zoomIn), (.char("="), .zoomIn), (.char("-"), .zoomOut), (.char("_"), .zoomOut),
                    (.char("0"), .fit)]),
        KeyBinding("arrows", "pan (move the crosshair when it is on)",
                   [(.up, .move(cols: 0, rows: -1)), (.down, .move(cols: 0, rows: 1)),
                    (.left, .move(cols: -1, rows: 0)), (.right, .move(cols: 1, rows: 0))]),
        KeyBinding("right-drag", "pan with the mouse; wheel zooms", []),
        KeyBinding("[ ]", "slop down / up by 1 pt", [(.char("["), .slopDown), (.char("]"), .slopUp)]),
        KeyBinding("{ }", "sampled's finger radius down / up by 4 pt (the cloud around the last tap)",
                   [(.char("{"), .radiusDown), (.char("}"), .radiusUp)]),
        KeyBinding("k", "keyboard crosshair on/off; Space or Enter taps",
                   [(.char("k"), .toggleCrosshair), (.char(" "), .tapAtCrosshair), (.enter, .tapAtCrosshair)]),
        KeyBinding("Esc", "close the overlays and the trace", .escape, .closeOverlays),
        KeyBinding("?", "this help", .char("?"), .toggleHelp),
        KeyBinding("q", "quit", [(.char("q"), .quit), (.char("Q"), .quit)]),
    ]

    /// The action bound to `key`, if any.
    public static func action(for key: Key) -> PlaygroundAction? {
        table[key]
    }

    private static let table: [Key: PlaygroundAction] = {
        var t: [Key: PlaygroundAction] = [:]
        for b in bindings {
            for (k, a) in b.keys where t[k] == nil { t[k] = a }
        }
        return t
    }()

    /// The `?` panel's lines: the keys' label, then what they do.
    public static var helpLines: [String] {
        bindings.map { b in b.label + String(repeating: " ", count: max(1, 12 - b.label.count)) + b.help }
    }
}
