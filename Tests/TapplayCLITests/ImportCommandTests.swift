import Foundation
import Testing
import TapplayTestSupport

@Suite("tapplay import, and dumps given to every command")
struct ImportCommandTests {
    static let login = """
    Attributes: Application, pid: 7, label: 'Login'
    Element subtree:
     →Application, 0x1, pid: 7, label: 'Login'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
          Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
            TextField, 0x4, {{20.0, 200.0}, {350.0, 44.0}}, identifier: 'email'
            SecureTextField, 0x5, {{20.0, 260.0}, {350.0, 44.0}}, identifier: 'password'
            Button, 0x6, {{20.0, 330.0}, {350.0, 50.0}}, identifier: 'login', label: 'Log in'
            Other, 0x7, identifier: 'spinner'
    Path to element:
     →Application, 0x1, pid: 7, label: 'Login'
    """

    @Test("import writes the scene to stdout, the warnings and the note to stderr")
    func importToStdout() throws {
        let dump = try CLI.tempFile(Self.login, name: "login.txt")
        let r = try CLI.run(["import", dump])
        #expect(r.status == 0)
        #expect(r.stdout.contains("name: \"Login — login.txt\"\n"), "the app, then the file: one scene per screen of one app")
        #expect(r.stdout.contains("policies: [uikit]\n"))
        #expect(r.stdout.contains("- id: login  # line 8\n"))
        let err = r.stderr.split(separator: "\n").map(String.init)
        #expect(err == ["tapplay: \(dump):9: warning: Other has no frame; left out (its children are kept)",
                        "tapplay: imported 5 views from \(dump) (xcuitest), 1 warning"])
    }

    @Test("import --output, then validate, hit, map and render answer alike on the YAML and on the dump")
    func roundTrip() throws {
        let dump = try CLI.tempFile(Self.login, name: "login.txt")
        try expectSameAnswers(dump)
        let hit = try CLI.run(["hit", dump, "--at", "195,355", "--json"])
        let j = try #require(jsonObject(hit.lines[0]))
        #expect(j["hit"] as? String == "login")
        #expect(j["types"] as? [String] == ["Window", "Other", "Button"])
        #expect(hit.stderr.hasSuffix("tapplay: imported 5 views from \(dump) (xcuitest), 1 warning\n"))
        let text = try CLI.run(["hit", dump, "--at", "195,355"])
        #expect(text.stdout.contains("  type:       Button\n"))
    }

    @Test("options: --format, --density, --tappable; bad values are one-line errors")
    func options() throws {
        let android = try CLI.tempFile("<hierarchy><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][720,1280]\">"
            + "<node class=\"android.widget.TextView\" text=\"Hi\" bounds=\"[0,100][720,200]\"/></node></hierarchy>\n"
            + "UI hierchary dumped to: /dev/tty\n", name: "a.xml")
        let r = try CLI.run(["import", android, "--density", "2", "--tappable", "TextView", "--format", "uiautomator"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("canvas: { width: 360, height: 640 }\nplatform: android\n"))
        #expect(r.stdout.contains("frame: [0, 50, 360, 50]\n        label: Hi\n        tappable: true\n"))
        let bad = try CLI.run(["import", android, "--density", "0"])
        #expect(bad.status != 0 && bad.stderr.contains("--density"))
        let wrong = try CLI.run(["import", android, "--format", "uikit"])
        #expect(wrong.status == 1)
        // One error line, after the import's warnings (kept, not lost when an error follows).
        let lines = wrong.stderr.split(separator: "\n")
        #expect(lines.filter { !$0.contains(": warning: ") }.count == 1, "\(wrong.stderr)")
        #expect(lines.last?.contains("the screen has no size") == true, "\(wrong.stderr)")
        let unknown = try CLI.run(["import", android, "--format", "html"])
        #expect(unknown.status != 0)
    }

    @Test("a file that is no scene and no dump: one line naming the formats tried, for import and for hit")
    func notADump() throws {
        let notes = try CLI.tempFile("groceries:\n- milk\n", name: "notes.txt")
        for args in [["import", notes], ["hit", notes, "--at", "1,1"], ["validate", notes]] {
            let r = try CLI.run(args)
            #expect(r.status == 1)
            // validate lists problems on stdout and counts them on stderr.
            let said = args[0] == "validate" ? r.stdout : r.stderr
            #expect(said == "\(args[0] == "validate" ? "" : "tapplay: ")\(notes): neither a scene file nor a dump tapplay knows "
                    + "(tried uikit, xcuitest, appium, uiautomator, maestro, idb, espresso, dumpsys, compose, flutter)\n")
        }
    }

    @Test("a scene file given to import is named as one")
    func sceneGivenToImport() throws {
        let r = try CLI.run(["import", CLI.scene("single-square.yaml")])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("single-square.yaml: already a scene file (1 view), not a dump; nothing to import\n")
                || r.stderr.contains("already a scene file"))
    }

    @Test("the example dumps of the five newer formats: recognised, and their problem found at 420 dpi")
    func newFormatExamples() throws {
        let expected: [(file: String, format: String, findings: [String])] = [
            ("checkout-maestro.json", "maestro", ["small android coupon", "small android close", "close - coupon,pay"]),
            ("profile-idb.json", "idb", ["small uikit info"]),
            ("search-espresso.txt", "espresso", ["small android clear", "close - query,clear"]),
            ("player-dumpsys.txt", "dumpsys", ["small android queue", "small android lyrics"]),
            // A Compose dump is audited under compose: its 48 dp rings grow both 32 dp buttons and meet between them.
            ("cart-compose.txt", "compose", ["small compose decrease", "small compose increase",
                                             "ambiguous compose decrease,increase", "close - decrease,increase"]),
        ]
        for (file, format, findings) in expected {
            let dump = CLI.scene("dumps/\(file)")
            let imp = try CLI.run(["import", dump, "--density", "420dpi"])
            #expect(imp.status == 0 && imp.stderr.contains("(\(format))"), "\(file): \(imp.stderr)")
            let audit = try CLI.run(["audit", dump, "--density", "420dpi", "--json"])
            #expect(audit.status == 1, "\(file)")
            let got = audit.stdout.split(separator: "\n").compactMap { line -> String? in
                guard let o = jsonObject(line),
                      let kind = o["kind"] as? String, let views = o["views"] as? [String] else { return nil }
                return "\(kind) \((o["policy"] as? String) ?? "-") \(views.joined(separator: ","))"
            }
            #expect(got == findings, "\(file)")
        }
    }

    @Test("every sample in ../shared/imports: import, validate, and the same hit, map and render answers",
          SharedImports.required)
    func sharedSamples() throws {
        let samples = SharedImports.subfolders.flatMap { SharedImports.samples(in: $0) }
        #expect(!samples.isEmpty, "no sample in \(SharedImports.folder.path)")
        for sample in samples {
            try expectSameAnswers(sample)
        }
    }

    /// import --output, validate, then hit (batch), map and render under each
    /// policy give the same stdout on the YAML as on the dump.
    private func expectSameAnswers(_ dump: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let yaml = try CLI.tempFile("", name: "s.yaml")
        let imp = try CLI.run(["import", dump, "--output", yaml])
        try #require(imp.status == 0, "\(dump): \(imp.stderr)", sourceLocation: sourceLocation)
        let v = try CLI.run(["validate", yaml])
        #expect(v.status == 0 && v.stdout.hasPrefix("ok  "), "\(dump): \(v.stdout)\(v.stderr)", sourceLocation: sourceLocation)
        var points = ""
        for j in 0..<30 { for i in 0..<12 { points += "\(Double(i) * 37.5 + 3.25),\(Double(j) * 31 + 1.5)\n" } }
        for policy in ["uikit", "swiftui", "filtered"] {
            let a = try CLI.run(["hit", dump, "--policy", policy, "--json"], input: points)
            let b = try CLI.run(["hit", yaml, "--policy", policy, "--json"], input: points)
            #expect(a.stdout == b.stdout && a.status == 0, "hit \(policy) \(dump)", sourceLocation: sourceLocation)
            let m1 = try CLI.run(["map", dump, "--policy", policy, "--cols", "50", "--rows", "25"])
            let m2 = try CLI.run(["map", yaml, "--policy", policy, "--cols", "50", "--rows", "25"])
            #expect(m1.stdout == m2.stdout && m1.status == 0, "map \(policy) \(dump)", sourceLocation: sourceLocation)
        }
        let r1 = try CLI.run(["render", dump, "--cols", "60", "--rows", "30"])
        let r2 = try CLI.run(["render", yaml, "--cols", "60", "--rows", "30"])
        #expect(r1.stdout == r2.stdout && r1.status == 0, "render \(dump)", sourceLocation: sourceLocation)
    }
}
