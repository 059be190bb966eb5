import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

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
        var damage = F.Mutator(seed: 0x1234_5678, run: 40, specials: ["<", ">", "(", ")", "{", "}", "[", "]", "'", "\"", ";", ",", "|", "\n", " ", "-", "0", "&", "="])
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn, F.uiautomator2Variant] {
            for _ in 0..<150 { F.expectImportOrClearError(damage.mutate(text)) }
        }
    }

    @Test("round trip of every hand-made fixture: the YAML loads to the same scene and answers every tap alike")
    func roundTrips() throws {
        for text in [F.uikitLogin, F.xcuitestShop, F.appiumTabs, F.uiautomatorSignIn, F.uiautomator2Variant] {
            try F.expectRoundTrip(try F.imp(text, density: 2))
        }
    }

    /// One format's subfolder of ../shared/imports and the format its samples must be recognised as.
    struct SampleFolder: CustomTestStringConvertible, Sendable {
        let folder: String, format: DumpFormat
        var testDescription: String { "\(format.rawValue) (\(folder)/)" }
    }

    /// Every format's real samples: UIKit's recursiveDescription, XCUITest's debugDescription, Appium's page
    /// source, uiautomator (and uiautomator2), Maestro's hierarchy and commands files, idb's describe-all and
    /// describe-point and AXe's describe-ui, Espresso's View Hierarchy, dumpsys activity top (UTF-16 too),
    /// and Compose's printToLog and printToString.
    static let sampleFolders = [
        SampleFolder(folder: "recursive-description", format: .uikit),
        SampleFolder(folder: "xcuitest-debugdescription", format: .xcuitest),
        SampleFolder(folder: "appium-xml", format: .appium),
        SampleFolder(folder: "uiautomator-xml", format: .uiautomator),
        SampleFolder(folder: "maestro", format: .maestro),
        SampleFolder(folder: "idb", format: .idb),
        SampleFolder(folder: "espresso", format: .espresso),
        SampleFolder(folder: "dumpsys", format: .dumpsys),
        SampleFolder(folder: "compose", format: .compose),
    ]

    /// Skipped, with the reason, where ../shared/imports is absent; where it is there,
    /// each format's subfolder must hold samples.
    @Test("every sample of each format in ../shared/imports imports as that format and round-trips",
          SharedImports.required, arguments: sampleFolders)
    func sharedSamples(_ sample: SampleFolder) throws {
        let (folder, format) = (sample.folder, sample.format)
        let files = SharedImports.samples(in: folder)
        #expect(!files.isEmpty, "no .txt sample in \(SharedImports.subfolder(folder).path)")
        for path in files {
            let opened = try SceneOpener.open(path: path)
            let imported = try #require(opened.imported, "\(path) was not recognised as a dump")
            #expect(imported.format == format, "\(path)")
            #expect(!imported.scene.views.isEmpty, "\(path)")
            try F.expectRoundTrip(imported)
        }
    }
}
