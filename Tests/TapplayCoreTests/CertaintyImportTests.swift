import Foundation
import Testing
@testable import TapplayCore

/// Issue 31: the import says only what a dump shows, and each finding is
/// certain or to review with the fact the dump does not hold (SPEC 4, 4.1, 5.3).
@Suite("Certainty: the import says only what the dump shows")
struct CertaintyImportTests {
    typealias F = ImportFixtures

    // MARK: Fixtures

    /// A Maestro iOS login screen: a text field (its placeholder), a switch
    /// that is on, a caption, a label-only "Sign up" link and an icon, none of
    /// whose types the tree records.
    static let maestroLogin = """
    {
      "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]", "enabled" : "false" },
      "children" : [ {
        "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]", "enabled" : "true" },
        "children" : [ {
          "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][390,844]", "enabled" : "true" },
          "children" : [ {
            "attributes" : { "accessibilityText" : "EMAIL", "bounds" : "[20,80][75,93]", "enabled" : "true" },
            "children" : [ ]
          }, {
            "attributes" : { "text" : "", "hintText" : "you@example.com", "resource-id" : "email",
                             "bounds" : "[20,100][370,122]", "enabled" : "true" },
            "children" : [ ]
          }, {
            "attributes" : { "accessibilityText" : "Stay signed in", "value" : "1", "checked" : "true",
                             "bounds" : "[20,200][370,231]", "enabled" : "true" },
            "children" : [ ]
          }, {
            "attributes" : { "accessibilityText" : "Sign up", "resource-id" : "signup-link",
                             "bounds" : "[150,300][198,318]", "enabled" : "true" },
            "children" : [ ]
          }, {
            "attributes" : { "accessibilityText" : "globe", "bounds" : "[20,400][37,417]", "enabled" : "true" },
            "children" : [ ]
          } ]
        } ]
      } ]
    }
    """

    /// A uiautomator dump (pixels) of `count` clickable 100 × 100 px icons,
    /// inside a Compose host when `composed`, and a clickable plain button beside
    /// the host when `mixed`.
    static func uiautomator(composed: Bool, mixed: Bool = false, extra: String = "", width: Int = 1080) -> String {
        let host = composed ? "androidx.compose.ui.platform.ComposeView" : "android.widget.FrameLayout"
        var s = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,0][\(width),2400]">
        <node index="0" text="" resource-id="" class="\(host)" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,0][\(width),1200]">
        <node index="0" text="" resource-id="" class="android.view.View" package="com.example" content-desc="Back" clickable="true" enabled="true" bounds="[100,100][200,200]" />
        <node index="1" text="" resource-id="" class="android.view.View" package="com.example" content-desc="Menu" clickable="true" enabled="true" bounds="[300,100][400,200]" />
        </node>
        """
        if mixed {
            s += """
            <node index="1" text="Buy" resource-id="com.example:id/buy" class="android.widget.Button" package="com.example" content-desc="" clickable="true" enabled="true" bounds="[100,1300][1000,1400]" />
            """
        }
        s += extra + "\n</node>\n</hierarchy>\n"
        return s
    }

    static func audit(_ scene: Scene, density: Double? = nil) throws -> [AuditFinding] {
        try Audit.run(scene: scene, file: "t.txt", options: AuditOptions())
    }

    // MARK: Maestro on iOS

    @Test("maestro iOS: a text field and a switch that is on are tappable; other labelled elements are unknown, said in one warning")
    func maestroKnownOnly() throws {
        let r = try F.imp(Self.maestroLogin, format: .format(.maestro))
        let s = r.scene
        #expect(s.view("email")?.tappable == true)
        #expect(s.views.first { $0.label == "Stay signed in" }?.tappable == true)
        for label in ["EMAIL", "Sign up", "globe"] {
            #expect(s.views.first { $0.label == label }?.tappable == false, "\(label) is not known to take taps")
        }
        let w = r.warnings.map(\.description).filter { $0.contains("may or may not take taps") }
        #expect(w.count == 1)
        #expect(w.first?.contains("3 labelled elements") == true)
        #expect(w.first?.contains("--tappable id:GLOB or label:GLOB") == true)
        #expect(w.first?.contains("--guess-tappable") == true)
        // Findings on what the dump records are certain: the 22 pt field is small.
        let findings = try Self.audit(s)
        let small = findings.filter { $0.kind == .small && $0.views == ["email"] }
        #expect(!small.isEmpty)
        #expect(small.allSatisfy { $0.certainty == .certain })
    }

    @Test("maestro iOS: --tappable id: and label: make the team's controls tappable, their findings certain")
    func maestroTeamPatterns() throws {
        let s = try F.imp(Self.maestroLogin, format: .format(.maestro), tappable: ["id:signup-*", "label:glo?e"]).scene
        #expect(s.view("signup-link")?.tappable == true)
        #expect(s.views.first { $0.label == "globe" }?.tappable == true)
        #expect(s.views.first { $0.label == "EMAIL" }?.tappable == false)
        let findings = try Self.audit(s)
        let signUp = findings.filter { $0.views.first == "signup-link" && $0.kind == .small }
        #expect(!signUp.isEmpty)
        #expect(signUp.allSatisfy { $0.certainty == .certain })
    }

    @Test("maestro iOS: --guess-tappable takes the old guess, and every finding on a guessed view is review (tappable-guessed)")
    func maestroGuess() throws {
        let r = try F.imp(Self.maestroLogin, format: .format(.maestro), guess: true)
        let s = r.scene
        let caption = try #require(s.views.first { $0.label == "EMAIL" })
        #expect(caption.tappable)
        #expect(caption.review == [.tappableGuessed])
        #expect(r.warnings.contains { $0.description.contains("tappability guessed for 3 labelled elements") })
        let findings = try Self.audit(s)
        let onGuessed = findings.filter { f in f.views.contains { id in s.view(id)?.review.contains(.tappableGuessed) == true } }
        #expect(!onGuessed.isEmpty)
        #expect(onGuessed.allSatisfy { $0.certainty == .review(.tappableGuessed) })
        // The text field is tappable by what the dump records: certain.
        #expect(findings.filter { $0.views == ["email"] && $0.kind == .small }.allSatisfy { $0.certainty == .certain })
        // And the scene file says so, read back the same.
        let yaml = SceneYAMLWriter.yaml(for: s)
        #expect(yaml.contains("review: [tappable-guessed]"))
        let back = try SceneLoader.parse(yaml: yaml, source: "t.yaml")
        #expect(back.views.first { $0.label == "EMAIL" }?.review == [.tappableGuessed])
    }

    @Test("a --tappable pattern that is no pattern is refused with the reason")
    func badPattern() {
        #expect(throws: TappablePattern.SyntaxError.self) { try TappablePattern("id:") }
        #expect(throws: TappablePattern.SyntaxError.self) { try TappablePattern("label:[a-") }
        #expect(throws: TappablePattern.SyntaxError.self) { try TappablePattern("two words") }
        #expect((try? TappablePattern("MyButton")) == .type("MyButton"))
    }

    // MARK: Compose hosts and frameworks

    @Test("uiautomator: every clickable inside a ComposeView gives policies [compose]")
    func composeHost() throws {
        let r = try F.imp(Self.uiautomator(composed: true), format: .format(.uiautomator), density: 2.5)
        #expect(r.scene.policies == [.compose])
        #expect(r.note.contains("(uiautomator, Compose)"))
        #expect(r.scene.views.allSatisfy { $0.review.isEmpty })
    }

    @Test("uiautomator: some clickables in a Compose host, some not: [android], the hosted views' findings review (framework-rules)")
    func mixedHost() throws {
        let r = try F.imp(Self.uiautomator(composed: true, mixed: true), format: .format(.uiautomator), density: 2.5)
        let s = r.scene
        #expect(s.policies == [.android])
        #expect(s.views.first { $0.label == "Back" }?.review == [.frameworkRules])
        #expect(s.view("buy")?.review == [])
        let findings = try Self.audit(s)
        let back = findings.filter { $0.views.first.flatMap { s.view($0) }?.label == "Back" }
        #expect(!back.isEmpty)
        #expect(back.allSatisfy { $0.certainty == .review(.frameworkRules) })
    }

    @Test("--framework: compose, views and flutter set an Android dump's policies; react-native leaves its findings to review")
    func frameworkGiven() throws {
        let text = Self.uiautomator(composed: false)
        #expect(try F.imp(text, format: .format(.uiautomator), density: 2.5, framework: .compose).scene.policies == [.compose])
        #expect(try F.imp(text, format: .format(.uiautomator), density: 2.5, framework: .views).scene.policies == [.android])
        let flutter = try F.imp(text, format: .format(.uiautomator), density: 2.5, framework: .flutter)
        #expect(flutter.scene.policies == [.flutter])
        #expect(flutter.note.contains("Flutter"))
        let rn = try F.imp(text, format: .format(.uiautomator), density: 2.5, framework: .reactNative)
        #expect(rn.note.contains("React Native"))
        #expect(rn.scene.views.filter(\.tappable).allSatisfy { $0.review == [.frameworkRules] })
    }

    // MARK: Long presses

    @Test("a long-clickable-only view takes long presses: gestures [longPress], no tap target for the audit")
    func longClickOnly() throws {
        let extra = """
        <node index="2" text="" resource-id="com.example:id/pager" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" long-clickable="true" enabled="true" bounds="[100,1500][160,1540]" />
        """
        let s = try F.imp(Self.uiautomator(composed: false, extra: extra), format: .format(.uiautomator), density: 2.5).scene
        let pager = try #require(s.view("pager"))
        #expect(pager.gestures == [.longPress])
        #expect(!pager.handlesTaps)
        #expect(SceneYAMLWriter.yaml(for: s).contains("gestures: [longPress]"))
        let findings = try Self.audit(s)
        #expect(!findings.contains { $0.views.contains("pager") })
    }

    // MARK: Density

    @Test("density read from the dump: Robolectric's 320 × 470 screen, an app bar, Material's 48 dp icon buttons")
    func densityRead() throws {
        // Two 100-px squares: 48 dp each at 2.0833 → 333 dpi, rounded to a whole dpi.
        let icons = try F.imp(Self.uiautomator(composed: false), format: .format(.uiautomator), density: nil)
        #expect(icons.scene.assumedDensity == nil)
        #expect(abs(100 / 48 * 160 - 333.33) < 0.01)
        #expect(icons.densityNote?.contains("read from the dump") == true)
        let toolbar = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2220]">
        <node index="0" text="" resource-id="com.example:id/toolbar" class="androidx.appcompat.widget.Toolbar" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,66][1080,220]" />
        <node index="1" text="Go" resource-id="com.example:id/go" class="android.widget.Button" package="com.example" content-desc="" clickable="true" enabled="true" bounds="[0,300][500,400]" />
        </node>
        </hierarchy>
        """
        let bar = try F.imp(toolbar, format: .format(.uiautomator), density: nil)
        // 154 px = 56 dp at 2.75.
        #expect(bar.scene.canvas.width == PixelDensity.dp(1080, density: 2.75))
        #expect(bar.densityNote?.contains("56 dp in portrait") == true)
        let reading = DensityReading.read(format: .espresso, elements: [], onScreen: [],
                                          screen: Size(width: 320, height: 470))
        #expect(reading?.density == 1)
    }

    @Test("an assumed density leaves a borderline size to review (density-assumed); a clear one stays certain; a given density makes both certain")
    func assumedDensity() throws {
        // No evidence of the density: 1080 px wide is assumed 2.75. A button 130 px tall is
        // 47.3 dp there, but 49.5 dp at 2.625 (a standard density within 10%): borderline.
        // One 50 px tall is small at every density.
        let text = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">
        <node index="0" text="Next" resource-id="com.example:id/next" class="android.widget.Button" package="com.example" content-desc="" clickable="true" enabled="true" bounds="[100,500][980,630]" />
        <node index="1" text="Skip" resource-id="com.example:id/skip" class="android.widget.Button" package="com.example" content-desc="" clickable="true" enabled="true" bounds="[100,900][980,950]" />
        </node>
        </hierarchy>
        """
        let assumed = try F.imp(text, format: .format(.uiautomator), density: nil)
        #expect(assumed.scene.assumedDensity == 2.75)
        let findings = try Self.audit(assumed.scene)
        #expect(findings.first { $0.views == ["next"] && $0.kind == .small }?.certainty == .review(.densityAssumed))
        #expect(findings.first { $0.views == ["skip"] && $0.kind == .small }?.certainty == .certain)
        let given = try F.imp(text, format: .format(.uiautomator), density: 2.75)
        #expect(given.scene.assumedDensity == nil)
        let certain = try Self.audit(given.scene).filter { $0.kind == .small }
        #expect(certain.count == 2)
        #expect(certain.allSatisfy { $0.certainty == .certain })
    }

    // MARK: Other windows and edges

    @Test("another app's window (the keyboard) is drawn where it is but not audited")
    func keyboardWindow() throws {
        let text = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.mail" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">
        <node index="0" text="Send" resource-id="com.example.mail:id/send" class="android.widget.Button" package="com.example.mail" content-desc="" clickable="true" enabled="true" bounds="[100,200][980,400]" />
        <node index="1" text="To" resource-id="com.example.mail:id/to" class="android.widget.EditText" package="com.example.mail" content-desc="" clickable="true" enabled="true" bounds="[100,500][980,700]" />
        </node>
        <node index="1" text="" resource-id="" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" content-desc="" clickable="false" enabled="true" bounds="[0,1600][1080,2400]">
        <node index="0" text="" resource-id="com.google.android.inputmethod.latin:id/key_q" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" content-desc="q" clickable="true" enabled="true" bounds="[0,1600][90,1700]" />
        <node index="1" text="" resource-id="com.google.android.inputmethod.latin:id/key_w" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" content-desc="w" clickable="true" enabled="true" bounds="[92,1600][182,1700]" />
        </node>
        </hierarchy>
        """
        let r = try F.imp(text, format: .format(.uiautomator), density: 2.5)
        let s = r.scene
        #expect(s.view("key_q")?.otherApp == true)
        #expect(s.view("send")?.otherApp == false)
        #expect(r.warnings.contains { $0.description.contains("com.google.android.inputmethod.latin") })
        #expect(try Self.audit(s).allSatisfy { !$0.views.contains("key_q") && !$0.views.contains("key_w") })
        #expect(try SceneLoader.parse(yaml: SceneYAMLWriter.yaml(for: s), source: "t.yaml").view("key_q")?.otherApp == true)
    }

    @Test("sizes at an edge: a frame that only touches a clipping scroller's edge is judged; past it, not")
    func touchingEdge() throws {
        func scene(childY: Double, visible: Bool = false) throws -> Scene {
            var s = try SceneLoader.parse(yaml: """
            name: chips
            canvas: { width: 400, height: 800 }
            platform: android
            views:
              - id: list
                frame: [0, 100, 400, 36]
                clips: true
                children:
                  - id: a
                    frame: [0, \(childY), 100, 36]
                    tappable: true
                  - id: b
                    frame: [110, \(childY), 100, 36]
                    tappable: true
            """, source: "chips.yaml")
            s.visibleBounds = visible
            return s
        }
        let touching = try Self.audit(scene(childY: 0)).filter { $0.kind == .small }
        #expect(Set(touching.flatMap(\.views)) == ["a", "b"])
        let past = try Self.audit(scene(childY: 4)).filter { $0.kind == .small }
        #expect(past.isEmpty)
        // Visible bounds: ending on the sideways list's left or right edge may be cut; top and bottom are whole.
        let visible = try Self.audit(scene(childY: 0, visible: true)).filter { $0.kind == .small }
        #expect(Set(visible.flatMap(\.views)) == ["a", "b"])
    }

    // MARK: Rules of the audit

    @Test("a tappable view holding a control of its own is review (own-action-unknown); the control itself stays certain")
    func holdsControl() throws {
        let s = try SceneLoader.parse(yaml: """
        name: settings
        canvas: { width: 390, height: 400 }
        views:
          - id: row
            frame: [0, 100, 390, 30]
            tappable: true
            children:
              - id: toggle
                type: Button
                frame: [320, 0, 30, 30]
                tappable: true
        """, source: "settings.yaml")
        let findings = try Audit.run(scene: s, file: "settings.yaml", options: AuditOptions(policies: [.uikit]))
        let row = findings.filter { $0.views.first == "row" }
        let toggle = findings.filter { $0.views.first == "toggle" }
        #expect(!row.isEmpty && !toggle.isEmpty)
        #expect(row.allSatisfy { $0.certainty == .review(.ownActionUnknown) })
        #expect(toggle.allSatisfy { $0.certainty == .certain })
    }

    @Test("review facts in a scene file: every finding about the view names them; system-control only for sizes")
    func reviewKey() throws {
        let s = try SceneLoader.parse(yaml: """
        name: switch
        canvas: { width: 390, height: 400 }
        views:
          - id: switch
            frame: [20, 100, 51, 31]
            tappable: true
            review: [system-control]
          - id: button
            frame: [20, 200, 100, 50]
            tappable: true
            review: [system-control]
          - id: label
            frame: [0, 190, 390, 70]
            label: Cover
        """, source: "switch.yaml")
        let findings = try Audit.run(scene: s, file: "switch.yaml", options: AuditOptions(policies: [.uikit]))
        let small = findings.filter { $0.kind == .small && $0.views == ["switch"] }
        #expect(small.count == 1)
        #expect(small.allSatisfy { $0.certainty == .review(.systemControl) })
        // The label in front takes the button's taps under uikit: not a size, so certain.
        let covered = findings.filter { $0.views.first == "button" }
        #expect(!covered.isEmpty)
        #expect(covered.allSatisfy { $0.certainty == .certain })
        #expect(throws: SceneLoadError.self) {
            try SceneLoader.parse(yaml: "name: x\ncanvas: [10, 10]\nviews:\n  - id: a\n    frame: [0, 0, 1, 1]\n    review: [maybe]\n",
                                  source: "x.yaml")
        }
    }
}
