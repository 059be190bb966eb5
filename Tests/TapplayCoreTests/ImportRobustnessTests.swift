import Foundation
import Testing
@testable import TapplayCore

@Suite("Import: hostile dumps and round trips")
struct ImportRobustnessTests {
    typealias F = ImportFixtures

    @Test("binary and oversized files are refused with one clear line")
    func binaryAndHuge() throws {
        let binary = try CLIFile.write("<hierarchy>\u{0}\u{1}\u{2}</hierarchy>", name: "bin.txt")
        do { _ = try SceneOpener.open(path: binary); Issue.record("accepted a binary file") } catch {
            #expect(error.problems.count == 1 && error.description.contains("binary"))
        }
        let path = try CLIFile.write("", name: "huge.txt")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let chunk = Data(String(repeating: "   | <UIView: 0x1; frame = (0 0; 1 1)>\n", count: 1 << 14).utf8)
        var written = 0
        while written < 50 << 20 { handle.write(chunk); written += chunk.count }
        try handle.close()
        do { _ = try SceneOpener.open(path: path); Issue.record("accepted 50 MB") } catch {
            #expect(error.problems.count == 1 && error.description.contains("MiB"))
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test("10,000 levels deep: a bounded import that still loads back")
    func deep() throws {
        var xml = "<hierarchy>"
        for i in 0..<10_000 { xml += "<node class=\"V\" bounds=\"[\(i % 7),0][\(i % 7 + 100),100]\">" }
        xml += String(repeating: "</node>", count: 10_000) + "</hierarchy>"
        let r = try F.imp(xml)
        #expect(r.scene.views.count == DumpSceneBuilder.maximumDepth)
        #expect(r.warnings.contains { $0.message.contains("deeper than") })
        try F.expectRoundTrip(r)

        var uikit = ""
        for d in 0..<600 { uikit += String(repeating: "   | ", count: d) + "<UIView: 0x\(d); frame = (1 1; 100 100)>\n" }
        let u = try F.imp(uikit)
        #expect(u.scene.views.count == DumpSceneBuilder.maximumDepth)
    }

    @Test("unbalanced brackets, a million-character line, junk: a clear error or a bounded import, never a hang")
    func hostileLines() throws {
        let million = String(repeating: "<({[", count: 250_000)
        let u = try F.imp("<UIView: 0x1; frame = (0 0; 10 10); text = '\(million)'>\n   | <UIView: 0x2; frame = (1 1; 2 2); a = \(million)")
        #expect(u.scene.views.count == 2)
        let quotes = String(repeating: "'", count: 1_000_000)
        let q = try F.imp("Window (Main), 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: \(quotes)\n  Button, 0x2, {{1, 1}, {2, 2}}, label: '\(String(repeating: "a', ", count: 200_000))")
        #expect(q.scene.views.count == 2)
        let semis = String(repeating: "; x = '", count: 150_000)
        let s = try F.imp("<UIView: 0x1; frame = (0 0; 10 10)\(semis)>")
        #expect(s.scene.views.count == 1)
        let attr = "<hierarchy><node class=\"V\" text=\"\(String(repeating: "x", count: 1_000_000))\" bounds=\"[0,0][10,10]\"/></hierarchy>"
        let a = try F.imp(attr)
        #expect(a.scene.views[0].label?.count == DumpSceneBuilder.maximumLabelLength)
        #expect(a.warnings.contains { $0.message.contains("cut to") })
    }

    @Test("broken XML: an error with line and column, or the open elements closed with a warning")
    func brokenXML() throws {
        do { _ = try F.imp("<hierarchy>\n  <node bounds=\"[0,0][1,1]\">\n</hierarchy>"); Issue.record("accepted") } catch {
            #expect(error.description == "t.txt:3:1: </hierarchy> closes <node> opened on line 2")
        }
        do { _ = try F.imp("<hierarchy>\n<node bounds=[0,0][1,1] />"); Issue.record("accepted") } catch {
            #expect(error.description.hasPrefix("t.txt:2:7: "))
        }
        let cut = try F.imp("<hierarchy><node class=\"A\" bounds=\"[0,0][100,100]\"><node class=\"B\" bounds=\"[0,0][10,10]\">")
        #expect(cut.scene.views.count == 2)
        #expect(cut.warnings.contains { $0.message.contains("cut") })
    }

    @Test("bad numbers: negative, non-finite or huge frames are warned about, never trapped on")
    func badNumbers() throws {
        let text = """
        <UIView: 0x1; frame = (0 0; 100 100)>
           | <UIView: 0x2; frame = (nan 0; 10 10)>
           | <UIView: 0x3; frame = (0 0; -5 10)>
           | <UIView: 0x4; frame = (1e300 -1e300; 1e300 1e300); alpha = 7>
           | <UIView: 0x5; alpha = x>
        """
        let r = try F.imp(text)
        #expect(r.scene.views.count == 5)
        #expect(r.scene.views[3].frame.x == DumpSceneBuilder.maximumCoordinate)
        #expect(r.scene.views[3].alpha == 1)
        #expect(r.warnings.map { $0.line ?? 0 } == [2, 3, 4, 4, 5, 5])
        try F.expectRoundTrip(r)
        let android = try F.imp("<hierarchy><node bounds=\"[10,10][0,0]\"/><node bounds=\"[0,0][5,5]\"/></hierarchy>")
        #expect(android.scene.views.count == 1)
        #expect(throws: SceneLoadError.self) { try F.imp("<hierarchy><node bounds=\"[0,0][0,0]\"/></hierarchy>") }
    }

    @Test("mutated dumps (bytes cut, doubled, swapped for brackets and quotes): an import or a clear error, never a trap")
    func mutations() throws {
        var seed: UInt64 = 0x1234_5678
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(max(n, 1)))
        }
        let specials: [Character] = ["<", ">", "(", ")", "{", "}", "[", "]", "'", "\"", ";", ",", "|", "\n", " ", "-", "0", "&", "="]
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn, F.uiautomator2Variant] {
            for _ in 0..<150 {
                var chars = Array(text)
                for _ in 0..<(1 + next(6)) {
                    let i = next(chars.count)
                    switch next(4) {
                    case 0: chars.remove(at: i)
                    case 1: chars.insert(specials[next(specials.count)], at: i)
                    case 2: chars[i] = specials[next(specials.count)]
                    default: chars.removeSubrange(i..<min(chars.count, i + next(40)))
                    }
                    if chars.isEmpty { chars = ["x"] }
                }
                do {
                    let r = try DumpImporter.importDump(text: String(chars), file: "m.txt")
                    let yaml = SceneYAMLWriter.yaml(for: r.scene)
                    _ = try SceneLoader.parse(yaml: yaml, source: "m.yaml")
                } catch {
                    #expect(!error.problems.isEmpty && !error.description.isEmpty)
                    #expect(!error.description.contains("m.yaml"), "the written YAML did not load: \(error)")
                }
            }
        }
    }

    @Test("round trip of every hand-made fixture: the YAML loads to the same scene and answers every tap alike")
    func roundTrips() throws {
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn, F.uiautomator2Variant] {
            try F.expectRoundTrip(try F.imp(text, density: 2))
        }
    }

    @Test("uikit: every recursive-description sample in ../shared/imports imports and round-trips")
    func sharedUIKit() throws { try shared("recursive-description", .uikit) }

    @Test("xcuitest: every debugDescription sample in ../shared/imports imports and round-trips")
    func sharedXCUITest() throws { try shared("xcuitest-debugdescription", .xcuitest) }

    @Test("appium: every page-source sample in ../shared/imports imports and round-trips")
    func sharedAppium() throws { try shared("appium-xml", .appium) }

    @Test("uiautomator: every sample in ../shared/imports imports and round-trips")
    func sharedUIAutomator() throws { try shared("uiautomator-xml", .uiautomator) }

    @Test("maestro: every hierarchy and commands file in ../shared/imports imports and round-trips")
    func sharedMaestro() throws { try shared("maestro", .maestro) }

    @Test("idb: every describe-all, describe-point and AXe sample in ../shared/imports imports and round-trips")
    func sharedIDB() throws { try shared("idb", .idb) }

    @Test("espresso: every View Hierarchy sample in ../shared/imports imports and round-trips")
    func sharedEspresso() throws { try shared("espresso", .espresso) }

    @Test("dumpsys: every activity top sample in ../shared/imports (UTF-16 too) imports and round-trips")
    func sharedDumpsys() throws { try shared("dumpsys", .dumpsys) }

    @Test("compose: every printToLog and printToString sample in ../shared/imports imports and round-trips")
    func sharedCompose() throws { try shared("compose", .compose) }

    private func shared(_ folder: String, _ format: DumpFormat) throws {
        guard let files = F.sharedDumps(folder) else {
            print("note: \(F.sharedImports.path)/\(folder) is not there; the real \(format.rawValue) samples were not imported")
            return
        }
        #expect(!files.isEmpty)
        for path in files {
            let opened = try SceneOpener.open(path: path)
            let imported = try #require(opened.imported, "\(path) was not recognised as a dump")
            #expect(imported.format == format, "\(path)")
            #expect(!imported.scene.views.isEmpty, "\(path)")
            try F.expectRoundTrip(imported)
        }
    }
}
