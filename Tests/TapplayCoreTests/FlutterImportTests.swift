import Foundation
import Testing
@testable import TapplayCore

/// Dumps written from Flutter's printing code (flutter/flutter
/// `semantics/semantics.dart`, `SemanticsNode.debugFillProperties` and
/// `toStringDeep`; `DiagnosticsTreeStyle.sparse` in `foundation/diagnostics.dart`;
/// `Rect.toString` to one decimal; a transform's matrix as `Matrix4.toString`'s
/// rows joined by `; ` and wrapped at 65 columns), with the frames, roles,
/// labels and taps worked out by hand.
enum FlutterFixtures {
    /// An Android phone, 1080 × 2400 px at 2.625 (the ratio printed 2.6x), in logcat:
    /// a header, a switch merging its subtitle, a disabled button, a long-press
    /// image, a rotated chip, an off-screen row, an icon button with an
    /// identifier and a tooltip, a text field with a value.
    static let phone = """
    I/flutter ( 4242): SemanticsNode#0
    I/flutter ( 4242):  │ Rect.fromLTRB(0.0, 0.0, 1080.0, 2400.0)
    I/flutter ( 4242):  │
    I/flutter ( 4242):  └─SemanticsNode#1
    I/flutter ( 4242):    │ Rect.fromLTRB(0.0, 0.0, 411.4, 914.3) scaled by 2.6x
    I/flutter ( 4242):    │ textDirection: ltr
    I/flutter ( 4242):    │
    I/flutter ( 4242):    └─SemanticsNode#2
    I/flutter ( 4242):      │ Rect.fromLTRB(0.0, 0.0, 411.4, 914.3)
    I/flutter ( 4242):      │ flags: scopesRoute
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#3
    I/flutter ( 4242):      │   Rect.fromLTRB(0.0, 24.0, 411.4, 80.0)
    I/flutter ( 4242):      │   flags: isHeader
    I/flutter ( 4242):      │   label: "Settings"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#4
    I/flutter ( 4242):      │ │ merge boundary ⛔️
    I/flutter ( 4242):      │ │ Rect.fromLTRB(16.0, 96.0, 395.4, 152.0)
    I/flutter ( 4242):      │ │ actions: tap
    I/flutter ( 4242):      │ │ flags: hasToggledState, isToggled, hasEnabledState, isEnabled
    I/flutter ( 4242):      │ │ label: "Wi-Fi"
    I/flutter ( 4242):      │ │ textDirection: ltr
    I/flutter ( 4242):      │ │
    I/flutter ( 4242):      │ └─SemanticsNode#5
    I/flutter ( 4242):      │     merged up ⬆️
    I/flutter ( 4242):      │     Rect.fromLTRB(16.0, 16.0, 200.0, 40.0)
    I/flutter ( 4242):      │     label: "Connected"
    I/flutter ( 4242):      │     textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#6
    I/flutter ( 4242):      │   Rect.fromLTRB(16.0, 168.0, 395.4, 216.0)
    I/flutter ( 4242):      │   flags: isButton, hasEnabledState
    I/flutter ( 4242):      │   label: "Sign out"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#7
    I/flutter ( 4242):      │   Rect.fromLTRB(16.0, 232.0, 112.0, 328.0)
    I/flutter ( 4242):      │   actions: longPress
    I/flutter ( 4242):      │   flags: isImage
    I/flutter ( 4242):      │   label: "Photo"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#8
    I/flutter ( 4242):      │   Rect.fromLTRB(0.0, 0.0, 100.0, 40.0) with transform [0.0,-1.0,0.0,200.0;
    I/flutter ( 4242):      │   1.0,0.0,0.0,400.0; 0.0,0.0,1.0,0.0; 0.0,0.0,0.0,1.0]
    I/flutter ( 4242):      │   actions: tap
    I/flutter ( 4242):      │   label: "Rotated"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#9
    I/flutter ( 4242):      │   Rect.fromLTRB(0.0, 900.0, 411.4, 956.0)
    I/flutter ( 4242):      │   actions: tap
    I/flutter ( 4242):      │   flags: isHidden
    I/flutter ( 4242):      │   HIDDEN
    I/flutter ( 4242):      │   label: "Off screen"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      ├─SemanticsNode#10
    I/flutter ( 4242):      │   Rect.fromLTRB(300.0, 232.0, 396.0, 280.0)
    I/flutter ( 4242):      │   actions: tap
    I/flutter ( 4242):      │   flags: isButton, hasEnabledState, isEnabled
    I/flutter ( 4242):      │   identifier: "save_button"
    I/flutter ( 4242):      │   tooltip: "Save"
    I/flutter ( 4242):      │   textDirection: ltr
    I/flutter ( 4242):      │
    I/flutter ( 4242):      └─SemanticsNode#11
    I/flutter ( 4242):          Rect.fromLTRB(16.0, 344.0, 395.4, 392.0)
    I/flutter ( 4242):          actions: tap
    I/flutter ( 4242):          flags: isTextField, hasEnabledState, isEnabled
    I/flutter ( 4242):          value: "hello"
    I/flutter ( 4242):          textDirection: ltr
    I/flutter ( 4242):
    """

    /// An iPhone, 1170 × 2532 px at 3, printed with `flutter: `: two tappable
    /// siblings that overlap, a label of two lines, one wrapped at 65
    /// columns, a node with both tap and long press; the app's own print after it.
    static let iPhone = """
    flutter: SemanticsNode#0
    flutter:  │ Rect.fromLTRB(0.0, 0.0, 1170.0, 2532.0)
    flutter:  │
    flutter:  └─SemanticsNode#1
    flutter:    │ Rect.fromLTRB(0.0, 0.0, 390.0, 844.0) scaled by 3.0x
    flutter:    │ textDirection: ltr
    flutter:    │
    flutter:    ├─SemanticsNode#2
    flutter:    │   Rect.fromLTRB(20.0, 100.0, 120.0, 148.0)
    flutter:    │   actions: tap
    flutter:    │   flags: isButton, hasEnabledState, isEnabled
    flutter:    │   label: "Back"
    flutter:    │   textDirection: ltr
    flutter:    │
    flutter:    ├─SemanticsNode#3
    flutter:    │   Rect.fromLTRB(100.0, 100.0, 200.0, 148.0)
    flutter:    │   actions: tap
    flutter:    │   label:
    flutter:    │     "Two
    flutter:    │     lines"
    flutter:    │   textDirection: ltr
    flutter:    │
    flutter:    └─SemanticsNode#4
    flutter:        Rect.fromLTRB(20.0, 200.0, 370.0, 260.0)
    flutter:        actions: longPress, tap
    flutter:        label: "A label long enough that the sixty-five column wrap
    flutter:          breaks it onto a second line"
    flutter:        textDirection: ltr
    flutter:
    flutter: Saved!
    """

    /// What `debugDumpSemanticsTree` prints when the platform never asked for semantics.
    static let semanticsOff = """
    flutter: Semantics not generated.
    flutter: For performance reasons, the framework only generates semantics when asked to do so by the platform.
    flutter: Usually, platforms only ask for semantics when assistive technologies (like screen readers) are running.
    flutter: To generate semantics, try turning on an assistive technology (like VoiceOver or TalkBack) on your device.
    """

    static func imp(_ text: String, format: DumpFormatChoice = .auto, platform: Platform? = nil,
                    file: String = "t.txt") throws(SceneLoadError) -> DumpImport {
        try DumpImporter.importDump(text: text, file: file, options: ImportOptions(format: format, platform: platform))
    }

    static func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }
}

/// The real sample in ../shared/flutter (read in place, never copied), when it is there.
enum SharedFlutterDumps {
    static var folder: URL {
        if let p = ProcessInfo.processInfo.environment["TAPPLAY_SHARED_FLUTTER"], !p.isEmpty {
            return URL(fileURLWithPath: p)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/flutter")
    }

    static var website: String {
        folder.appendingPathComponent("flutter-website-debugdumpsemanticstree-clickable-text.txt").path
    }

    static var required: ConditionTrait {
        let there = FileManager.default.fileExists(atPath: website)
        return .enabled(if: there, Comment(rawValue: there ? "" : "\(website) is not there (TAPPLAY_SHARED_FLUTTER sets the folder)"))
    }
}

@Suite("Import: Flutter's debugDumpSemanticsTree")
struct FlutterImportTests {
    typealias F = FlutterFixtures

    @Test("a phone in logcat: the ratio from the first two nodes, frames, roles, labels, taps, merged nodes")
    func phone() throws {
        let r = try F.imp(F.phone)
        let s = r.scene
        #expect(r.format == .flutter && s.platform == .android && s.policies == [.flutter])
        #expect(s.canvas == Size(width: 411.4, height: 914.3))
        #expect(s.views.map(\.id) == ["node-0", "node-1", "node-2", "node-3", "node-4", "node-5", "node-6",
                                      "node-7", "node-8", "node-9", "save_button", "node-11"])
        #expect(s.views.map(\.depth) == [0, 1, 2, 3, 3, 4, 3, 3, 3, 3, 3, 3])
        #expect(s.view("node-0")?.frame == Rect(x: 0, y: 0, width: 411.4, height: 914.3))
        #expect(s.view("node-1")?.frame == Rect(x: 0, y: 0, width: 411.4, height: 914.3))
        let v = { (id: String) in s.view(id)! }
        #expect(F.near(v("node-3").frame, Rect(x: 0, y: 24, width: 411.4, height: 56)))
        #expect(v("node-3").type == "Header" && v("node-3").label == "Settings" && !v("node-3").tappable)
        // The merge boundary takes its merged-up child's label; the child stays, plain, in its space.
        #expect(F.near(v("node-4").frame, Rect(x: 16, y: 96, width: 379.4, height: 56)))
        #expect(v("node-4").type == "Switch" && v("node-4").label == "Wi-Fi\nConnected" && v("node-4").tappable)
        #expect(F.near(v("node-5").frame, Rect(x: 16, y: 16, width: 184, height: 24)))
        #expect(F.near(v("node-5").canvasFrame, Rect(x: 32, y: 112, width: 184, height: 24)))
        #expect(v("node-5").label == nil && !v("node-5").tappable && v("node-5").type == nil)
        // hasEnabledState without isEnabled: disabled.
        #expect(v("node-6").type == "Button" && !v("node-6").interactive && !v("node-6").tappable)
        #expect(v("node-7").type == "Image" && v("node-7").gestures == [.longPress] && v("node-7").tappable)
        // 90° turned: (x, y) → (200 − y, 400 + x); 100 × 40 becomes 40 × 100 at (160, 400).
        #expect(F.near(v("node-8").frame, Rect(x: 160, y: 400, width: 40, height: 100)))
        #expect(v("node-9").hidden && v("node-9").tappable)
        #expect(v("save_button").label == "Save" && v("save_button").type == "Button")
        #expect(F.near(v("save_button").frame, Rect(x: 300, y: 232, width: 96, height: 48)))
        #expect(v("node-11").type == "TextField" && v("node-11").label == "hello")
        #expect(v("node-4").line == 18 && v("save_button").line == 60)
        let w = r.warnings.map { "\($0.line ?? 0): \($0.message)" }
        #expect(w == ["45: SemanticsNode#8 is transformed (with transform); its frame is the bounding box of its transformed rect"])
        #expect(r.platformNote?.contains("platform android taken") == true)
        // Taps as Flutter resolves them.
        let res = Resolver(scene: s)
        #expect(res.id(res.resolve(Point(x: 100, y: 120), policy: .flutter).responder) == "node-4")
        // The merged-up subtitle is plain: the switch behind it is the hit.
        #expect(res.id(res.resolve(Point(x: 100, y: 120), policy: .flutter).hit) == "node-4")
        #expect(res.resolve(Point(x: 100, y: 190), policy: .flutter).hit == nil)     // disabled: IgnorePointer-like
        #expect(res.id(res.resolve(Point(x: 180, y: 450), policy: .flutter).responder) == "node-8")
        try ImportFixtures.expectRoundTrip(r)
    }

    @Test("an iPhone with flutter: prefixes: --platform ios, a two-line label, a wrapped one, overlapping siblings warned")
    func iPhone() throws {
        let r = try F.imp(F.iPhone, platform: .ios)
        let s = r.scene
        #expect(r.format == .flutter && s.platform == .ios && s.policies == [.flutter])
        #expect(s.canvas == Size(width: 390, height: 844))
        #expect(s.views.map(\.id) == ["node-0", "node-1", "node-2", "node-3", "node-4"])
        #expect(s.view("node-3")?.label == "Two\nlines")
        #expect(s.view("node-4")?.label == "A label long enough that the sixty-five column wrap breaks it onto a second line")
        #expect(s.view("node-4")?.gestures == [.tap, .longPress])
        #expect(s.view("node-2")?.frame == Rect(x: 20, y: 100, width: 100, height: 48))
        #expect(r.platformNote == "t.txt: platform ios (--platform)")
        let w = r.warnings.map(\.message)
        #expect(w.count == 1)
        #expect(w.first?.contains("SemanticsNode#2 and SemanticsNode#3 overlap") == true)
        #expect(w.first?.contains("inverse hit-test order") == true)
        #expect(r.warnings.first?.line == 15)
        // Later siblings in front: the overlap goes to node-3.
        let res = Resolver(scene: s)
        #expect(res.id(res.resolve(Point(x: 110, y: 120), policy: .flutter).responder) == "node-3")
        try ImportFixtures.expectRoundTrip(r)
    }

    @Test("--format auto knows the dump behind I/flutter, flutter: and no prefix; a pasted subtree imports")
    func detection() throws {
        #expect(DumpImporter.detect(F.phone) == .flutter)
        #expect(DumpImporter.detect(F.iPhone) == .flutter)
        let bare = F.iPhone.split(separator: "\n").map { $0.dropFirst("flutter: ".count) }.joined(separator: "\n")
        #expect(DumpImporter.detect(bare) == .flutter)
        #expect(try F.imp(bare).scene.views.count == 5)
        #expect(DumpImporter.detect(F.semanticsOff) == .flutter)
    }

    @Test("semantics off is refused with the advice")
    func semanticsOff() {
        #expect(throws: SceneLoadError.self) { try F.imp(F.semanticsOff) }
        do {
            _ = try F.imp(F.semanticsOff)
        } catch {
            let text = error.problems.map(\.description).joined(separator: "\n")
            #expect(text.contains("t.txt:1: ") && text.contains("Semantics not generated") && text.contains("TalkBack"))
        }
    }

    @Test("matrices: Matrix4.toString's rows with their [0]-style numbers, and one that cannot be read")
    func matrices() throws {
        #expect(Affine(matrixText: " [[0] 2.0,0.0,0.0,5.0; [1] 0.0,2.0,0.0,6.0; [2] 0.0,0.0,1.0,0.0; [3] 0.0,0.0,0.0,1.0]")
                .map { $0.apply(1, 1) == (7, 8) } == true)
        #expect(Affine(matrixText: " [1.0,2.0]") == nil)
        let text = """
        SemanticsNode#0
         │ Rect.fromLTRB(0.0, 0.0, 300.0, 300.0)
         │
         └─SemanticsNode#1
             Rect.fromLTRB(0.0, 0.0, 10.0, 10.0) with transform [a; b]
             actions: tap
        """
        let r = try F.imp(text)
        #expect(r.scene.view("node-1")?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.warnings.contains { $0.line == 5 && $0.message.contains("cannot read the transform") })
    }

    @Test("bad rects are warnings with their line; a node without one hands its children up")
    func badRect() throws {
        let text = """
        SemanticsNode#0
         │ Rect.fromLTRB(0.0, 0.0, 300.0, 300.0)
         │
         └─SemanticsNode#1
           │ Rect.fromLTRB(0.0, nan, 10.0)
           │
           └─SemanticsNode#2
               Rect.fromLTRB(10.0, 10.0, 50.0, 60.0)
               actions: tap
        """
        let r = try F.imp(text)
        #expect(r.scene.views.map(\.id) == ["node-0", "node-2"])
        #expect(r.warnings.contains { $0.line == 5 && $0.message.contains("cannot read this rect") })
        #expect(r.scene.view("node-2")?.frame == Rect(x: 10, y: 10, width: 40, height: 50))
    }

    @Test("a list wrapped at 65 columns, a hint over two lines, a line that cannot be read, a second dump in the log")
    func wrappedAndSecondDump() throws {
        let text = """
        flutter: SemanticsNode#0
        flutter:  │ Rect.fromLTRB(0.0, 0.0, 300.0, 300.0)
        flutter:  │
        flutter:  └─SemanticsNode#1
        flutter:      Rect.fromLTRB(10.0, 10.0, 60.0, 40.0)
        flutter:      actions: tap
        flutter:      flags: hasCheckedState, isChecked, hasEnabledState, isEnabled,
        flutter:        isFocusable
        flutter:      hint:
        flutter:        "Double tap
        flutter:        to toggle"
        flutter:      ??? garbage
        flutter:      textDirection: ltr
        flutter:
        flutter: SemanticsNode#0
        flutter:  │ Rect.fromLTRB(0.0, 0.0, 300.0, 300.0)
        """
        let r = try F.imp(text)
        let box = try #require(r.scene.view("node-1"))
        #expect(box.type == "Checkbox" && box.tappable && box.interactive)
        let w = r.warnings.map { "\($0.line ?? 0): \($0.message)" }
        #expect(w.count == 2, "\(w)")
        #expect(w.first == "12: cannot read this line of SemanticsNode#1, skipped: '??? garbage'")
        #expect(w.last == "15: 1 more semantics dump from here on left out: the first one is imported (keep one dump per file)")
        #expect(r.scene.views.count == 2)
    }

    @Test("mutated dumps (characters cut, tree bars, quotes and brackets swapped in): an import or a clear error, never a trap")
    func mutated() {
        var damage = ImportFixtures.Mutator(seed: 0xF1_077E5, run: 40,
                                            specials: ["│", "├", "└", "─", "\"", "[", "]", "(", ")", ",", ";", "\n", " ", "-", "0", "#"])
        for k in 0..<400 {
            let text = damage.mutate([F.phone, F.iPhone][k % 2])
            ImportFixtures.expectImportOrClearError(text, options: ImportOptions(format: .format(.flutter)))
            ImportFixtures.expectImportOrClearError(text)
        }
    }

    @Test("2,000 nodes deep, a 100,000-column tree, a label that never closes: bounded, never a crash")
    func hostile() throws {
        var deep = "SemanticsNode#0\n │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)\n"
        for d in 1..<2_000 {
            let pad = String(repeating: " ", count: 2 * d - 1)
            deep += "\(pad)└─SemanticsNode#\(d)\n\(pad)  │ Rect.fromLTRB(0.0, 0.0, 10.0, 10.0)\n"
        }
        let r = try F.imp(deep)
        #expect(r.scene.views.count == DumpSceneBuilder.maximumDepth)
        #expect(r.warnings.contains { $0.message.contains("nested deeper than") })
        let wide = "SemanticsNode#0\n │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)\n" + String(repeating: " ", count: 100_000)
            + "└─SemanticsNode#1\n   Rect.fromLTRB(0.0, 0.0, 10.0, 10.0)\n   actions: tap\n"
        #expect(try F.imp(wide).scene.views.count >= 1)
        let open = "SemanticsNode#0\n   Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)\n   label: \"never closed\n"
            + String(repeating: "   more\n", count: 5_000)
        let o = try F.imp(open)
        #expect(o.scene.views.count == 1 && (o.scene.views[0].label?.count ?? 0) <= DumpSceneBuilder.maximumLabelLength)
    }

    @Test("the real sample in ../shared/flutter, read in place", SharedFlutterDumps.required)
    func realSample() throws {
        let opened = try SceneOpener.open(path: SharedFlutterDumps.website)
        let r = try #require(opened.imported)
        let s = opened.scene
        #expect(r.format == .flutter && s.policies == [.flutter] && s.platform == .android)
        #expect(s.canvas == Size(width: 800, height: 600))
        #expect(s.views.map(\.id) == ["node-0", "node-1", "node-2", "node-3", "node-4"])
        let button = try #require(s.view("node-4"))
        #expect(button.canvasFrame == Rect(x: 278, y: 267, width: 244, height: 66))
        #expect(button.type == "Button" && button.tappable && button.label == "Clickable text here!\nClick Me!")
        #expect(button.line == 16 && r.warnings.isEmpty)
        let res = Resolver(scene: s)
        #expect(res.id(res.resolve(Point(x: 400, y: 300), policy: .flutter).responder) == "node-4")
        #expect(res.resolve(Point(x: 277.9, y: 300), policy: .flutter).responder == nil)
        let findings = try Audit.run(scene: s, file: "sample.txt", options: AuditOptions(policies: [.flutter]))
        #expect(findings.isEmpty)
        try ImportFixtures.expectRoundTrip(r)
    }
}
