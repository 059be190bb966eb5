import Foundation
import Testing
@testable import TapplayCore

@Suite("Import: Maestro, idb, Espresso, dumpsys and Compose dumps")
struct ImportLoggedFormatTests {
    typealias F = ImportFixtures

    private func warnings(_ r: DumpImport) -> [String] { r.warnings.map { "\($0.line ?? 0): \($0.message)" } }

    @Test("maestro iOS: the app is the scene, the SpringBoard behind it, tappability guessed with one warning")
    func maestroIOS() throws {
        let (r, s) = try F.imp(F.maestroIOS, as: .maestro)
        #expect(s.platform == .ios && s.policies == [.uikit])
        #expect(s.name == "Notes — t.txt")
        #expect(s.canvas == Size(width: 390, height: 844))
        #expect(s.views.map(\.id) == ["9_41", "view", "save", "Save", "Draft", "Search", "Below"])
        #expect(s.views.map(\.depth) == [0, 0, 1, 2, 1, 1, 1])
        // The SpringBoard's status bar: behind the app, not touchable, not guessed tappable.
        #expect(s.view("9_41")?.interactive == false && s.view("9_41")?.tappable == false)
        #expect(F.canvas(s, "9_41") == Rect(x: 30, y: 14, width: 50, height: 20))
        // Only what the dump records takes taps: a placeholder makes Draft a text field (disabled).
        // Save's tappability is unknown: not tappable, counted in the warning.
        #expect(s.views.filter(\.tappable).map(\.id) == ["Draft"])
        // With --guess-tappable, the outermost element of a label is tappable (to review),
        // the label repeated inside it is not.
        let guessed = try F.imp(F.maestroIOS, format: .format(.maestro), guess: true).scene
        #expect(guessed.views.filter(\.tappable).map(\.id) == ["save", "Draft"])
        #expect(guessed.view("save")?.review == [.tappableGuessed])
        #expect(s.view("save")?.frame == Rect(x: 20, y: 100, width: 100, height: 44))
        #expect(s.view("Save")?.frame == Rect(x: 20, y: 10, width: 60, height: 24))
        #expect(s.view("save")?.label == "Save")
        #expect(s.view("save")?.type == nil)
        // `text` before `hintText`; disabled is interactive: false.
        #expect(s.view("Draft")?.label == "Draft" && s.view("Draft")?.interactive == false)
        // Zero height: not guessed; `hintText` is the last label.
        #expect(s.view("Search")?.label == "Search" && s.view("Search")?.tappable == false)
        #expect(s.view("Below")?.hidden == true)
        #expect(s.view("save")?.line == 21)
        let w = warnings(r)
        #expect(w.filter { $0.contains("1 labelled element may or may not take taps") }.count == 1)
        #expect(w.contains { $0.hasPrefix("51: ") && $0.contains("[0,0][0,0]") && $0.contains("hidden") })
        #expect(w.contains { $0.contains("SpringBoard's 1 element") && $0.contains("behind") })
        #expect(w.count == 3)
        try F.expectRoundTrip(r)
    }

    @Test("maestro iOS: UIKit's scroll indicators make their holder a scroll view, take no touches, are not guessed tappable")
    func maestroScrollIndicators() throws {
        let text = """
        {"attributes": {"bounds": "[0,0][0,0]"}, "children": [
         {"attributes": {"accessibilityText": "App", "bounds": "[0,0][390,844]", "enabled": "true"}, "children": [
          {"attributes": {"bounds": "[0,0][390,844]", "enabled": "true"}, "children": [
           {"attributes": {"bounds": "[0,100][390,500]", "enabled": "true"}, "children": [
            {"attributes": {"bounds": "[0,100][390,1400]", "enabled": "true"}, "children": [
             {"attributes": {"accessibilityText": "Row", "bounds": "[0,100][390,160]", "enabled": "true"}}]},
            {"attributes": {"accessibilityText": "Vertical scroll bar, 3 pages", "value": "0%", "bounds": "[357,100][387,500]", "enabled": "true"}}]}]}]}]}
        """
        let (r, s) = try F.imp(text, as: .maestro)
        #expect(s.views.map(\.id) == ["view", "view-2", "view-3", "Row", "Vertical_scroll_bar_3_pages"])
        #expect(s.view("view-2")?.clips == true)
        #expect(s.view("Vertical_scroll_bar_3_pages")?.interactive == false)
        #expect(s.views.filter(\.tappable).map(\.id) == [])
        #expect(warnings(r).contains { $0.contains("1 labelled element may or may not take taps") })
        let guessed = try F.imp(text, format: .format(.maestro), guess: true)
        #expect(guessed.scene.views.filter(\.tappable).map(\.id) == ["Row"])
        #expect(warnings(guessed).contains { $0.contains("tappability guessed for 1 labelled element ") })
    }

    @Test("maestro Android: pixels, clickable, enabled, scrollable, the other windows behind the app's")
    func maestroAndroid() throws {
        let (r, s) = try F.imp(F.maestroAndroid, as: .maestro, density: 3)
        #expect(s.platform == .android && s.policies == [.android])
        #expect(s.canvas == Size(width: 360, height: 800))
        #expect(s.views.map(\.id) == ["status_bar", "battery", "FrameLayout", "ok", "View-Close", "list", "TextView-Row",
                                      "TextView-Gone"])
        // The status bar's window is drawn behind the app and takes no touches.
        #expect(s.view("status_bar")?.interactive == false && s.view("battery")?.interactive == false)
        #expect(s.view("battery")?.tappable == true)
        #expect(s.view("ok")?.canvasFrame == Rect(x: 35, y: 70, width: 105, height: 49))
        #expect(s.view("ok")?.label == "OK")
        #expect(s.view("ok")?.type == "android.widget.Button")
        #expect(s.view("ok")?.tappable == true)
        #expect(s.view("View-Close")?.label == "Close" && s.view("View-Close")?.interactive == false)
        #expect(s.view("list")?.clips == true)
        #expect(s.view("TextView-Row")?.frame == Rect(x: 0, y: 300, width: 360, height: 100))
        #expect(s.view("TextView-Gone")?.hidden == true)
        let w = warnings(r)
        #expect(w.contains { $0.contains("window of com.android.systemui (2 elements)") && $0.contains("behind") })
        #expect(w.contains { $0.contains("off the display") })
        #expect(w.count == 2)
        let hit = Resolver(scene: s, slop: nil).resolve(Point(x: 350, y: 10), policy: .android, tracing: false)
        #expect(hit.responder == nil, "the status bar's window is behind the app")
        try F.expectRoundTrip(r)
        // No density given: assumed from the app window's 1080 px (1080 / 400 → 2.75), and said once.
        let assumed = try DumpImporter.importDump(text: F.maestroAndroid, file: "t.txt", options: ImportOptions())
        #expect(assumed.densityNote?.contains("density 2.75 (1080 px wide)") == true)
        // Edge by edge: [105,210][420,357] px ÷ 2.75, each edge to 6 places.
        let ok = try #require(assumed.scene.view("ok")?.canvasFrame)
        for (v, edge) in [(ok.minX, 38.181818), (ok.minY, 76.363636), (ok.maxX, 152.727273), (ok.maxY, 129.818182)] {
            #expect(abs(v - edge) < 1e-9, "\(v) vs \(edge)")
        }
    }

    @Test("maestro commands file: the screen of the last failed command, by time")
    func maestroCommands() throws {
        let r = try F.imp(F.maestroCommands)
        #expect(r.format == .maestro)
        #expect(r.scene.name.contains("Shop"))
        #expect(r.scene.views.map(\.id) == ["view", "pay"])
        // The pay button's type is not recorded: unknown, unless guessed.
        #expect(r.scene.view("pay")?.tappable == false)
        #expect(try F.imp(F.maestroCommands, guess: true).scene.view("pay")?.tappable == true)
        #expect(r.scene.view("pay")?.canvasFrame == Rect(x: 10, y: 700, width: 370, height: 50))
        #expect(warnings(r).contains { $0.contains("the failed tapOnElement ('Element not found: Id matching regex: ok')")
            && $0.contains("the last of 2 commands") })
        let none = F.maestroCommands.replacingOccurrences(of: "\"hierarchyRoot\"", with: "\"other\"")
            .replacingOccurrences(of: "\"hierarchy\"", with: "\"other2\"")
        #expect { try F.imp(none) } throws: { e in
            (e as? SceneLoadError)?.description.contains("no failed command that carries the screen") == true
        }
    }

    @Test("idb flat list: the Application is the scene, the tree rebuilt by containment, types, actions, labels")
    func idbFlat() throws {
        let (r, s) = try F.imp(F.idbFlat, as: .idb)
        #expect(s.platform == .ios && s.policies == [.uikit])
        #expect(s.name == "Shop — t.txt")
        #expect(s.canvas == Size(width: 390, height: 844))
        #expect(s.views.map(\.id) == ["Group", "buy", "StaticText-Price", "StaticText-3", "TabGroup-Tabs", "Button-Home"])
        #expect(s.views.map(\.depth) == [0, 1, 2, 1, 1, 2])
        #expect(s.view("buy")?.frame == Rect(x: 16.5, y: 100, width: 120, height: 44))
        #expect(s.view("StaticText-Price")?.frame == Rect(x: 3.5, y: 10, width: 50, height: 20))
        #expect(s.view("StaticText-Price")?.label == "Price")
        #expect(s.view("TabGroup-Tabs")?.canvasFrame == Rect(x: 0, y: 760, width: 390, height: 84))
        #expect(s.view("Button-Home")?.frame == Rect(x: 10, y: 10, width: 60, height: 50))
        // custom_actions make a StaticText tappable; enabled false is interactive: false; AXValue is the label.
        #expect(s.view("StaticText-3")?.tappable == true && s.view("StaticText-3")?.interactive == false)
        #expect(s.views.filter(\.tappable).map(\.id) == ["buy", "StaticText-3", "Button-Home"])
        #expect(s.view("Button-Home")?.hidden == true)
        #expect(s.view("buy")?.type == "Button")
        #expect(warnings(r) == ["1: idb's flat list has no tree: rebuilt by frame containment (an element's parent is "
                                + "the last element before it whose frame contains its frame)"])
        try F.expectRoundTrip(r)
    }

    @Test("idb: AXe's nested tree after its shell and objc lines, describe-point's one element, null")
    func idbOthers() throws {
        let a = try F.imp(F.axeNested)
        #expect(a.format == .idb)
        #expect(a.scene.name.contains("Maps"))
        #expect(a.scene.canvas == Size(width: 400, height: 800))
        #expect(a.scene.views.map(\.id) == ["Window", "locate"])
        #expect(a.scene.view("locate")?.canvasFrame == Rect(x: 300, y: 20, width: 80, height: 80))
        #expect(a.warnings.isEmpty, "known preamble lines and a nested tree need no warning")

        let point = #"{"AXFrame":"{{199, 116}, {64, 87.5}}","AXUniqueId":"Wallet","AXLabel":"Wallet","type":"Button","custom_actions":[],"enabled":true}"#
        let p = try F.imp(point)
        #expect(p.format == .idb)
        #expect(p.scene.views.map(\.id) == ["Wallet"])
        #expect(p.scene.views[0].tappable)
        #expect(warnings(p).contains { $0.contains("describe-point") })

        #expect { try F.imp("null", format: .format(.idb)) } throws: { e in
            (e as? SceneLoadError)?.description.contains("found no element") == true
        }
        let app = #"[{"AXFrame":"{{0, 0}, {1032, 1376}}","AXLabel":"DockFolderViewService","type":"Application","children":[]}]"#
        let only = try F.imp(app)
        #expect(only.scene.views.count == 1 && only.scene.canvas == Size(width: 1032, height: 1376))
        #expect(warnings(only).contains { $0.contains("only the Application") })
    }

    @Test("espresso: positions add up, values over lines with commas and braces, flags, MATCHES named")
    func espresso() throws {
        let (r, s) = try F.imp(F.espressoAmbiguous, as: .espresso, density: 3)
        #expect(s.platform == .android && s.policies == [.android])
        #expect(s.canvas == Size(width: 360, height: 800))
        #expect(s.views.map(\.id) == ["DecorView", "LinearLayout", "save", "title", "ImageButton-Back", "title-2",
                                      "statusBarBackground"])
        #expect(s.views.map(\.depth) == [0, 1, 2, 2, 2, 3, 1])
        #expect(s.view("save")?.canvasFrame == Rect(x: 30, y: 72, width: 100, height: 44))
        #expect(s.view("save")?.label == "Save, draft")
        #expect(s.view("save")?.type == "MaterialButton")
        #expect(s.view("save")?.tappable == true)
        #expect(s.view("title")?.canvasFrame == Rect(x: 30, y: 122, width: 200, height: 30))
        #expect(s.view("title")?.label == "Line one\nline {two}")
        #expect(s.view("ImageButton-Back")?.canvasFrame == Rect(x: -4, y: 172, width: 48, height: 48))
        #expect(s.view("ImageButton-Back")?.hidden == true && s.view("ImageButton-Back")?.interactive == false)
        #expect(s.view("ImageButton-Back")?.tappable == true)
        #expect(s.view("title-2")?.hidden == true)
        #expect(s.view("statusBarBackground")?.canvasFrame == Rect(x: 0, y: 0, width: 360, height: 22))
        #expect(s.view("title")?.line == 12)
        #expect(warnings(r) == ["12: Espresso's matcher matched 2 views (****MATCHES****): title (line 12), title (line 17)"])
        try F.expectRoundTrip(r)
    }

    @Test("espresso: through logcat, am instrument and CI prefixes; a repeat; a cut")
    func espressoLogged() throws {
        let plain = try F.imp(F.espressoAmbiguous, density: 3).scene
        for prefix in ["03-17 10:00:00.123  1234  1250 E TestRunner: ", "E/TestRunner( 1234): ",
                       "2024-05-01T12:34:56.1234567Z ", "[11:36:59]: ▸ "] {
            let r = try F.imp(F.prefixed(F.espressoAmbiguous, prefix), density: 3)
            #expect(r.format == .espresso, "\(prefix)")
            #expect(r.scene.views.map(\.id) == plain.views.map(\.id), "\(prefix)")
            #expect(r.scene.views.map(\.canvasFrame) == plain.views.map(\.canvasFrame), "\(prefix)")
            #expect(r.scene.views.map(\.label) == plain.views.map(\.label), "\(prefix)")
        }
        let instrumented = "INSTRUMENTATION_STATUS: numtests=1\nINSTRUMENTATION_STATUS: stack=" + F.espressoAmbiguous
            + "\n\nINSTRUMENTATION_STATUS: stream=\n" + F.espressoAmbiguous
        let i = try F.imp(instrumented, density: 3)
        #expect(i.scene.views.map(\.canvasFrame) == plain.views.map(\.canvasFrame))
        #expect(warnings(i).contains { $0.contains("another View Hierarchy:") })

        // Cut inside the ImageButton's line: what came before is imported, the cut said.
        let at = try #require(F.espressoAmbiguous.range(of: "x=-12.0"))
        let c = try F.imp(String(F.espressoAmbiguous[..<at.lowerBound]), density: 3)
        #expect(c.scene.views.map(\.id) == ["DecorView", "LinearLayout", "save", "title", "ImageButton-Back"])
        #expect(warnings(c).contains { $0.hasPrefix("15: ") && $0.contains("looks cut") })
        #expect(warnings(c).contains { $0.hasPrefix("15: ") && $0.contains("parent's origin") })
    }

    @Test("espresso and dumpsys: what a view 0 px wide or tall holds is not drawn, so it is imported hidden")
    func collapsed() throws {
        let espresso = """
        View Hierarchy:
        +>DecorView{id=-1, visibility=VISIBLE, width=300, height=600, is-clickable=false, is-enabled=true, x=0.0, y=0.0}
        |
        +->FrameLayout{id=1, res-name=sheet, visibility=VISIBLE, width=300, height=0, is-clickable=false, is-enabled=true, x=0.0, y=500.0}
        |
        +-->LinearLayout{id=-1, visibility=VISIBLE, width=300, height=100, is-clickable=false, is-enabled=true, x=0.0, y=0.0}
        |
        +--->Button{id=2, res-name=ok, visibility=VISIBLE, width=100, height=60, is-clickable=true, is-enabled=true, x=10.0, y=10.0, text=OK}
        |
        +->Button{id=3, res-name=go, visibility=VISIBLE, width=100, height=60, is-clickable=true, is-enabled=true, x=10.0, y=10.0, text=Go}
        """
        let e = try F.imp(espresso, density: 1)
        #expect(e.scene.views.map(\.id) == ["DecorView", "sheet", "LinearLayout", "ok", "go"])
        #expect(e.scene.views.map(\.hidden) == [false, false, true, true, false])
        #expect(warnings(e) == ["4: FrameLayout is 0 px tall: the 2 views inside it are not drawn (Android clips a view's "
                                + "children to it); imported hidden"])
        let dumpsys = """
          View Hierarchy:
            DecorView@1[Main]
              android.widget.FrameLayout{1 V.E...... ........ 0,0-300,600}
                android.widget.FrameLayout{2 V.E...... ........ 0,500-0,600 #7f0a0001 app:id/drawer}
                  android.widget.Button{3 VFED..C.. ........ 10,10-110,70 #7f0a0002 app:id/ok}
        """
        let d = try F.imp(dumpsys, density: 1)
        #expect(d.scene.views.map(\.id) == ["FrameLayout", "drawer", "ok"])
        #expect(d.scene.views.map(\.hidden) == [false, false, true])
        #expect(warnings(d).contains { $0.hasPrefix("4: ") && $0.contains("0 px wide: the 1 view inside it") })
        #expect(warnings(d).contains { $0.hasPrefix("2: ") && $0.contains("DecorView has no frame") })
    }

    @Test("dumpsys: the resumed activity, its dpi, flags, negative bounds, ids, a label after the braces, Compose")
    func dumpsys() throws {
        let parsed = try DumpsysDumpParser.parse(F.dumpsysTop, file: "t.txt", options: ImportOptions())
        #expect(parsed.densityInDump == 3)
        let (r, s) = try F.imp(F.dumpsysTop, as: .dumpsys, density: 3)
        #expect(s.platform == .android && s.policies == [.android])
        #expect(s.canvas == Size(width: 360, height: 800))
        #expect(s.views.map(\.id) == ["DecorView", "LinearLayout", "ok", "ImageView", "hint", "agree", "scroll",
                                      "LinearLayout-2", "Row-Row_one", "Row-Row_two", "ComposeView", "AndroidComposeView"])
        #expect(s.view("DecorView")?.canvasFrame == Rect(x: 0, y: 0, width: 360, height: 800))
        #expect(s.view("ok")?.canvasFrame == Rect(x: 30, y: 50, width: 100, height: 44))
        #expect(s.view("ok")?.tappable == true && s.view("ok")?.type == "android.widget.Button")
        #expect(s.view("ImageView")?.frame == Rect(x: 15, y: -5, width: 11, height: 11))
        #expect(s.view("ImageView")?.tappable == false)
        #expect(s.view("hint")?.hidden == true)
        #expect(s.view("agree")?.tappable == true && s.view("agree")?.interactive == false)
        #expect(s.view("scroll")?.clips == true)
        #expect(s.view("Row-Row_one")?.label == "Row one")
        #expect(s.view("Row-Row_two")?.canvasFrame == Rect(x: 0, y: 250, width: 360, height: 100))
        #expect(s.view("ok")?.line == 18)
        let w = warnings(r)
        #expect(w.contains { $0.hasPrefix("11: ") && $0.contains("the resumed one") && $0.contains("1 other activity") })
        #expect(w.contains { $0.hasPrefix("25: ") && $0.contains("2 lines") && $0.contains("no view") })
        #expect(w.contains { $0.hasPrefix("29: ") && $0.contains("AndroidComposeView") })
        #expect(w.count == 3)
        try F.expectRoundTrip(r)
        // Without --density, the configuration's 480dpi is the density: the same frames, nothing assumed.
        let own = try DumpImporter.importDump(text: F.dumpsysTop, file: "t.txt", options: ImportOptions())
        #expect(own.densityNote == nil)
        #expect(own.scene.views.map(\.canvasFrame) == s.views.map(\.canvasFrame))
    }

    @Test("dumpsys: no resumed activity, a failed one, UTF-16 with a byte-order mark and CRLF, as PowerShell writes it")
    func dumpsysWindows() throws {
        let stopped = F.dumpsysTop.replacingOccurrences(of: "mResumed=true", with: "mResumed=false")
            .replacingOccurrences(of: "ACTIVITY com.example/.MainActivity 4d5e6f pid=4242\n",
                                  with: "ACTIVITY com.example/.MainActivity 4d5e6f pid=4242\n    Failure while dumping the activity: java.io.IOException: Timeout\n")
        let r = try F.imp(stopped, density: 3)
        #expect(r.scene.views.first?.id == "DecorView")
        #expect(warnings(r).contains { $0.contains("no activity in the dump is resumed") })
        #expect(warnings(r).contains { $0.contains("could not be dumped") && $0.contains("Timeout") })

        let crlf = F.dumpsysTop.replacingOccurrences(of: "\n", with: "\r\n")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in crlf.utf16 { bytes += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let path = try CLIFile.write("", name: "top.txt")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let opened = try SceneOpener.open(path: path, options: ImportOptions(density: 3))
        let plain = try F.imp(F.dumpsysTop, density: 3).scene
        #expect(opened.imported?.format == .dumpsys)
        #expect(opened.scene.views.map(\.id) == plain.views.map(\.id))
        #expect(opened.scene.views.map(\.canvasFrame) == plain.views.map(\.canvasFrame))
        #expect(opened.scene.views.map(\.line) == plain.views.map(\.line))
    }

    @Test("compose: unmerged through logcat: fakes left out, Actions, Role, Text over two lines, [Disabled], Tag, scroll")
    func compose() throws {
        let (r, s) = try F.imp(F.composeLogcat, as: .compose, density: 3)
        #expect(s.platform == .android)
        #expect(s.policies == [.compose])
        #expect(s.defaultPolicy == .compose)
        #expect(s.canvas == Size(width: 360, height: 800))
        #expect(s.views.map(\.id) == ["node-1", "save", "node-3", "node-4", "node-5"])
        #expect(s.views.map(\.depth) == [0, 1, 2, 1, 2])
        #expect(s.view("node-1")?.canvasFrame == Rect(x: 0, y: 22, width: 360, height: 778))
        #expect(s.view("save")?.canvasFrame == Rect(x: 10, y: 32, width: 100, height: 44))
        #expect(s.view("save")?.type == "Button" && s.view("save")?.tappable == true)
        #expect(s.view("node-3")?.label == "Save, draft" && s.view("node-3")?.tappable == false)
        #expect(s.view("node-3")?.canvasFrame == Rect(x: 20, y: 40, width: 80, height: 28))
        #expect(s.view("node-4")?.clips == true)
        #expect(s.view("node-4")?.canvasFrame == Rect(x: 10, y: 100, width: 340, height: 1000))
        #expect(s.view("node-5")?.label == "Line one\nline two")
        #expect(s.view("node-5")?.tappable == true && s.view("node-5")?.interactive == false)
        #expect(s.view("save")?.line == 4)
        #expect(warnings(r) == ["9: 1 node of the unmerged tree with ids of a billion or more and zero bounds "
                                + "(Compose's fakes) are not views"])
        try F.expectRoundTrip(r)

        let m = try F.imp(F.composeStripped, density: 3)
        #expect(m.scene.views.map(\.id) == ["node-1", "save", "node-4", "node-5"])
        #expect(m.scene.views.map(\.depth) == [0, 1, 1, 2])
        #expect(m.scene.view("save")?.label == "Save, draft")
        #expect(m.scene.view("node-5")?.canvasFrame == s.view("node-5")?.canvasFrame)
    }

    @Test("--format auto recognises each new format, through log prefixes of every kind")
    func detection() throws {
        let prefixes = ["", "03-17 10:00:00.123  1234  1250 D Tag     : ", "D/Tag( 1234): ", "I/flutter (12345): ",
                        "2024-05-01T12:34:56.1234567Z ", "[2024-05-01 12:34:56] ", "12:34:56.789 ",
                        "2024-01-10 10:00:00.123  1234-1234  Tag  com.example  D  "]
        for (text, format, _) in F.newFormats {
            #expect(DumpImporter.detect(text) == format)
            for p in prefixes {
                #expect(DumpImporter.detect(F.prefixed(text, p)) == format, "\(format) after '\(p)'")
            }
        }
        // The older formats are still told apart from these.
        #expect(DumpImporter.detect(F.uikitLogin) == .uikit)
        #expect(DumpImporter.detect(F.xcuitestShop) == .xcuitest)
        #expect(DumpImporter.detect(F.uiautomatorSignIn) == .uiautomator)
        #expect(DumpImporter.detect("{\"name\": \"x\"}") == nil)
        #expect(DumpImporter.detect("[11:36:59]: ▸ Compiling\n") == nil)
    }

    @Test("log prefixes: each kind removed, the text's own indentation kept, other lines untouched")
    func logPrefixes() {
        let cases: [(String, String)] = [
            ("12-09 22:12:17.806 25179 25197 D TAG     :  |-Node #2", " |-Node #2"),
            ("2024-12-09 22:12:17.806 25179 25197 D TAG: x", "x"),
            ("12-09 22:12:17.806 D/TAG( 1234):   a", "  a"),
            ("D/TAG: Node", "Node"), ("I/flutter (12345): hello", "hello"), ("E/TestRunner(99): +>A{", "+>A{"),
            ("flutter: x", "x"), ("INSTRUMENTATION_STATUS: stack=java.lang.X", "java.lang.X"),
            ("INSTRUMENTATION_STATUS: class=a", "INSTRUMENTATION_STATUS: class=a"),
            ("2024-05-01T12:34:56.1234567Z       ACTIVITY a/.B", "      ACTIVITY a/.B"),
            ("2024-05-01T12:34:56+02:00 x", "x"), ("[11:36:59]: ▸ +>DecorView{", "+>DecorView{"),
            ("[2024-05-01 12:34:56.5] x", "x"), ("12:34:56 x", "x"),
            ("\u{1B}[36m2024-05-01T12:34:56Z \u{1B}[0mD/T: y", "y"),
            ("2024-01-10 10:00:00.123  1234-1234  Tag  com.example  D  Node #1", "Node #1"),
            ("      android.widget.Button{3 VFED..C.. ........ 90,150-390,282}", "      android.widget.Button{3 VFED..C.. ........ 90,150-390,282}"),
            ("+>DecorView{id=-1}", "+>DecorView{id=-1}"), ("Node #1 at (l=0.0", "Node #1 at (l=0.0"),
            ("  \"bounds\" : \"[0,0][1,1]\"", "  \"bounds\" : \"[0,0][1,1]\""), ("[{\"AXFrame\"", "[{\"AXFrame\""),
            ("10:00 is not a time prefix", "10:00 is not a time prefix"),
        ]
        for (line, text) in cases {
            #expect(String(LogPrefix.strip(Substring(line))) == text, "\(line)")
        }
    }

    @Test("round trip of every new fixture, with and without log prefixes")
    func roundTrips() throws {
        for (text, _, density) in F.newFormats {
            try F.expectRoundTrip(try F.imp(text, density: density))
        }
    }
}
