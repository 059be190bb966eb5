/// The playground's keys, bound once: each binding lists its keys, what the
/// `?` panel calls them, its help text, more for the docs, and the action of
/// each key. Input handling looks keys up here, and every place that lists the
/// keys is made from this same table: the `?` panel (`helpLines`), the
/// discussion of `tapplay run --help` (`helpLines` too) and the key table of
/// docs/playground.md (`markdownTable`, checked by a test). A new key is one
/// more entry.
public struct KeyBinding: Sendable {
    /// How the help panel names the keys ("1 2 3 4 5 6 7", "Tab / S-Tab").
    public var label: String
    /// What the keys do, in the `?` panel and `run --help`.
    public var help: String
    /// What the docs' key table adds after the help (nil: nothing).
    public var more: String?
    /// Each key and its action; empty for mouse gestures, listed for help only.
    public var keys: [(Key, PlaygroundAction)]

    public init(_ label: String, _ help: String, more: String? = nil, _ keys: [(Key, PlaygroundAction)]) {
        self.label = label
        self.help = help
        self.more = more
        self.keys = keys
    }

    /// One key, one action.
    public init(_ label: String, _ help: String, more: String? = nil, _ key: Key, _ action: PlaygroundAction) {
        self.init(label, help, more: more, [(key, action)])
    }
}

public enum Keymap {
    /// Every binding, in the order the help panel lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding("click", "tap at the cell's centre (left button press + release)",
                   more: "a tap only while the pointer stays within 10 pt of the press (the gesture lab's tap rule)", []),
        KeyBinding(numbered.map { "\($0.number)" }.joined(separator: " "),
                   "policy: " + numbered.map(\.rawValue).joined(separator: ", "),
                   more: "every dot is re-resolved",
                   numbered.map { (.char(Character("\($0.number)")), .setPolicy($0)) }),
        KeyBinding("Tab / S-Tab", "next / previous policy (dots are re-resolved)",
                   more: "cycling through all \(PolicyKind.allCases.count)",
                   [(.tab, .nextPolicy), (.backTab, .previousPolicy)]),
        KeyBinding("m", "hit-map overlay: who a tap on each cell reaches",
                   more: "each cell shows the responder's label letter on its colour, `╳` where a view is reached but "
                       + "no handler runs (swallowed), a dim `·` where nobody is; under `compose` each small target's "
                       + "48 dp ring shows",
                   .char("m"), .toggleMap),
        KeyBinding("d", "diff overlay: cells where this policy and uikit disagree",
                   more: "`≠` on the new responder's colour, the rest dimmed", .char("d"), .toggleDiff),
        KeyBinding("a", "audit overlay: ambiguous and swallowed zones, small, unreachable and undersized views, findings",
                   more: "ambiguous zones tinted magenta (`≈` without colour), swallowed ones gray (`░`), small views "
                       + "outlined `┌╌┐`, unreachable ones `╔═╗`, targets under WCAG's size `┏━┓` when the config's "
                       + "`standards` or `run --standard` ask for them; a finding to review dotted and dimmer (its "
                       + "zone `·` in the zone's colour, `~` or `·` without colour; its outline `┄`/`┆`, dim); the "
                       + "findings in a panel (as `tapplay audit --policy P` lists them, certain ones first, each to "
                       + "review marked `?` with its reason) and their counts in the status line; it follows "
                       + "the policy, the slop and reloads",
                   .char("a"), .toggleAudit),
        KeyBinding("v", "the app's screenshot under the views, or not",
                   more: "when the scene has one (`--screenshot FILE`, or a PNG with the dump's name beside it): "
                       + "drawn in half blocks, two pixels a cell, in 24-bit colour on a terminal with 2²⁴ colours "
                       + "(`TERM=xterm-direct`), else in the 240 colours 16–255; the views over it as outlines with "
                       + "their labels", .char("v"), .togglePicture),
        KeyBinding("t", "trace panel for the last tap", more: "every step the resolver took", .char("t"), .toggleTrace),
        KeyBinding("s", "content-shape outlines (exact: the shrunk areas)", .char("s"), .toggleShapes),
        KeyBinding("i", "ids of plain containers in their top border",
                   more: "a plain container (no colour, label or tap handler) is drawn untitled otherwise; a title is "
                       + "drawn only where it fits whole", .char("i"), .toggleIDs),
        KeyBinding("e", "timeline: touches, recognisers, gestures, drag calls",
                   more: "each fired gesture with its latency; the first line is the median single-tap latency per strategy",
                   .char("e"), .toggleTimeline),
        KeyBinding("g", "gesture strategy: require-fail, timer, immediate", more: "each press picks the next", .char("g"), .cycleStrategy),
        KeyBinding("hold+drag", "lift a draggable (0.5 s hold) and drop it",
                   more: "or just move it, with `quickDrag`; a `░` ghost follows the pointer, the drop target's "
                       + "outline is highlighted, and a drop over no target leaves a `✗`", []),
        KeyBinding("c", "clear the dots", more: "also the gesture marks and lost-drop marks", .char("c"), .clearTaps),
        KeyBinding("f", "HUD: time of the last resolve and frame, frames per second",
                   more: "also the number of views", .char("f"), .toggleHUD),
        KeyBinding("n / p", "next / previous scene", more: "when several are open",
                   [(.char("n"), .nextScene), (.char("p"), .previousScene)]),
        KeyBinding("r", "reload the scene file (also automatic on change)",
                   more: "a broken edit shows its problems in a panel and keeps the last good scene", .char("r"), .reload),
        KeyBinding("+ - 0", "zoom in, zoom out, fit", more: "the mouse wheel zooms too",
                   [(.char("+"), .zoomIn), (.char("="), .zoomIn), (.char("-"), .zoomOut), (.char("_"), .zoomOut),
                    (.char("0"), .fit)]),
        KeyBinding("arrows", "pan (move the crosshair when it is on)",
                   [(.up, .move(cols: 0, rows: -1)), (.down, .move(cols: 0, rows: 1)),
                    (.left, .move(cols: -1, rows: 0)), (.right, .move(cols: 1, rows: 0))]),
        KeyBinding("right-drag", "pan with the mouse; wheel zooms", []),
        KeyBinding("[ ]", "slop down / up by 1 pt", [(.char("["), .slopDown), (.char("]"), .slopUp)]),
        KeyBinding("{ }", "sampled's finger radius down / up by 4 pt (the cloud around the last tap)",
                   more: "the status line shows the radius under `sampled`, the slop otherwise",
                   [(.char("{"), .radiusDown), (.char("}"), .radiusUp)]),
        KeyBinding("k", "keyboard crosshair on/off; Space or Enter taps",
                   [(.char("k"), .toggleCrosshair), (.char(" "), .tapAtCrosshair), (.enter, .tapAtCrosshair)]),
        KeyBinding("Esc", "close the overlays and the panels", .escape, .closeOverlays),
        KeyBinding("?", "this help", .char("?"), .toggleHelp),
        KeyBinding("q", "close the panels; quit when none is open",
                   more: "Ctrl-C, SIGTERM and SIGHUP quit at once; the terminal is always restored",
                   [(.char("q"), .quit), (.char("Q"), .quit)]),
    ]

    /// The policies with a number key: each under its `PolicyKind.number` (one digit, 1 to 9).
    static var numbered: [PolicyKind] { PolicyKind.allCases.filter { (1...9).contains($0.number) } }

    /// The action bound to `key`, if any.
    public static func action(for key: Key) -> PlaygroundAction? {
        table[key]
    }

    /// The keys bound to `action`, in the table's order.
    public static func keys(for action: PlaygroundAction) -> [Key] {
        bindings.flatMap { $0.keys.filter { $0.1 == action }.map(\.0) }
    }

    private static let table: [Key: PlaygroundAction] = {
        var t: [Key: PlaygroundAction] = [:]
        for b in bindings {
            for (k, a) in b.keys where t[k] == nil { t[k] = a }
        }
        return t
    }()

    /// The `?` panel's lines, and `run --help`'s list of keys (wrapped): the
    /// keys' label, then what they do.
    public static var helpLines: [String] {
        bindings.map { b in b.label + String(repeating: " ", count: max(1, 12 - b.label.count)) + b.help }
    }

    /// `helpLines` wrapped to `width` columns, continuations indented (`run --help`).
    public static func helpLines(width: Int) -> [String] {
        Panel.wrap(helpLines, width: width)
    }

    /// The key table of docs/playground.md, in Markdown: one row per binding,
    /// its keys in code spans, its help and what the docs add.
    public static var markdownTable: String {
        var rows = ["| key | does |", "|---|---|"]
        for b in bindings {
            // A key of one character is code ("`m`"); names ("Tab", "arrows") and "/" are words.
            let keys = b.label.split(separator: " ").map { $0.count == 1 && $0 != "/" ? "`\($0)`" : String($0) }
            rows.append("| \(keys.joined(separator: " ")) | \(b.help + (b.more.map { "; " + $0 } ?? "")) |")
        }
        return rows.joined(separator: "\n")
    }
}

extension Key {
    /// How the help names the key: "m", "Tab", "Space".
    public var label: String {
        switch self {
        case .char(" "): "Space"
        case .char(let c): String(c)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        }
    }
}
