/// Example invocations, one list per subcommand: each subcommand's `--help`
/// ends with its list, and the man page's EXAMPLES section is built from all
/// of them (`tapplay manual-sections`), so the two never disagree.
enum CommandExamples {
    struct Example {
        var command: String
        var what: String
    }

    static let all: [(subcommand: String, examples: [Example])] = [
        ("run", [
            Example(command: "tapplay", what: "the playground on the built-in scene"),
            Example(command: "tapplay run Scenes/vstack-neighbours.yaml Scenes/label-over-button.yaml --policy swiftui",
                    what: "two scenes (n/p switch), starting under swiftui"),
            Example(command: "tapplay run Scenes/vstack-neighbours.yaml --record taps.jsonl",
                    what: "append every tap to taps.jsonl as a JSON line"),
        ]),
        ("hit", [
            Example(command: "tapplay hit Scenes/vstack-neighbours.yaml --at 195,204 --policy swiftui --json",
                    what: "one tap on the seam between two squares, as JSON"),
            Example(command: "tapplay hit Scenes/hittest-traversal.yaml --at 100,300 --trace",
                    what: "every step UIKit's hitTest takes"),
            Example(command: "tapplay hit Scenes/touch-cloud-seam.yaml --at 140,204 --policy sampled --radius 20 --trace",
                    what: "SwiftUI's weighted touch cloud: each competition, its weights and why it stopped"),
            Example(command: "tapplay hit Scenes/android-dispatch.yaml --at 100,112 --trace",
                    what: "an Android scene (its default policy is android): the touch falls through a label"),
            Example(command: "tapplay hit Scenes/compose-icons.yaml --at 42,28 --policy compose --trace",
                    what: "Jetpack Compose: between two 24 dp icons the nearest edge wins, each test of the walk listed"),
            Example(command: "tapplay hit Scenes/flutter-stack.yaml --at 290,240 --trace",
                    what: "Flutter (the scene's policy): each test of the render tree, the path, the gesture arena's winner"),
            Example(command: "printf '10,10\\n195,204\\n' | tapplay hit Scenes/vstack-neighbours.yaml --json",
                    what: "a batch: one point a line in, one JSON object a line out"),
        ]),
        ("map", [
            Example(command: "tapplay map Scenes/vstack-neighbours.yaml --policy swiftui --cols 60 --rows 20",
                    what: "which view each cell's tap hits"),
            Example(command: "tapplay map Scenes/label-over-button.yaml --by responder --cols 60 --rows 20",
                    what: "whose handler each cell's tap runs"),
            Example(command: "tapplay map Scenes/compose-icons.yaml --policy compose --cols 72 --rows 32",
                    what: "Compose's 48 dp touch targets around small icons"),
            Example(command: "tapplay map Scenes/flutter-stack.yaml --by responder --cols 36 --rows 32",
                    what: "Flutter: a Stack's overflow and an Opacity(0) overlay, whose handler each cell runs"),
        ]),
        ("render", [
            Example(command: "tapplay render Scenes/vstack-neighbours.yaml --cols 80 --rows 24",
                    what: "the playground's screen as plain text"),
            Example(command: "tapplay render Scenes/vstack-neighbours.yaml --cols 80 --rows 24 --taps taps.jsonl",
                    what: "with the taps of a record file as dots"),
            Example(command: "tapplay render Scenes/audit.yaml --svg audit.svg --policy swiftui --map --audit",
                    what: "an SVG picture with the hit map and the audit's findings"),
        ]),
        ("audit", [
            Example(command: "tapplay audit Scenes/audit.yaml", what: "every tap problem under uikit and swiftui, with the usual fix"),
            Example(command: "tapplay audit Scenes/*.yaml --policy exact --policy filtered --json",
                    what: "one JSON object per finding, under the two fixes"),
            Example(command: "tapplay audit Scenes/audit.yaml --svg audit.svg", what: "and a picture, one panel per policy"),
            Example(command: "tapplay audit Scenes/target-size.yaml --policy swiftui --standard wcag-aa",
                    what: "WCAG 2.2's target size (2.5.8): no 24 × 24 square in what the tap really reaches, and too close to others"),
            Example(command: "tapplay audit Scenes/audit.yaml --reporter github",
                    what: "in CI: one GitHub annotation per finding (see --reporter)"),
        ]),
        ("validate", [
            Example(command: "tapplay validate Scenes/*.yaml", what: "check every scene; each problem on its own line"),
        ]),
        ("gestures", [
            Example(command: "printf '0.1 150,190 down\\n0.2 150,190 up\\n' | tapplay gestures Scenes/gesture-drawing.yaml",
                    what: "a single tap on a view that also has a double tap"),
            Example(command: "printf '0 150,190 down\\n0.6 150,190 up\\n' | tapplay gestures Scenes/gesture-drawing.yaml --timeline",
                    what: "a long press, with every recogniser transition"),
        ]),
        ("drag", [
            Example(command: "printf '0 71,136 down\\n0.6 71,136 move\\n1 300,136 move\\n1.1 300,136 up\\n' | tapplay drag Scenes/drag-drop-grid.yaml",
                    what: "a long-press drag from one cell to another, as DropDelegate calls"),
        ]),
        ("replay", [
            Example(command: "tapplay replay taps.jsonl", what: "resolve recorded taps again; list the ones that changed"),
            Example(command: "tapplay replay taps.jsonl --scene Scenes/vstack-neighbours.yaml --policy exact",
                    what: "the same taps on an edited scene, under another policy"),
        ]),
        ("generate", [
            Example(command: "tapplay generate --views 1000 --seed 7 > big.yaml", what: "a random, valid scene of 1,000 views"),
        ]),
        ("bench", [
            Example(command: "tapplay bench big.yaml --policy swiftui", what: "nanoseconds per hit and milliseconds per 200×60 map"),
        ]),
        ("import", [
            Example(command: "tapplay import Scenes/dumps/tab-bar-xcuitest.txt",
                    what: "a `po app` dump as a scene file, on standard output"),
            Example(command: "tapplay import Scenes/dumps/settings-list-uiautomator.xml --density 2.625",
                    what: "an Android dump in points, at 2.625 pixels per point"),
            Example(command: "tapplay hit Scenes/dumps/login-form-uikit.txt --at 300,335",
                    what: "any command takes a dump directly: a label over the Log in button"),
        ]),
        ("termcheck", [
            Example(command: "tapplay termcheck", what: "echo the terminal's key and mouse events (q quits)"),
        ]),
    ]

    /// The examples of one subcommand.
    static func examples(_ subcommand: String) -> [Example] {
        all.first { $0.subcommand == subcommand }?.examples ?? []
    }

    /// The block that ends a subcommand's `--help` discussion.
    static func helpBlock(_ subcommand: String) -> String {
        let list = examples(subcommand)
        guard !list.isEmpty else { return "" }
        return "\n\nExamples:\n" + list.map { "  \($0.command)\n      \($0.what)" }.joined(separator: "\n")
    }
}
