import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

@Suite("Import: ids, warnings, detection, the written YAML")
struct ImportRulesTests {
    typealias F = ImportFixtures

    private func element(_ type: String, id: String? = nil, label: String? = nil) -> DumpElement {
        var e = DumpElement(type: type, line: 1, parent: nil)
        e.identifier = id
        e.label = label
        return e
    }

    @Test("ids are unique, sanitised to [A-Za-z0-9_.-]+, readable, and never take another view's own id")
    func ids() {
        let ids = ViewIDs.assign([
            element("Button", id: "a"), element("Button", id: "a"), element("Button", id: "a-2"),
            element("XCUIElementTypeButton", label: "Log in!"), element("android.widget.Button", label: "カレンダー"),
            element("StaticText", label: "  "), element("", label: nil), element("Other", id: "ログイン"),
            element("UILabel", label: String(repeating: "x", count: 100)), element("Button", id: "__a.b-c__"),
        ])
        #expect(ids == ["a", "a-3", "a-2", "Button-Log_in", "Button", "StaticText", "view", "Other",
                        "UILabel-" + String(repeating: "x", count: 40), "a.b-c"])
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }) }
    }

    @Test("ids are stable: the same dump gives the same ids")
    func stable() throws {
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn] {
            #expect(try F.imp(text).scene.views.map(\.id) == F.imp(text).scene.views.map(\.id))
        }
    }

    @Test("warnings name the file and line; the note counts views and warnings")
    func warnings() throws {
        let r = try F.imp(F.uikitLogin, file: "login.txt")
        #expect(r.warnings.map(\.description).allSatisfy { $0.hasPrefix("login.txt:") && $0.contains(": warning: ") })
        #expect(r.note == "imported 11 views from login.txt (uikit), 2 warnings")
        let clean = try F.imp(F.uiautomatorSignIn, file: "x.xml")
        #expect(clean.note == "imported 3 views from x.xml (uiautomator)")
    }

    @Test("detection by content, and one line naming the formats tried for anything else")
    func detection() throws {
        #expect(DumpImporter.detect(F.uikitLogin) == .uikit)
        #expect(DumpImporter.detect(F.xcuitestShop) == .xcuitest)
        #expect(DumpImporter.detect(F.appiumTabs) == .appium)
        #expect(DumpImporter.detect(F.uiautomatorSignIn) == .uiautomator)
        #expect(DumpImporter.detect(F.uiautomator2Variant) == .uiautomator)
        #expect(DumpImporter.detect("name: x\ncanvas: [1, 1]\nviews: []\n") == nil)
        #expect(DumpImporter.detect("hello\nworld") == nil)
        do {
            _ = try F.imp("just some notes\nnothing to see")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.description == "t.txt: neither a scene file nor a dump tapplay knows (tried uikit, xcuitest, appium, uiautomator, maestro, idb, espresso, dumpsys, compose, flutter)")
        }
    }

    @Test("a dump given to SceneOpener is imported; a scene file is loaded; other text is refused in one line")
    func opener() throws {
        let dump = try CLIFile.write(F.xcuitestShop, name: "shop.txt")
        let opened = try SceneOpener.open(path: dump)
        #expect(opened.imported?.format == .xcuitest)
        #expect(opened.scene.file == dump)
        let yaml = try CLIFile.write(SceneYAMLWriter.yaml(for: opened.scene), name: "shop.yaml")
        let reopened = try SceneOpener.open(path: yaml)
        #expect(reopened.imported == nil)
        #expect(reopened.scene.views.count == opened.scene.views.count)
        let notes = try CLIFile.write("shopping list:\n- milk\n- eggs\n", name: "notes.txt")
        #expect(throws: SceneLoadError.self) { try SceneOpener.open(path: notes) }
        let broken = try CLIFile.write("name: x\ncanvas: [1, 1]\nviews: [\n", name: "broken.yaml")
        do {
            _ = try SceneOpener.open(path: broken)
        } catch {
            #expect(!error.description.contains("tried uikit"))
        }
    }

    @Test("the YAML is tidy: one block per view, only keys that differ from the defaults, text quoted when needed")
    func yaml() throws {
        let r = try F.imp(F.xcuitestShop)
        let yaml = SceneYAMLWriter.yaml(for: r.scene, header: "Imported")
        #expect(yaml.hasPrefix("# Imported\nname: \"Shop — t.txt\"\nsource: \"t.txt (xcuitest)\"\ncanvas: { width: 390, height: 844 }\nplatform: ios\npolicies: [uikit]\nviews:\n"))
        #expect(yaml.contains("\n          - id: buy  # line 8\n            type: Button\n            frame: [-10, 700, 120.5, 44]\n            label: \"Buy, now\"\n            tappable: true\n"))
        #expect(yaml.contains("label: \"It's a deal, really\""))
        #expect(!yaml.contains("hidden: false"))
        #expect(SceneYAMLWriter.string("Log in") == "Log in")
        #expect(SceneYAMLWriter.string("yes") == "\"yes\"")
        #expect(SceneYAMLWriter.string("12") == "\"12\"")
        #expect(SceneYAMLWriter.string("a\u{1B}[31m\n\"\\") == "\"a\\u001B[31m\\n\\\"\\\\\"")
        #expect(SceneYAMLWriter.number(55.7) == "55.7")
        #expect(SceneYAMLWriter.number(-0.0) == "0")
        #expect(SceneYAMLWriter.number(1e-7) == "1e-07")
    }

    @Test("traces name each view's type after its id")
    func traceTypes() throws {
        let s = try F.imp(F.xcuitestShop).scene
        let r = Resolver(scene: s, slop: nil).resolve(Point(x: 50, y: 720), policy: .uikit, tracing: true)
        #expect(r.trace.contains { $0.text.hasPrefix("buy (Button): ") })
        #expect(r.trace.contains { $0.text.hasPrefix("Window: ") })
    }

    @Test("the playground's status line names the hit view by its label, or its type when it has none")
    func statusLineType() throws {
        let s = try F.imp(F.xcuitestShop).scene
        var pg = Playground(entries: [SceneEntry(path: "t.txt", scene: s)], cols: 80, rows: 30, colour: false,
                            headless: true, loader: { try SceneOpener.open(path: $0).scene })
        pg.tap(point: Point(x: 50, y: 720))
        #expect(pg.lastTapText().contains("hit Buy, now (buy), responder Buy, now (buy)"), "\(pg.lastTapText())")
    }

    @Test("labels with every kind of character survive the round trip")
    func oddLabels() throws {
        let labels = ["a: b # c", "- dash", "'quoted'", "\"dq\"", "tab\there", "line\nbreak", "\u{1B}[31mred", "ログイン",
                      "\u{2028}sep", "\u{FEFF}bom", "null", "~", "[1, 2]", "{a: 1}", "&anchor", "*alias", "!tag", "%pct",
                      "@at", "`tick`", " lead", "trail ", "", "\u{85}nel"]
        var xml = "<hierarchy>"
        for (i, l) in labels.enumerated() {
            let escaped = l.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
                .replacingOccurrences(of: "\t", with: "&#9;")
            xml += "<node class=\"V\" text=\"\(escaped)\" bounds=\"[0,\(i)][10,\(i + 1)]\"/>"
        }
        xml += "</hierarchy>"
        let r = try F.imp(xml)
        #expect(r.scene.views.map { $0.label ?? "" } == labels.map { $0.replacingOccurrences(of: "\u{FEFF}", with: "") })
        try F.expectRoundTrip(r)
    }
}

/// Temporary files for tests.
enum CLIFile {
    static func write(_ text: String, name: String) throws -> String {
        try TemporaryFiles.file(text, name: name, label: "import")
    }
}
