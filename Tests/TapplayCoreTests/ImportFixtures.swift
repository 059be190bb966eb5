import Foundation
import Testing
@testable import TapplayCore

/// Hand-made dumps for the importer's tests, one odd case each, and helpers.
enum ImportFixtures {
    /// `density` nil: none given, so the dump's own or the assumed one.
    static func imp(_ text: String, format: DumpFormatChoice = .auto, density: Double? = 1,
                    tappable: [String] = [], guess: Bool = false, framework: Framework? = nil,
                    file: String = "t.txt") throws(SceneLoadError) -> DumpImport {
        let patterns = tappable.compactMap { try? TappablePattern($0) }
        return try DumpImporter.importDump(text: text, file: file,
                                           options: ImportOptions(format: format, density: density, tappable: patterns,
                                                                  guessTappable: guess, framework: framework))
    }

    /// Seeded random damage to a dump's text: each `mutate` makes one to six edits, a
    /// character cut, one of `specials` inserted or swapped in, or a run of up to `run` cut.
    struct Mutator {
        var seed: UInt64
        let run: Int
        let specials: [Character]

        /// A number in 0..<n from the seeded generator.
        mutating func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(max(n, 1)))
        }

        mutating func mutate(_ text: String) -> String {
            var chars = Array(text)
            for _ in 0..<(1 + next(6)) {
                let i = next(chars.count)
                switch next(4) {
                case 0: chars.remove(at: i)
                case 1: chars.insert(specials[next(specials.count)], at: i)
                case 2: chars[i] = specials[next(specials.count)]
                default: chars.removeSubrange(i..<min(chars.count, i + next(run)))
                }
                if chars.isEmpty { chars = ["x"] }
            }
            return String(chars)
        }
    }

    /// A damaged dump imports, and its scene's YAML loads back; or the import fails with a clear
    /// error (never a trap, never an error about the YAML the import wrote).
    static func expectImportOrClearError(_ text: String, options: ImportOptions = ImportOptions(),
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let r = try DumpImporter.importDump(text: text, file: "m.txt", options: options)
            _ = try SceneLoader.parse(yaml: SceneYAMLWriter.yaml(for: r.scene), source: "m.yaml")
        } catch {
            #expect(!error.problems.isEmpty && !error.description.isEmpty, sourceLocation: sourceLocation)
            #expect(!error.description.contains("m.yaml"), "the written YAML did not load: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Imports `text`, which must be recognised as `format`: the import and its scene.
    static func imp(_ text: String, as format: DumpFormat, density: Double? = 1,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> (r: DumpImport, s: Scene) {
        let r = try imp(text, density: density)
        #expect(r.format == format, sourceLocation: sourceLocation)
        return (r, r.scene)
    }

    /// The views' canvas frames by id.
    static func canvas(_ s: Scene, _ id: String) -> Rect? { s.view(id)?.canvasFrame }

    /// Writes the imported scene as YAML, loads it back, and checks that it is
    /// the same scene: canvas, platform, every view's keys, and every policy's
    /// answer on a grid of taps.
    static func expectRoundTrip(_ imported: DumpImport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let a = imported.scene
        let yaml = SceneYAMLWriter.yaml(for: a, header: "test")
        let b = try SceneLoader.parse(yaml: yaml, source: "s.yaml")
        #expect(b.name == a.name, sourceLocation: sourceLocation)
        #expect(b.source == a.source, sourceLocation: sourceLocation)
        #expect(b.canvas == a.canvas, sourceLocation: sourceLocation)
        #expect(b.platform == a.platform, sourceLocation: sourceLocation)
        #expect(b.policies == a.policies, sourceLocation: sourceLocation)
        try #require(b.views.count == a.views.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a.views, b.views) {
            #expect(x.id == y.id && x.frame == y.frame && x.canvasFrame == y.canvasFrame && x.type == y.type
                    && x.label == y.label && x.tappable == y.tappable && x.hidden == y.hidden && x.alpha == y.alpha
                    && x.interactive == y.interactive && x.clips == y.clips && x.parent == y.parent
                    && x.passThrough == y.passThrough,
                    "view \(x.id) differs after the round trip", sourceLocation: sourceLocation)
        }
        let ra = Resolver(scene: a, slop: nil), rb = Resolver(scene: b, slop: nil)
        let cols = 24, rows = 40
        for policy in PolicyKind.allCases {
            for j in 0..<rows {
                for i in 0..<cols {
                    let p = Point(x: (Double(i) + 0.5) * a.canvas.width / Double(cols),
                                  y: (Double(j) + 0.5) * a.canvas.height / Double(rows))
                    let u = ra.resolve(p, policy: policy, tracing: false)
                    let v = rb.resolve(p, policy: policy, tracing: false)
                    if u.hit != v.hit || u.responder != v.responder || u.candidates != v.candidates {
                        Issue.record("\(policy) at \(p): \(u.summary(in: a)) vs \(v.summary(in: b))",
                                     sourceLocation: sourceLocation)
                        return
                    }
                }
            }
        }
    }

    static let uikitLogin = """
    (lldb) po self.view.window.recursiveDescription()
    <UIWindow: 0x7f9a1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6000a>; layer = <UIWindowLayer: 0x6000b>>
       | <UIView: 0x7f9a2; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000c>>
       |    | <UILabel: 0x7f9a3; frame = (20 100; 350 30); text = 'Don't panic; it's fine'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000d>>
       |    | <UITextField: 0x7f9a4; frame = (20 150; 350 44); text = ''; opaque = NO; gestureRecognizers = <NSArray: 0x6000e>; layer = <CALayer: 0x6000f>>
       |    | <LoginButton: 0x7f9a5; baseClass = UIButton; frame = (20 220; 350 50); opaque = NO; animations = { position=<CABasicAnimation: 0x60010>; bounds.size=<CABasicAnimation: 0x60011>; }; layer = <CALayer: 0x60012>> - Log in
       |    |    | <UIButtonLabel: 0x7f9a6; frame = (150 15; 50 20); text = 'Log in'; alpha = 0.5; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x60013>>
       |    |    |    | <_UILabelContentLayer: 0x60014> (layer)
       |    | <UIScrollView: 0x7f9a7; frame = (0 300; 390 200); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x60015>; layer = <CALayer: 0x60016>; contentOffset: {0, 100}; contentSize: {390, 600}; adjustedContentInset: {0, 0, 0, 0}>
       |    |    | <UIView: 0x7f9a8; frame = (10 150; 100 40); hidden = YES; layer = <CALayer: 0x60017>>
       |    |    | <MyRowCell: 0x7f9a9; frame = (0 120; 390 44); layer = <CALayer: 0x60018>>
       |    | <UIView: 0x7f9aa; frame = (0 0; 10 10); transform = [0.7, 0.7, -0.7, 0.7, 0, 0]; layer = <CALayer: 0x60019>>
       |    | <UIView: 0x7f9ab; frame = (1 2; 3 4); userInteractionEnabled = NO; clipsToBounds = YES; layer = <CALayer: 0x6001a>>
    (lldb) 
    """

    static let xcuitestShop = """
        t =     0.52s Requesting snapshot of accessibility hierarchy for app with pid 123
    Attributes: Application, pid: 123, label: 'Shop'
    Element subtree:
     →Application, 0x600001, pid: 123, label: 'Shop'
        Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
          Other, 0x600003, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x600004, {{20.0, 100.5}, {200.0, 20.25}}, label: 'It's a deal, really'
            Button, 0x600005, {{-10.0, 700.0}, {120.5, 44.0}}, identifier: 'buy', label: 'Buy, now', Selected
            Button, 0x600006, {{130.0, 700.0}, {120.0, 44.0}}, identifier: 'buy', label: 'Later', Disabled
            Other, 0x600007, identifier: 'frameless'
              Switch, 0x600008, {{300.0, 50.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1
        Window, 0x600009, {{0.0, 0.0}, {390.0, 844.0}}
          Other, 0x60000a, {{0.0, 0.0}, {390.0, 844.0}}
    Path to element:
     →Application, 0x600001, pid: 123, label: 'Shop'
    Query chain:
     →Find: Target Application 'com.example.shop'
      Output: {
        Application, 0x600001, pid: 123, label: 'Shop'
      }
    """

    static let appiumTabs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Tabs" label="Tabs" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="760" width="390" height="84">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="home" label="Home &amp; Away" enabled="true" visible="true" x="0" y="761" width="130" height="48"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="search" enabled="false" visible="true" x="130" y="761" width="130" height="48"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="more" label="More" enabled="true" visible="false" x="260" y="761" width="130" height="48"/>
          </XCUIElementTypeTabBar>
          <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" x="10" y="10"/>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """

    static let uiautomatorSignIn = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="p" content-desc="" clickable="false" enabled="true" long-clickable="false" bounds="[0,0][1080,2400]"><node index="0" text="Sign in" resource-id="com.example:id/sign_in" class="android.widget.Button" content-desc="" clickable="true" enabled="true" long-clickable="false" bounds="[90,300][990,444]" /><node index="1" text="" resource-id="" class="android.widget.ImageView" content-desc="Avatar" clickable="false" enabled="false" long-clickable="true" bounds="[0,0][60,60]" /></node></hierarchy>
    UI hierchary dumped to: /dev/tty
    """

    static let uiautomator2Variant = """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
      <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2340]" displayed="true">
        <android.widget.TextView index="0" class="android.widget.TextView" text="Wi-Fi" resource-id="android:id/title" clickable="true" bounds="[40,200][500,260]" displayed="true" />
        <android.view.View index="1" class="android.view.View" bounds="[0,0][10,10]" displayed="false" />
      </android.widget.FrameLayout>
    </hierarchy>
    """
}
