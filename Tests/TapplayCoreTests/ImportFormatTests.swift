import Foundation
import Testing
@testable import TapplayCore

@Suite("Import: each format's grammar")
struct ImportFormatTests {
    typealias F = ImportFixtures

    @Test("uikit: depth from the | prefixes, fields split outside brackets and quotes, scroll offsets, layers, lldb lines")
    func uikit() throws {
        let (r, s) = try F.imp(F.uikitLogin, as: .uikit)
        #expect(s.platform == .ios)
        #expect(s.canvas == Size(width: 390, height: 844))
        #expect(s.views.map(\.id) == ["UIWindow", "UIView", "UILabel-Don_t_panic_it_s_fine", "UITextField", "LoginButton",
                                      "UIButtonLabel-Log_in", "UIScrollView", "UIView-2", "MyRowCell", "UIView-3", "UIView-4"])
        #expect(s.views.map(\.depth) == [0, 1, 2, 2, 2, 3, 2, 3, 3, 2, 2])
        #expect(s.view("UILabel-Don_t_panic_it_s_fine")?.label == "Don't panic; it's fine")
        #expect(s.view("UITextField")?.label == nil)
        #expect(s.view("LoginButton")?.type == "LoginButton")
        #expect(s.views.filter(\.tappable).map(\.id) == ["UITextField", "LoginButton", "MyRowCell"])
        #expect(F.canvas(s, "UIButtonLabel-Log_in") == Rect(x: 170, y: 235, width: 50, height: 20))
        #expect(s.view("UIButtonLabel-Log_in")?.alpha == 0.5)
        // Subviews of a scroll view are shifted by its contentOffset {0, 100}.
        #expect(F.canvas(s, "UIView-2") == Rect(x: 10, y: 350, width: 100, height: 40))
        #expect(s.view("UIView-2")?.hidden == true)
        #expect(F.canvas(s, "MyRowCell") == Rect(x: 0, y: 320, width: 390, height: 44))
        #expect(s.view("UIScrollView")?.clips == true)
        #expect(s.view("UIView-4")?.interactive == false)
        #expect(s.view("UIView-4")?.clips == true)
        #expect(s.view("UIWindow")?.line == 2)
        #expect(s.view("LoginButton")?.line == 6)
        let warnings = r.warnings.map { "\($0.line ?? 0): \($0.message)" }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.hasPrefix("8: ") && $0.contains("layer") })
        #expect(warnings.contains { $0.hasPrefix("12: ") && $0.contains("transform") })
        let hit = Resolver(scene: s, slop: nil).resolve(Point(x: 195, y: 245), policy: .uikit, tracing: false)
        #expect(hit.responder.map { s.views[$0].id } == "LoginButton")
    }

    @Test("uikit: addresses stripped, no final newline, a quote inside the text")
    func uikitStripped() throws {
        let text = "<UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>\n"
            + "   | <UIButton; frame = (10 20; 100 44); opaque = NO; layer = <CALayer>>\n"
            + "   |    | <UIButtonLabel; frame = (5 5; 90 34); text = 'What's up?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>"
        let r = try F.imp(text)
        #expect(r.scene.views.map(\.id) == ["UIView", "UIButton", "UIButtonLabel-What_s_up"])
        #expect(r.scene.views[2].label == "What's up?")
        #expect(r.scene.views[2].canvasFrame == Rect(x: 15, y: 25, width: 90, height: 34))
        #expect(r.warnings.isEmpty)
    }

    @Test("uikit: values holding ; and >, a description wrapped twice, trailing text, baseClass")
    func uikitOddValues() throws {
        let text = """
        <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
           | <UISlider: 0x3; frame = (10 10; 80 20); opaque = NO; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; value: 0.000000>
           | <<_UITextContainerView: 0x6; frame = (0 50; 40 30); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x7>> minSize = {0, 0}, textContainer = <NSTextContainer: 0x8 size = (40.000000,inf); widthTracksTextView = YES>; lineBreakMode = 0>
           |    | <UIView: 0x9; frame = (1 1; 2 2); backgroundColor = <UIBackgroundConfiguration: 0xa; Base Style = List; backgroundColor = <UIDynamicSystemColor: 0xb; name = x>>>; layer = <CALayer: 0xc>>
           | <PUCollectionView: 0xd; baseClass = UICollectionView; frame = (0 60; 100 40); layer = <CALayer: 0xe>; contentOffset: {0, -44}; contentSize: {320, 333.5}> collection view layout: <PUSectionedGridLayout: 0xf> delegate: <X: 0x10>
           |    | <PUPhotosGridCell: 0x11; baseClass = UICollectionViewCell; frame = (0 9.5; 78.5 78.5); layer = <CALayer: 0x12>>
        """
        let r = try F.imp(text)
        let s = r.scene
        #expect(s.views.map(\.type) == ["UIView", "UISlider", "_UITextContainerView", "UIView", "PUCollectionView", "PUPhotosGridCell"])
        #expect(s.views[1].tappable)
        #expect(s.views[2].canvasFrame == Rect(x: 0, y: 50, width: 40, height: 30))
        #expect(s.views[3].parent == 2)
        #expect(s.views[3].canvasFrame == Rect(x: 1, y: 51, width: 2, height: 2))
        #expect(s.views[5].canvasFrame == Rect(x: 0, y: 60 + 44 + 9.5, width: 78.5, height: 78.5))
        #expect(s.views[5].tappable)
        // The cell reaches past the 100 × 100 screen: said, not dropped.
        #expect(r.warnings.map(\.description) == ["t.txt:6: warning: 1 tappable view lies wholly or partly outside "
                                                  + "the 100 × 100 screen (the first: PUPhotosGridCell on line 6): "
                                                  + "the audit judges only what the screen shows"])
    }

    @Test("uikit: lldb's escaped one-line string, a cut dump, a depth jump, unbalanced brackets, an unreadable line")
    func uikitBroken() throws {
        let escaped = #"(String) $R0 = "<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (10 10; 50 50); layer = <CALayer: 0x4>>\n""#
        let r = try F.imp(escaped)
        #expect(r.scene.views.map(\.id) == ["UIView", "UIButton"])
        #expect(r.scene.views.map(\.line) == [1, 1])

        let broken = """
        Printing description of self.view:
        <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
           | <UIView: 0x3; frame = (10 10; 50 50); layer = <CALayer: 0x4>>
        ...
           |    |    | <UIButton: 0x5; frame = (1 1; 5 5); layer = <CALayer: 0x6>>
        this is not a view line
           | <UILabel: 0x7; frame = (20 20; 30 30); text = 'open; layer = <CALayer: 0x8
        """
        let b = try F.imp(broken)
        #expect(b.scene.views.count == 4)
        #expect(b.scene.views[2].parent == 1)
        #expect(b.scene.views[3].canvasFrame == Rect(x: 20, y: 20, width: 30, height: 30))
        let lines = b.warnings.map { $0.line ?? 0 }
        #expect(lines == [4, 5, 6, 7])
        #expect(b.warnings[0].message.contains("cut"))
        #expect(b.warnings[2].message.contains("not a view line"))
        #expect(b.warnings[3].message.contains("closing"))

        // A label whose text holds a line break is printed across two lines.
        let multiline = """
        <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
           | <UILabel: 0x3; frame = (10 10; 50 40); text = 'Hello
        World'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
           | <UIButton: 0x5; frame = (60 60; 20 20); layer = <CALayer: 0x6>>
        """
        let m = try F.imp(multiline)
        #expect(m.scene.views.map(\.label) == [nil, "Hello\nWorld", nil])
        #expect(m.scene.views[1].interactive == false)
        #expect(m.scene.views[2].line == 4)
        #expect(m.warnings.isEmpty)
    }

    @Test("xcuitest: sections, the → marker, indentation, quotes and commas in labels, Disabled, frameless elements, windows")
    func xcuitest() throws {
        let (r, s) = try F.imp(F.xcuitestShop, as: .xcuitest)
        #expect(s.name == "Shop — t.txt")
        #expect(s.canvas == Size(width: 390, height: 844))
        #expect(s.views.map(\.id) == ["Window", "Other", "StaticText-It_s_a_deal_really", "buy", "buy-2", "Switch-Wi-Fi",
                                      "Window-2", "Other-2"])
        #expect(s.views[2].label == "It's a deal, really")
        #expect(s.views[2].canvasFrame == Rect(x: 20, y: 100.5, width: 200, height: 20.25))
        #expect(s.view("buy")?.label == "Buy, now")
        #expect(s.view("buy")?.canvasFrame == Rect(x: -10, y: 700, width: 120.5, height: 44))
        #expect(s.view("buy")?.tappable == true)
        #expect(s.view("buy-2")?.interactive == false)
        // The frameless Other is left out; its Switch moves up to the Other on line 6.
        #expect(s.view("Switch-Wi-Fi")?.parent == s.index(of: "Other"))
        #expect(s.view("Switch-Wi-Fi")?.canvasFrame == Rect(x: 300, y: 50, width: 51, height: 31))
        #expect(s.view("Window-2")?.interactive == false)
        // Line 8: the Buy button starts 10 pt left of the screen.
        #expect(r.warnings.map { $0.line ?? 0 } == [8, 10, 12])
        let hit = Resolver(scene: s, slop: nil).resolve(Point(x: 50, y: 720), policy: .uikit, tracing: false)
        #expect(hit.hit.map { s.views[$0].id } == "buy")
    }

    @Test("xcuitest: lldb's escaped string after log lines; a dump without sections, indented unevenly")
    func xcuitestEscapedAndBare() throws {
        let escaped = """
            t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 8736
        "Attributes: Application, 0x1, pid: 1, label: \\'A\\'\\nElement subtree:\\n →Application, 0x1, pid: 1, label: \\'A\\'\\n    Window (Main), 0x2, {{0.0, 0.0}, {100.0, 200.0}}\\n      Button, 0x3, {{10.0, 10.0}, {20.0, 20.0}}, label: \\'Don\\'t\\'\\nPath to element:\\n →Application, 0x1, pid: 1, label: \\'A\\'\\n"
        """
        let r = try F.imp(escaped)
        #expect(r.scene.name == "A — t.txt")
        #expect(r.scene.views.map(\.label) == [nil, "Don't"])
        #expect(r.scene.views.map(\.line) == [2, 2])

        let bare = """
            Window (Main), 0x1, {{0.0, 0.0}, {375.0, 812.0}}
                NavigationBar, 0x2, {{0.0, 44.0}, {375.0, 44.0}}, identifier: 'Log in'
                  Button, 0x3, {{0.0, 44.0}, {44.0, 44.0}}, label: 'Back'
                Other, 0x4, {{0.0, 0.0}, {375.0, 812.0}}
        """
        let b = try F.imp(bare)
        // The navigation bar is drawn in front of the container listed after it.
        #expect(b.scene.views.map(\.id) == ["Window", "Other", "Log_in", "Button-Back"])
        #expect(b.scene.views.map(\.depth) == [0, 1, 1, 2])
        #expect(b.scene.views[3].frame == Rect(x: 0, y: 0, width: 44, height: 44))
    }

    @Test("xcuitest: a navigation bar listed before the content is drawn in front of it")
    func accessibilityOrder() throws {
        let text = """
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 44.0}}
                Button, 0x3, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Back'
              Other, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
                Button, 0x5, {{20.0, 400.0}, {350.0, 50.0}}, identifier: 'go'
        """
        let r = try F.imp(text)
        let s = r.scene
        // The bar, with its subtree, now comes after the content: in front of it.
        #expect(s.views.map(\.id) == ["Window", "Other", "go", "NavigationBar", "Button-Back"])
        #expect(s.views.map(\.line) == [1, 4, 5, 2, 3])
        #expect(s.view("Other")?.passThrough == [])
        #expect(r.warnings.map { $0.line ?? 0 } == [2])
        let resolver = Resolver(scene: s, slop: nil)
        #expect(resolver.resolve(Point(x: 40, y: 69), policy: .uikit).hit == s.index(of: "Button-Back"))
        #expect(resolver.resolve(Point(x: 200, y: 69), policy: .uikit).hit == s.index(of: "NavigationBar"))
        #expect(resolver.resolve(Point(x: 195, y: 425), policy: .uikit).hit == s.index(of: "go"))
        try F.expectRoundTrip(r)
    }

    @Test("xcuitest: every plain container listed after a tappable element that covers it passes its taps through")
    func everyCover() throws {
        // The bar sits inside a wrapper, so moving it among its siblings changes nothing:
        // the two full-screen containers listed after the wrapper both cover its button.
        let text = """
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x2, {{0.0, 0.0}, {390.0, 100.0}}
                NavigationBar, 0x3, {{0.0, 47.0}, {390.0, 44.0}}
                  Button, 0x4, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Back'
              Other, 0x5, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'first'
              Other, 0x6, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'second'
        """
        let r = try F.imp(text)
        let s = r.scene
        #expect(s.view("first")?.passThrough == [Rect(x: 0, y: 47, width: 80, height: 44)])
        #expect(s.view("second")?.passThrough == [Rect(x: 0, y: 47, width: 80, height: 44)])
        #expect(r.warnings.map { $0.line ?? 0 } == [5, 6])
        let resolver = Resolver(scene: s, slop: nil)
        #expect(resolver.resolve(Point(x: 40, y: 69), policy: .uikit).responder == s.index(of: "Button-Back"))
        try F.expectRoundTrip(r)
    }

    @Test("appium: the wrapper, visible, enabled, name and label, entities, elements without a frame")
    func appium() throws {
        let (r, s) = try F.imp(F.appiumTabs, as: .appium)
        #expect(s.name == "Tabs — t.txt")
        #expect(s.views.map(\.id) == ["Window", "TabBar", "home", "search", "more"])
        #expect(s.view("home")?.label == "Home & Away")
        #expect(s.view("home")?.frame == Rect(x: 0, y: 1, width: 130, height: 48))
        // A name without a label is the element's identifier: it gives the id, not a label.
        #expect(s.view("search")?.label == nil)
        #expect(s.view("search")?.interactive == false)
        #expect(s.view("more")?.hidden == true)
        #expect(s.views.filter(\.tappable).map(\.id) == ["home", "search", "more"])
        #expect(r.warnings.map { $0.line ?? 0 } == [10])

        let bare = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="X" enabled="true" visible="true" x="0" y="0" width="100" height="100">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="100" height="100">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="ok" enabled="true" visible="true" x="10" y="10" width="20" height="20"/>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """
        let b = try F.imp(bare)
        #expect(b.format == .appium)
        #expect(b.scene.views.map(\.id) == ["Window", "ok"])
    }

    @Test("uiautomator: bounds, density, clickable and long-clickable, resource-id, the trailing 'dumped to' line")
    func uiautomator() throws {
        let (r, s) = try F.imp(F.uiautomatorSignIn, as: .uiautomator, density: 3)
        #expect(s.platform == .android)
        #expect(s.canvas == Size(width: 360, height: 800))
        #expect(s.views.map(\.id) == ["FrameLayout", "sign_in", "ImageView-Avatar"])
        #expect(s.view("sign_in")?.canvasFrame == Rect(x: 30, y: 100, width: 300, height: 48))
        #expect(s.view("sign_in")?.label == "Sign in")
        #expect(s.view("sign_in")?.type == "android.widget.Button")
        #expect(s.view("ImageView-Avatar")?.tappable == true)
        #expect(s.view("ImageView-Avatar")?.interactive == false)
        #expect(r.warnings.isEmpty)

        let v = try F.imp(F.uiautomator2Variant)
        #expect(v.scene.canvas == Size(width: 1080, height: 2340))
        #expect(v.scene.views.map(\.id) == ["FrameLayout", "title", "View"])
        #expect(v.scene.view("title")?.tappable == true)
        #expect(v.scene.view("View")?.hidden == true)
    }

    @Test("Windows line ends (CRLF) read as the same dump")
    func crlf() throws {
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn] {
            let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
            let a = try F.imp(text).scene, b = try F.imp(crlf).scene
            #expect(a.views.map(\.id) == b.views.map(\.id))
            #expect(a.views.map(\.canvasFrame) == b.views.map(\.canvasFrame))
            #expect(a.views.map(\.label) == b.views.map(\.label))
        }
    }

    @Test("--tappable adds a type; --format forces a format")
    func options() throws {
        let r = try F.imp(F.xcuitestShop, tappable: ["StaticText"])
        #expect(r.scene.views[2].tappable)
        let a = try F.imp(F.appiumTabs, tappable: ["Image", "TabBar"])
        #expect(a.scene.view("TabBar")?.tappable == true)
        let u = try F.imp(F.uikitLogin, tappable: ["UILabel"])
        #expect(u.scene.views[2].tappable)
        #expect(throws: SceneLoadError.self) { try F.imp(F.uikitLogin, format: .format(.appium)) }
        let forced = try F.imp(F.uikitLogin, format: .format(.uikit))
        #expect(forced.scene.views.count == 11)
    }
}
