import Foundation
import Testing
@testable import TapplayCore

/// Reading a dump's text (UTF-16, line ends) and hostile dumps of the newer
/// formats: JSON bombs, deep nesting, huge lines, bad numbers.
@Suite("Import: dump text and hostile Maestro, idb, Espresso, dumpsys and Compose dumps")
struct ImportTextTests {
    typealias F = ImportFixtures

    private static func utf16(_ text: String, bigEndian: Bool = false, mark: Bool = true) -> [UInt8] {
        var out: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for u in text.utf16 {
            let low = UInt8(u & 0xFF), high = UInt8(u >> 8)
            out += bigEndian ? [high, low] : [low, high]
        }
        return out
    }

    private static func file(_ bytes: [UInt8], name: String) throws -> String {
        let path = try CLIFile.write("", name: name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("UTF-16, with or without a byte-order mark, either byte order, reads like UTF-8: dumps and scenes")
    func utf16() throws {
        let plain = try F.imp(F.uikitLogin).scene
        for (big, mark) in [(false, true), (true, true), (false, false), (true, false)] {
            let path = try Self.file(Self.utf16(F.uikitLogin, bigEndian: big, mark: mark), name: "login.txt")
            let opened = try SceneOpener.open(path: path)
            #expect(opened.imported?.format == .uikit, "big endian \(big), mark \(mark)")
            #expect(opened.scene.views.map(\.id) == plain.views.map(\.id))
            #expect(opened.scene.views.map(\.label) == plain.views.map(\.label))
        }
        let yaml = "name: Wide ✓\ncanvas: { width: 100, height: 100 }\nviews:\n  - id: a\n    frame: [0, 0, 10, 10]\n"
        let scene = try SceneLoader.load(path: try Self.file(Self.utf16(yaml, mark: false), name: "wide.yaml"))
        #expect(scene.name == "Wide ✓" && scene.views.map(\.id) == ["a"])
        // A few NUL bytes in otherwise ASCII text are binary, not UTF-16.
        let binary = try Self.file(Array("<UIView: 0x1; frame = (0 0; 1 1)>\n".utf8) + [0, 0, 1, 2], name: "bin.txt")
        #expect(throws: SceneLoadError.self) { try SceneOpener.open(path: binary) }
        do { _ = try SceneOpener.open(path: binary) } catch { #expect(error.description.contains("binary")) }
    }

    @Test("lone CR line ends: every view imported, at its own line, as with LF (issue 25, item 9)")
    func loneCR() throws {
        for (text, format) in [(F.uikitLogin, DumpFormat.uikit), (F.xcuitestShop, .xcuitest), (F.appiumTabs, .appium),
                               (F.espressoAmbiguous, .espresso), (F.dumpsysTop, .dumpsys), (F.composeStripped, .compose),
                               (F.maestroIOS, .maestro), (F.axeNested, .idb)] {
            let lf = try F.imp(text).scene
            let cr = try F.imp(text.replacingOccurrences(of: "\n", with: "\r"))
            #expect(cr.format == format)
            #expect(cr.scene.views.count == lf.views.count, "\(format): \(cr.scene.views.count) of \(lf.views.count) views")
            #expect(cr.scene.views.map(\.line) == lf.views.map(\.line), "\(format)")
            #expect(cr.scene.views.map(\.canvasFrame) == lf.views.map(\.canvasFrame), "\(format)")
        }
        // Through a file, as saved by an old Mac editor.
        let path = try Self.file(Array(F.uikitLogin.replacingOccurrences(of: "\n", with: "\r").utf8), name: "cr.txt")
        #expect(try SceneOpener.open(path: path).scene.views.count == 11)
    }

    @Test("JSON bombs: deep arrays, deep nodes, huge strings, many keys, many values: a clear error or a bounded import")
    func jsonBombs() throws {
        let clock = ContinuousClock()
        let start = clock.now
        // 100,000 nested arrays: no node, a clear error.
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for format in [DumpFormat.maestro, .idb] {
            #expect(throws: SceneLoadError.self) { try F.imp(arrays, format: .format(format)) }
        }
        // 5,000 nested nodes: read to the depth limit, then to the scene's.
        var deep = ""
        for i in 0..<5_000 { deep += "{\"attributes\":{\"bounds\":\"[\(i % 5),0][\(i % 5 + 100),100]\",\"class\":\"V\"},\"children\":[" }
        deep += String(repeating: "]}", count: 5_000)
        let d = try F.imp(deep, format: .format(.maestro))
        #expect(d.scene.views.count == DumpSceneBuilder.maximumDepth)
        #expect(d.warnings.contains { $0.message.contains("deeper than \(JSONDocument.maximumDepth) levels") })
        try F.expectRoundTrip(d)
        // A 3 MB label and 100,000 keys in one node.
        let huge = String(repeating: "é", count: 1_500_000)
        var keys = ""
        for i in 0..<100_000 { keys += "\"k\(i)\":\"v\","}
        let h = try F.imp("[{\"AXFrame\":\"{{0, 0}, {10, 10}}\",\(keys)\"AXLabel\":\"\(huge)\",\"type\":\"Button\"}]")
        #expect(h.scene.views[0].label?.unicodeScalars.count == DumpSceneBuilder.maximumLabelLength)
        #expect(h.scene.views[0].tappable)
        // 20,000 disjoint buttons in a flat list: the tree's rebuilding and the
        // whole-point rules stay within their budgets.
        var flat = "["
        for i in 0..<20_000 { flat += (i > 0 ? "," : "") + "{\"AXFrame\":\"{{\(i), 0}, {1, 1}}\",\"type\":\"Button\"}" }
        let f = try F.imp(flat + "]")
        #expect(f.scene.views.count == 20_000)
        // More values than the reader keeps.
        let many = "[" + String(repeating: "0,", count: JSONDocument.maximumValues + 10) + "0]"
        #expect(throws: SceneLoadError.self) { try F.imp(many, format: .format(.idb)) }
        #expect(clock.now - start < .seconds(60), "bounded time")
    }

    @Test("JSON cut, mangled or with bad numbers: what was read is imported and the stop is named")
    func jsonDamage() throws {
        // Cut in the middle of the Save element: the app and its window are kept.
        let at = try #require(F.maestroIOS.range(of: "\"resource-id\" : \"save\""))
        let cut = try F.imp(String(F.maestroIOS[..<at.lowerBound]))
        #expect(cut.scene.views.map(\.id).starts(with: ["view"]))
        #expect(cut.warnings.contains { $0.message.contains("looks cut") })
        // Garbage in the middle: a stop with its line and column.
        let bad = F.idbFlat.replacingOccurrences(of: "{\"frame\":{\"x\":0,\"y\":760", with: "{\"frame\" {\"x\":0,\"y\":760")
        let b = try F.imp(bad)
        #expect(b.scene.views.map(\.id) == ["Group", "buy", "StaticText-Price", "StaticText-3"])
        #expect(b.warnings.contains { $0.line == 1 && $0.message.contains("expected ':' after a key") })
        // Bad numbers: NaN, 1e400, -0, a string where a number belongs; bad bounds strings.
        let numbers = #"""
        [{"AXFrame":"{{nan, 0}, {10, 10}}","frame":{"x":NaN,"y":0,"width":1e400,"height":-0},"type":"Button","AXLabel":"A"},
         {"frame":{"x":-0,"y":0,"width":10,"height":10},"type":"Button","AXLabel":"B"},
         {"frame":{"x":"1","y":0,"width":10,"height":10},"type":"Button","AXLabel":"C"}]
        """#
        let n = try F.imp(numbers)
        #expect(n.scene.views.map(\.label) == ["B"])
        #expect(n.warnings.contains { $0.line == 1 && $0.message.contains("cannot read AXFrame") })
        #expect(n.warnings.contains { $0.line == 1 && $0.message.contains("cannot read frame") })
        #expect(n.warnings.contains { $0.line == 3 && $0.message.contains("cannot read frame") })
        let bounds = F.maestroAndroid.replacingOccurrences(of: "[105,210][420,357]", with: "[1e400,210][nan,357]")
        let m = try F.imp(bounds, density: 3)
        #expect(m.warnings.contains { $0.message.contains("cannot read bounds \"[1e400,210][nan,357]\"") })
        // Escapes: a lone surrogate and a bad \u become U+FFFD; a pair is one character.
        let esc = #"[{"AXFrame":"{{0, 0}, {10, 10}}","type":"Button","AXLabel":"a\ud800b\u12zz\ud83d\ude00"}]"#
        #expect(try F.imp(esc).scene.views[0].label == "a\u{FFFD}b\u{FFFD}12zz😀")
    }

    @Test("text formats: 1,000+ levels deep (files near the 4 MiB limit), a million-character line, junk: bounded, no trap")
    func hostileText() throws {
        let clock = ContinuousClock()
        let start = clock.now
        var espresso = "View Hierarchy:\n"
        for d in 0..<1_500 {
            espresso += "+" + String(repeating: "-", count: d) + ">V{id=-1, visibility=VISIBLE, width=10, height=10, x=1.0, y=1.0}\n|\n"
        }
        let e = try F.imp(espresso)
        #expect(e.scene.views.count == DumpSceneBuilder.maximumDepth)
        try F.expectRoundTrip(e)
        var dumpsys = "  View Hierarchy:\n"
        for d in 0..<1_500 { dumpsys += String(repeating: " ", count: 4 + 2 * d) + "a.V{1 V.E...... ........ 1,1-11,11}\n" }
        #expect(try F.imp(dumpsys).scene.views.count == DumpSceneBuilder.maximumDepth)
        var compose = "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n"
        for d in 1..<1_000 { compose += String(repeating: " ", count: 3 * d - 2) + "|-Node #\(d + 1) at (l=1.0, t=1.0, r=2.0, b=2.0)px\n" }
        #expect(try F.imp(compose).scene.views.count == DumpSceneBuilder.maximumDepth)

        let million = String(repeating: "{,=}'", count: 200_000)
        let long = try F.imp("View Hierarchy:\n+>V{id=-1, width=10, height=10, x=0.0, y=0.0, text=\(million)}\n")
        #expect(long.scene.views.count == 1 && long.scene.views[0].label?.count == DumpSceneBuilder.maximumLabelLength)
        let open = try F.imp("+>V{id=-1, width=10, height=10, x=0.0, y=0.0, text=\(million)\n" + String(repeating: "junk\n", count: 10_000))
        #expect(open.scene.views.count == 1)
        let composeLong = try F.imp("Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n  Text = '[\(million)\n" + String(repeating: "x\n", count: 1_000))
        #expect(composeLong.scene.views.count == 1)
        let badNumbers = "Node #1 at (l=nan, t=0.0, r=1e400, b=10.0)px\n |-Node #2 at (l=0.0, t=0.0, r=5.0, b=5.0)px\n"
        let bn = try F.imp(badNumbers)
        #expect(bn.scene.views.map(\.id) == ["node-2"])
        #expect(bn.warnings.contains { $0.line == 1 && $0.message.contains("no frame") })
        #expect(clock.now - start < .seconds(60), "bounded time")
    }

    @Test("mutated new-format dumps (bytes cut, doubled, swapped for brackets and quotes): an import or a clear error")
    func mutations() throws {
        var damage = F.Mutator(seed: 0x9E37_79B9, run: 60, specials: ["{", "}", "[", "]", "\"", "'", ",", ":", "|", "-", "+", ">", "\n", " ", "0", "=", "#", "\\"])
        for (text, _, density) in F.newFormats {
            for _ in 0..<80 { F.expectImportOrClearError(damage.mutate(text), options: ImportOptions(density: density)) }
        }
    }
}
