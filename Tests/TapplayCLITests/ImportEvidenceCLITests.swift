import Foundation
import Testing
import TapplayTestSupport

/// Issue 31 on the command line: the options that say what a dump cannot show
/// (`--tappable`, `--guess-tappable`, `--framework`) on every command that
/// imports, and their config keys for `audit`.
@Suite("tapplay: --tappable, --guess-tappable and --framework")
struct ImportEvidenceCLITests {
    /// A Maestro iOS screen: a text field, and a "Sign up" link whose type the tree does not record.
    static let maestro = """
    {
      "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]", "enabled" : "false" },
      "children" : [ {
        "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]", "enabled" : "true" },
        "children" : [ {
          "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][390,844]", "enabled" : "true" },
          "children" : [ {
            "attributes" : { "hintText" : "Email", "resource-id" : "email", "bounds" : "[20,100][370,160]", "enabled" : "true" },
            "children" : [ ]
          }, {
            "attributes" : { "accessibilityText" : "Sign up", "resource-id" : "signup", "bounds" : "[150,300][198,318]", "enabled" : "true" },
            "children" : [ ]
          } ]
        } ]
      } ]
    }
    """

    @Test("without a word from the team, the link is not audited, and one warning says what to do")
    func unknown() throws {
        let dump = try CLI.tempFile(Self.maestro, name: "shop.json")
        let r = try CLI.run(["audit", dump, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("1 labelled element may or may not take taps"))
    }

    @Test("--tappable label:GLOB makes the link a target: a certain finding, status 1; --guess-tappable: to review, status 0")
    func tappableAndGuess() throws {
        let dump = try CLI.tempFile(Self.maestro, name: "shop.json")
        let named = try CLI.run(["audit", dump, "--json", "--tappable", "label:Sign*"])
        #expect(named.status == 1)
        #expect(named.stdout.contains(#""views": ["signup"]"#))
        #expect(named.stdout.contains(#""certainty": "certain""#))
        let guessed = try CLI.run(["audit", dump, "--json", "--guess-tappable"])
        #expect(guessed.stdout.contains(#""certainty": "review", "because": "tappable-guessed""#))
        let imported = try CLI.run(["import", dump, "--tappable", "id:sign*"])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("- id: signup"))
        #expect(!imported.stdout.contains("review:"))
    }

    @Test("the config's tappable, guess-tappable and framework keys; bad values name the file, line and column")
    func config() throws {
        let dump = try CLI.tempFile(Self.maestro, name: "shop.json")
        let dir = (dump as NSString).deletingLastPathComponent
        let good = (dir as NSString).appendingPathComponent("good.yml")
        try "tappable: [\"label:Sign up\"]\nframework: uikit\n".write(toFile: good, atomically: true, encoding: .utf8)
        let r = try CLI.run(["audit", dump, "--json", "--config", good])
        #expect(r.status == 1)
        #expect(r.stdout.contains(#""views": ["signup"]"#))
        let bad = (dir as NSString).appendingPathComponent("bad.yml")
        try "framework: kotlin\ntappable: [\"id:\"]\nguess-tappable: perhaps\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let b = try CLI.run(["audit", dump, "--config", bad])
        #expect(b.status == 2)
        #expect(b.stderr.contains("bad.yml:1:12: framework:"))
        #expect(b.stderr.contains("bad.yml:2:"))
        #expect(b.stderr.contains("bad.yml:3:"))
    }

    @Test("a bad --tappable or --framework is one line and status 64, on every command that imports")
    func badOptions() throws {
        for command in [["import"], ["audit"], ["render", "--cols", "40", "--rows", "20"], ["map", "--cols", "4", "--rows", "4"]] {
            let dump = try CLI.tempFile(Self.maestro, name: "shop.json")
            let t = try CLI.run([command[0], dump] + command.dropFirst() + ["--tappable", "label:[a-"])
            #expect(t.status == 64, "\(command)")
            #expect(t.stderr.contains("--tappable"))
            let f = try CLI.run([command[0], dump] + command.dropFirst() + ["--framework", "kotlin"])
            #expect(f.status == 64, "\(command)")
            #expect(f.stderr.contains("--framework: 'kotlin' is none of views, compose, flutter, react-native, swiftui, uikit"))
        }
    }
}
