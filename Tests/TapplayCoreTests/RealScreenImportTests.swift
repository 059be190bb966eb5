import Testing
@testable import TapplayCore

private typealias F = ImportFixtures

/// SPEC 4.1: a dump is what a tool recorded, not what the screen does. Each
/// rule that closes the gap, on a hand-made dump of its own.
@Suite("Real screens: import rules (density, drawing order, duplicates, scroll views, policies)")
struct RealScreenImportTests {
    /// A uiautomator screen `width` px wide with two 100-px buttons side by side, touching.
    static func android(width: Int = 1080, density: String? = nil) -> String {
        let d = density.map { " density=\"\($0)\"" } ?? ""
        return """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0"\(d)>
          <node class="android.widget.FrameLayout" bounds="[0,0][\(width),2000]" clickable="false">
            <node class="android.widget.Button" resource-id="app:id/left" bounds="[100,100][200,233]" clickable="true" />
            <node class="android.widget.Button" resource-id="app:id/right" bounds="[200,100][300,233]" clickable="true" />
          </node>
        </hierarchy>
        """
    }

    // MARK: - Units

    @Test("density: a factor or a dpi value; nonsense refused with the reason")
    func densityParsing() throws {
        #expect(try PixelDensity.parse("2.625").get() == 2.625)
        #expect(try PixelDensity.parse("420dpi").get() == 2.625)
        #expect(try PixelDensity.parse(" 480DPI ").get() == 3)
        for bad in ["", "abc", "0", "-2", "nan", "inf", "dpi", "1e400"] {
            guard case .failure = PixelDensity.parse(bad) else {
                Issue.record("'\(bad)' was taken as a density")
                continue
            }
        }
        guard case .failure(let e) = PixelDensity.parse("420") else { Issue.record("420 taken as a factor"); return }
        #expect(e.description.contains("420dpi"), "a dpi value given as a factor is told how to write it")
    }

    @Test("density assumed from the width: the standard density nearest to px ÷ 400")
    func assumedDensity() throws {
        #expect(PixelDensity.assumed(widthPixels: 1080) == 2.75)   // 2.7
        #expect(PixelDensity.assumed(widthPixels: 720) == 2)       // 1.8
        #expect(PixelDensity.assumed(widthPixels: 1440) == 3.5)    // 3.6
        #expect(PixelDensity.assumed(widthPixels: 480) == 1)       // 1.2
        #expect(PixelDensity.assumed(widthPixels: 1600) == 4)      // 4.0
        #expect(PixelDensity.assumed(widthPixels: 100) == 0.75)
    }

    @Test("uiautomator: pixels into dp at the assumed density, said once; none said when given or stated")
    func densitySources() throws {
        let assumed = try F.imp(Self.android(), density: nil)
        #expect(assumed.densityNote == "t.txt: pixels taken at density 2.75 (1080 px wide): "
                + "give --density for exact dp (adb shell wm density)")
        #expect(assumed.scene.canvas == Size(width: 392.727273, height: 727.272727))
        let stated = try F.imp(Self.android(density: "420dpi"), density: nil)
        #expect(stated.densityNote == nil)
        #expect(stated.scene.view("left")?.canvasFrame.minX == 38.095238)
        let given = try F.imp(Self.android(density: "420dpi"), density: 2)
        #expect(given.densityNote == nil)
        #expect(given.scene.view("left")?.canvasFrame == Rect(x: 50, y: 50, width: 50, height: 66.5))
        let bad = try F.imp(Self.android(density: "lots"), density: nil)
        #expect(bad.densityNote != nil)
        #expect(bad.warnings.contains { $0.message.contains("density 'lots'") })
    }

    @Test("a landscape dump's density is assumed from its shorter side, as the phone is in portrait")
    func landscape() throws {
        let text = """
        <hierarchy rotation="1"><node class="android.widget.FrameLayout" bounds="[0,0][2340,1080]">
        <node class="android.widget.Button" bounds="[100,100][232,232]" clickable="true"/></node></hierarchy>
        """
        let r = try F.imp(text, density: nil)
        #expect(r.densityNote == "t.txt: pixels taken at density 2.75 (1080 px on its shorter side): "
                + "give --density for exact dp (adb shell wm density)")
        #expect(r.scene.views[1].frame.width == 48, "132 px at 2.75, the width rounded as its edges are")
    }

    @Test("pixels convert edge by edge: views whose pixel edges touch still touch in dp")
    func edgeByEdge() throws {
        for d in [2.625, 2.75, 3.5, 1.5, 0.75] {
            let s = try F.imp(Self.android(), density: d).scene
            let l = try #require(s.view("left")?.canvasFrame), r = try #require(s.view("right")?.canvasFrame)
            #expect(l.maxX == r.minX, "at \(d): \(l.maxX) vs \(r.minX)")
            #expect(l.minX == (100 / d * 1e6).rounded() / 1e6)
            #expect(s.platform == .android && s.policies == [.android])
        }
    }

    // MARK: - Drawing order

    static let appiumToolbar = """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
          <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" name="Toolbar" x="0" y="760" width="390" height="84">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="compose" label="New note" x="330" y="770" width="44" height="44"/>
          </XCUIElementTypeToolbar>
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="row" label="Row" x="0" y="100" width="390" height="60"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="title" label="Row title" x="0" y="100" width="390" height="60"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """

    @Test("appium: a toolbar listed first is drawn over the content; a label over a row takes no touches")
    func toolbarAndLabel() throws {
        let r = try F.imp(Self.appiumToolbar)
        let s = r.scene
        #expect(s.name == "Notes — t.txt")
        #expect(s.views.map(\.id) == ["Window", "Other", "row", "title", "Toolbar", "compose"])
        #expect(r.warnings.contains { $0.line == 5 && $0.message.contains("moved in front") })
        #expect(s.view("title")?.interactive == false, "UILabel takes no touches by default")
        #expect(s.view("Other")?.passThrough == [])
        #expect(tap(s, 352, 792, .uikit) == outcome("compose", "compose"))
        #expect(tap(s, 200, 130, .uikit) == outcome("row", "row"), "the label in front lets the row's taps through")
        #expect(s.policies == [.uikit])
        try F.expectRoundTrip(r)
    }

    // MARK: - Duplicates

    @Test("one control exposed twice: the one listed first is imported not tappable, with a warning")
    func exposedTwice() throws {
        let text = """
        Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          Cell, 0x2, {{0.0, 300.0}, {375.0, 60.0}}
            Button, 0x3, {{0.0, 300.0}, {343.0, 60.0}}, identifier: 'login', label: 'Log in'
            Button, 0x4, {{16.0, 300.0}, {343.0, 60.0}}, identifier: 'login', label: 'Log in'
          Button, 0x5, {{0.0, 400.0}, {100.0, 44.0}}, identifier: 'a', label: 'A'
          Button, 0x6, {{70.0, 400.0}, {100.0, 44.0}}, identifier: 'a', label: 'A'
          Button, 0x7, {{0.0, 500.0}, {100.0, 44.0}}, identifier: 'b', label: 'B'
          Button, 0x8, {{0.0, 500.0}, {100.0, 44.0}}, identifier: 'b', label: 'Other'
        """
        let r = try F.imp(text)
        let s = r.scene
        // Lines 3 and 4 overlap by 327 of 343 pt: one control.
        #expect(s.views.filter { $0.line == 3 }.map(\.tappable) == [false])
        #expect(s.views.filter { $0.line == 4 }.map(\.tappable) == [true])
        #expect(r.warnings.contains { $0.line == 3 && $0.message.contains("listed twice") })
        // Lines 5 and 6 overlap by 30 of 100 pt: two controls. Lines 7 and 8 differ in label.
        let others = s.views.filter { [5, 6, 7, 8].contains($0.line ?? 0) }
        #expect(others.count == 4 && others.allSatisfy(\.tappable))
    }

    // MARK: - Scroll views

    @Test("scroll views clip: UIKit's by class or contentOffset, accessibility types, Android's scrollable")
    func scrollViewsClip() throws {
        let uikit = try F.imp("""
        <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 375 667); clipsToBounds = YES; contentOffset: {0, 0}>
           | <MyGrid: 0x4; baseClass = UICollectionView; frame = (0 0; 375 300)>
           | <PUCollectionView: 0x5; frame = (0 0; 375 300)>
           | <UIView: 0x6; frame = (0 0; 375 300); contentOffset: {0, 10}>
           | <UIView: 0x7; frame = (0 0; 375 300)>
        """).scene
        #expect(uikit.views.map(\.clips) == [false, true, true, true, true, false])
        let xc = try F.imp("""
        Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}
          ScrollView, 0x2, {{0.0, 0.0}, {375.0, 100.0}}
          Table, 0x3, {{0.0, 0.0}, {375.0, 100.0}}
          CollectionView, 0x4, {{0.0, 0.0}, {375.0, 100.0}}
          WebView, 0x5, {{0.0, 0.0}, {375.0, 100.0}}
          Other, 0x6, {{0.0, 0.0}, {375.0, 100.0}}
        """).scene
        #expect(xc.views.map(\.clips) == [false, true, true, true, true, false])
        let android = try F.imp("""
        <hierarchy><node class="android.widget.FrameLayout" bounds="[0,0][720,1280]">
        <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][720,1000]"/>
        <node class="android.widget.LinearLayout" scrollable="false" bounds="[0,0][720,1000]"/></node></hierarchy>
        """).scene
        #expect(android.views.map(\.clips) == [false, true, false])
    }

    // MARK: - Whole-point frames

    @Test("whole-point frames: a button a point past its scroll view, a label a point into a button, trimmed")
    func wholePointSlivers() throws {
        let text = """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Cal" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
        <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="12" y="100" width="367" height="40">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="d10" label="10" x="11" y="100" width="54" height="40"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="d11" label="11" x="64" y="100" width="53" height="40"/>
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="today" label="Today" x="116" y="100" width="53" height="40"/>
        </XCUIElementTypeScrollView></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
        """
        let r = try F.imp(text)
        let s = r.scene
        #expect(s.view("d10")?.canvasFrame == Rect(x: 12, y: 100, width: 53, height: 40))
        #expect(s.view("today")?.canvasFrame == Rect(x: 117, y: 100, width: 52, height: 40))
        #expect(s.view("d11")?.canvasFrame == Rect(x: 64, y: 100, width: 53, height: 40), "tappable neighbours keep theirs")
        #expect(r.warnings.filter { $0.message.contains("whole points") }.map(\.line) == [4, 6])
        let findings = try Audit.run(scene: s, file: "t", options: AuditOptions(policies: [.uikit]))
        #expect(!findings.contains { $0.kind == .swallowed }, "\(findings.map(\.textLine))")

        // One fractional frame: the dump is not rounded, nothing is trimmed.
        let exact = try F.imp(text.replacingOccurrences(of: "width=\"367\"", with: "width=\"367.5\"")).scene
        #expect(exact.view("d10")?.canvasFrame == Rect(x: 11, y: 100, width: 54, height: 40))
    }

    // MARK: - UIKit classes

    @Test("uikit: TextField subclasses are tappable, a section header cell is not, Cycript's backticks are no part of a line")
    func uikitClasses() throws {
        let r = try F.imp("""
        cy# UIApp.keyWindow.recursiveDescription().toString()
        `<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
           | <UISearchBarTextField: 0x3; frame = (8 8; 359 36); layer = <CALayer: 0x4>>
           | <UICollectionView: 0x5; frame = (0 60; 375 600); clipsToBounds = YES>
           |    | <UICollectionViewListCell: 0x6; frame = (0 0; 375 38); layer = <CALayer: 0x7>>
           |    |    | <_UISystemBackgroundView: 0x8; frame = (0 0; 375 38); configuration = <UIBackgroundConfiguration: 0x9; Base Style = List Grouped Header/Footer; cornerRadius = 10>>
           |    | <UICollectionViewListCell: 0xa; frame = (0 38; 375 44); layer = <CALayer: 0xb>>
           |    |    | <_UISystemBackgroundView: 0xc; frame = (0 0; 375 44); configuration = <UIBackgroundConfiguration: 0xd; Base Style = List Grouped Cell; cornerRadius = 10>>`
        """)
        let s = r.scene
        #expect(s.views.first?.type == "UIWindow", "the root after Cycript's backtick is imported")
        #expect(s.views.map(\.type) == ["UIWindow", "UISearchBarTextField", "UICollectionView", "UICollectionViewListCell",
                                       "_UISystemBackgroundView", "UICollectionViewListCell", "_UISystemBackgroundView"])
        #expect(s.views.map(\.tappable) == [false, true, false, false, false, true, false])
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }

    // MARK: - Frameworks

    @Test("each format writes the policies of the framework it lists: uikit for iOS, android for uiautomator")
    func policiesPerFormat() throws {
        let uikit = try F.imp("<UIView: 0x1; frame = (0 0; 100 100)>")
        #expect(uikit.scene.policies == [.uikit] && uikit.scene.defaultPolicy == .uikit)
        let xc = try F.imp("Window (Main), 0x1, {{0.0, 0.0}, {100.0, 100.0}}")
        #expect(xc.scene.policies == [.uikit])
        let appium = try F.imp(Self.appiumToolbar)
        #expect(appium.scene.policies == [.uikit])
        let android = try F.imp(Self.android())
        #expect(android.scene.policies == [.android] && android.scene.defaultPolicy == .android)
        let yaml = SceneYAMLWriter.yaml(for: android.scene)
        #expect(yaml.contains("\nplatform: android\npolicies: [android]\n"))
        #expect(try SceneLoader.parse(yaml: yaml, source: "s.yaml").policies == [.android])
    }
}
