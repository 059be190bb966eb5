import Foundation
import Testing
@testable import TapplayCore

@Suite("Keymap: one table drives the keys, the ? panel, run --help and the docs")
struct KeymapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let record = ProcessInfo.processInfo.environment["TAPPLAY_RECORD_SNAPSHOTS"] == "1"

    @Test("no key is bound twice, and every binding has a label and a help text")
    func oneBindingPerKey() {
        var seen: [Key: String] = [:]
        for b in Keymap.bindings {
            #expect(!b.help.isEmpty && !b.label.isEmpty)
            for (k, _) in b.keys {
                #expect(seen[k] == nil, "\(k) is bound by '\(seen[k] ?? "")' and '\(b.label)'")
                seen[k] = b.label
            }
        }
    }

    /// Every action the playground can perform. A new case fails to compile
    /// in `listed` until it is listed there; list it in `representatives` too.
    static var everyAction: [PlaygroundAction] {
        func listed(_ a: PlaygroundAction) -> [PlaygroundAction] {
            switch a {
            case .setPolicy: PolicyKind.allCases.map { .setPolicy($0) }
            case .move: [.move(cols: 0, rows: -1), .move(cols: 0, rows: 1), .move(cols: -1, rows: 0), .move(cols: 1, rows: 0)]
            case .quit, .nextPolicy, .previousPolicy, .toggleMap, .toggleDiff, .toggleTrace, .toggleTimeline,
                 .toggleShapes, .toggleIDs, .toggleHUD, .toggleHelp, .toggleAudit, .togglePicture, .cycleStrategy, .clearTaps,
                 .nextScene, .previousScene, .reload, .zoomIn, .zoomOut, .fit, .slopDown, .slopUp, .radiusDown, .radiusUp,
                 .toggleCrosshair, .tapAtCrosshair, .closeOverlays: [a]
            }
        }
        let representatives: [PlaygroundAction] = [
            .quit, .setPolicy(.uikit), .nextPolicy, .previousPolicy, .toggleMap, .toggleDiff, .toggleTrace,
            .toggleTimeline, .toggleShapes, .toggleIDs, .toggleHUD, .toggleHelp, .toggleAudit, .togglePicture, .cycleStrategy, .clearTaps,
            .nextScene, .previousScene, .reload, .zoomIn, .zoomOut, .fit, .slopDown, .slopUp, .radiusDown, .radiusUp,
            .toggleCrosshair, .tapAtCrosshair, .move(cols: 0, rows: 0), .closeOverlays,
        ]
        return representatives.flatMap(listed)
    }

    @Test("every action is reachable from a key, and every policy from its number key")
    func everyActionHasAKey() {
        for a in Self.everyAction {
            #expect(!Keymap.keys(for: a).isEmpty, "no key performs \(a)")
        }
        for p in PolicyKind.allCases {
            #expect(Keymap.action(for: .char(Character("\(p.number)"))) == .setPolicy(p))
        }
        #expect(Keymap.action(for: .char("z")) == nil)
    }

    @Test("the keys drive the playground: the number keys switch policy, m toggles the map, Esc closes it, q quits")
    func keysPerformTheirActions() {
        var pg = Playground(entries: [SceneEntry(path: nil, scene: scene([view("a", 0, 0, 100, 100, tappable: true)]))],
                            cols: 80, rows: 24, loader: { _ in throw RecordError("no files") })
        for (i, p) in PolicyKind.allCases.enumerated() {
            _ = pg.handle(.key(.char(Character("\(i + 1)"))))
            #expect(pg.policy == p)
        }
        _ = pg.handle(.key(.char("m")))
        #expect(pg.overlays.map)
        _ = pg.handle(.key(.escape))
        #expect(!pg.overlays.map)
        #expect(pg.handle(.key(.char("q"))) == [.quit])
    }

    @Test("the ? panel, as drawn, lists every binding's keys and help, in the table's order")
    func panelListsEveryBinding() {
        let phone = scene([view("a", 0, 0, 100, 100, tappable: true)], width: 390, height: 844)
        var pg = Playground(entries: [SceneEntry(path: nil, scene: phone)],
                            cols: 200, rows: 80, colour: false, loader: { _ in throw RecordError("no files") })
        _ = pg.handle(.key(.char("?")))
        let screen = pg.draw()
        // The panel is beside the phone, in the right 100 columns of a 200-column
        // screen; its lines wrap, so compare the text with spaces and the box left out.
        #expect(pg.layout.panelArea.cols == 100..<200)
        let box: Set<Character> = [" ", "│", "─", "┌", "┐", "└", "┘"]
        let panel = (0..<screen.height).map { r in String((100..<200).map { screen[$0, r].char }) }.joined()
            .filter { !box.contains($0) }
        var rest = Substring(panel)
        for b in Keymap.bindings {
            let expected = (b.label + b.help).filter { !box.contains($0) }
            guard let found = rest.range(of: expected) else {
                Issue.record("the ? panel lacks '\(b.label)  \(b.help)' (or lists it out of order)")
                continue
            }
            rest = rest[found.upperBound...]
        }
    }

    @Test("docs/playground.md's key table is the keymap's (TAPPLAY_RECORD_SNAPSHOTS=1 writes it)")
    func docsTable() throws {
        let url = Self.root.appendingPathComponent("docs/playground.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- keys: generated from Keymap.markdownTable -->", end = "<!-- end of keys -->"
        let b = try #require(text.range(of: begin), "docs/playground.md has no '\(begin)' marker")
        let e = try #require(text.range(of: end, range: b.upperBound..<text.endIndex), "no '\(end)' marker")
        let table = "\n" + Keymap.markdownTable + "\n"
        if Self.record {
            try (String(text[..<b.upperBound]) + table + String(text[e.lowerBound...]))
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        if String(text[b.upperBound..<e.lowerBound]) != table {
            let advice = "run the tests with TAPPLAY_RECORD_SNAPSHOTS=1 to write it"
            Issue.record("docs/playground.md's key table differs from Keymap.markdownTable: \(advice). Expected:\(table)")
        }
    }
}
