import Testing
@testable import TapplayCore

@Suite("Keymap: one table drives the keys and the help")
struct KeymapTests {
    @Test("no key is bound twice, and every binding has a help line")
    func oneBindingPerKey() {
        var seen: [Key: String] = [:]
        for b in Keymap.bindings {
            #expect(!b.help.isEmpty && !b.label.isEmpty)
            for (k, _) in b.keys {
                #expect(seen[k] == nil, "\(k) is bound by '\(seen[k] ?? "")' and '\(b.label)'")
                seen[k] = b.label
            }
        }
        #expect(Keymap.helpLines.count == Keymap.bindings.count)
    }

    @Test("a key does what its binding says: the playground performs the bound action")
    func keysPerformTheirActions() {
        for b in Keymap.bindings {
            for (k, action) in b.keys {
                #expect(Keymap.action(for: k) == action)
            }
        }
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
        #expect(Keymap.action(for: .char("z")) == nil)
    }
}
