import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TapplayCore

/// Issue 36's classes in the core: importers linear in their input, one work
/// estimate for every command that walks views × cells, close pairs counted
/// as they are compared, and messages that say the value as given.
@Suite("Reliability, round 4: linear importers, bounded work, clear messages")
struct ReliabilityRound4Tests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    // MARK: importers

    @Test("blank lines inside an Espresso hierarchy are skipped in one pass: 40,000 of them")
    func espressoBlankLines() throws {
        let blanks = String(repeating: "\n", count: 40_000)
        let text = "View Hierarchy:\n"
            + "+>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, is-clickable=false, is-enabled=true, x=0.0, y=0.0, child-count=1}\n"
            + blanks
            + "+->MaterialButton{id=1, res-name=save, visibility=VISIBLE, width=300, height=132, is-clickable=true, is-enabled=true, x=90.0, y=150.0, text=Save}\n"
            + blanks + "|\n"
        var imported: DumpImport?
        let t = try Self.seconds { imported = try DumpImporter.importDump(text: text, file: "e.txt") }
        #expect(imported?.scene.views.map(\.id).contains("save") == true)
        #expect(t < 8, "took \(t) s")
    }

    @Test("bars moved in front are found in one pass: 8,000 navigation bars before a button")
    func barsInFrontLinear() throws {
        let bar = #"{"AXFrame":"{{0, 0}, {400, 44}}","type":"NavigationBar","children":[]}"#
        let bars = Array(repeating: bar, count: 8_000).joined(separator: ",")
        let text = #"[{"AXFrame":"{{0, 0}, {400, 800}}","AXLabel":"App","type":"Application","children":["#
            + bars + #",{"AXFrame":"{{0, 0}, {80, 80}}","AXUniqueId":"go","type":"Button","children":[]}]}]"#
        var imported: DumpImport?
        let t = try Self.seconds { imported = try DumpImporter.importDump(text: text, file: "idb.json") }
        let ids = imported?.scene.views.map(\.id) ?? []
        // The button is drawn behind the bars (before the last of them), each bar moved said.
        #expect((ids.firstIndex(of: "go") ?? ids.count) < ids.count - 1)
        #expect(imported?.warnings.contains { $0.message.contains("moved in front") } == true)
        #expect((imported?.warningCount ?? 0) >= 8_000)
        #expect(t < 8, "took \(t) s")
    }

    // MARK: work

    /// `n` views stacked over a 400 × 800 canvas.
    static func stacked(_ n: Int, tappable: Bool = true) -> Scene {
        Scene(name: "stack", canvas: Size(width: 400, height: 800),
              views: (0..<n).map { SceneView(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 400, height: 800), tappable: tappable) })
    }

    @Test("passThrough rects are counted in the audit's work: 10,000 of them are refused up front under uikit")
    func passThroughCounted() throws {
        let holes = (0..<10_000).map { Rect(x: Double($0 % 100) * 4, y: Double($0 / 100) * 8, width: 2, height: 2) }
        let scene = Scene(name: "holes", canvas: Size(width: 400, height: 800), views: [
            SceneView(id: "cover", frame: Rect(x: 0, y: 0, width: 400, height: 800), tappable: true, passThrough: holes),
        ])
        var refused = false
        let t = Self.seconds {
            do {
                _ = try Audit.analyse(scene: scene, file: "holes.yaml", options: AuditOptions(policies: [.uikit]))
            } catch AuditError.tooMuchWork(let message) {
                refused = message.contains("coarser --resolution")
            } catch {}
        }
        #expect(refused)
        #expect(t < 8, "took \(t) s")
    }

    @Test("map, render, render --taps and the picture's hit map share the audit's estimate and refuse up front")
    func commandsRefuseUpFront() {
        let many = Self.stacked(20_000)
        let resolver = Resolver(scene: many, slop: nil, radius: nil)
        #expect(CommandWork.paintingRefusal(file: "s.yaml", scene: many, cols: 80, rows: 24)?.contains("--cols") == true)
        #expect(CommandWork.mapRefusal(file: "s.yaml", resolver: resolver, policy: .sampled, cols: 100, rows: 100) != nil)
        #expect(CommandWork.pictureMapRefusal(file: "s.yaml", scene: many, resolver: resolver, policy: .sampled) != nil)
        #expect(CommandWork.tapsRefusal(file: "s.yaml", resolver: resolver, policy: .sampled, taps: 20_000) != nil)
        let few = Self.stacked(800)
        let small = Resolver(scene: few, slop: nil, radius: nil)
        #expect(CommandWork.mapRefusal(file: "s.yaml", resolver: small, policy: .sampled, cols: 2000, rows: 2000) != nil)
        // What runs in a few seconds is not refused.
        #expect(CommandWork.mapRefusal(file: "s.yaml", resolver: small, policy: .sampled, cols: 80, rows: 24) == nil)
        #expect(CommandWork.mapRefusal(file: "s.yaml", resolver: small, policy: .uikit, cols: 2000, rows: 2000) == nil)
        #expect(CommandWork.paintingRefusal(file: "s.yaml", scene: few, cols: 80, rows: 24) == nil)
    }

    @Test("a column of 9,000 buttons compares neighbours for close, not every pair; --spacing 0 compares none")
    func closePairsCounted() throws {
        let views = (0..<9_000).map { SceneView(id: "c\($0)", frame: Rect(x: 0, y: Double($0) * 0.08, width: 40, height: 0.05), tappable: true) }
        let scene = Scene(name: "column", canvas: Size(width: 400, height: 800), views: views)
        let context = Resolver(scene: scene, slop: nil, radius: nil).context
        #expect(CloseViews.comparisons(context: context, spacing: 8) < 9_000 * 101)
        #expect(CloseViews.comparisons(context: context, spacing: 0) == 0)
        // Refused (if at all) for its samples, never for its spacing.
        do {
            _ = try Audit.analyse(scene: scene, file: "c.yaml", options: AuditOptions(policies: [.uikit], spacing: 0, resolution: 4))
        } catch AuditError.tooMuchWork(let message) {
            #expect(!message.contains("--spacing"), "\(message)")
        }
    }

    @Test("an overlay or picture that no step can audit says why, and names no option it does not take")
    func fittingRefusal() {
        // 10,000 small buttons in one place: 5e7 pairs to compare for close at any step.
        let views = (0..<10_000).map { SceneView(id: "b\($0)", frame: Rect(x: 10, y: 10, width: 20, height: 20), tappable: true) }
        let scene = Scene(name: "pile", canvas: Size(width: 400, height: 800), views: views)
        switch AuditOverlay.make(scene: scene, file: "pile.yaml", policy: .uikit, options: AuditOptions()) {
        case .success: Issue.record("audited a pile of 5e7 close pairs")
        case .failure(let e):
            #expect(e.description.contains("tapplay audit"), "\(e)")
            #expect(!e.description.contains("use a smaller --spacing"), "\(e)")
        }
    }

    // MARK: messages

    @Test("a density of 0, -1 or 0dpi is out of range, said with the range; a value is said as given")
    func densityMessages() {
        for text in ["0", "-1", "0dpi", "20.000001"] {
            guard case .failure(let e) = PixelDensity.parse(text) else {
                Issue.record("\(text) accepted")
                continue
            }
            #expect(e.description.contains("0.1 to 20"), "\(e)")
            #expect(!e.description.contains("neither"), "\(e)")
        }
        if case .failure(let e) = PixelDensity.parse("20.000001") { #expect(e.description.contains("20.000001 pixels"), "\(e)") }
    }

    static let compose = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
        |-Node #2 at (l=30.0, t=96.0, r=330.0, b=228.0)px, Tag: 'save'
        | Role = 'Button'
        """

    @Test("a dump after a line longer than the detection's window is still recognised")
    func detectionPastLongLines() {
        let text = String(repeating: "x", count: 300_000) + "\n" + Self.compose + "\n"
        #expect(DumpImporter.detect(text) == .compose)
        #expect(DumpImporter.detect(String(repeating: "y", count: 300_000) + "\n") == nil)
    }

    @Test("an import that fails keeps its warnings, before the error")
    func warningsBeforeError() throws {
        let text = Self.compose.replacingOccurrences(of: "r=1080.0", with: "r=1e14")
            + "\n|-Node #3 at (l=-5e12, t=96.0, r=330.0, b=228.0)px, Tag: 'far'\n| Role = 'Button'\n"
        let imported = try DumpImporter.importDump(text: text, file: "c.txt")
        do {
            _ = try ImportedSceneFile.yaml(for: imported, header: "")
            Issue.record("a canvas of 2.5e13 pt was accepted")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(lines.first?.contains("warning: frame") == true, "\(lines)")
            #expect(lines.last?.contains("canvas") == true, "\(lines)")
        }
    }

    @Test("two failed Maestro commands at one timestamp: the one listed last is imported, as the warning says")
    func maestroSameTimestamp() throws {
        func failed(_ id: String) -> String {
            """
            { "command": { "tapOnElement": {} }, "metadata": { "status": "FAILED", "timestamp": 2000,
              "error": { "message": "not found", "hierarchyRoot": { "attributes": { "bounds": "[0,0][390,844]" },
                "children": [ { "attributes": { "resource-id": "\(id)", "bounds": "[10,10][200,100]", "enabled": "true" } } ] } } } }
            """
        }
        let imported = try DumpImporter.importDump(text: "[" + failed("first") + ", " + failed("second") + "]", file: "m.json")
        let ids = imported.scene.views.map(\.id)
        #expect(ids.contains("second") && !ids.contains("first"), "\(ids)")
        #expect(imported.warnings.contains { $0.message.contains("the last of 2") })
    }

    // MARK: input files

    @Test("a FIFO's late writer is waited for; a FIFO nobody writes to is refused; a device is refused")
    func inputFileRule() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/taps"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            let fd = open(fifo, O_WRONLY)
            let text = Array("10,20\n30,40\n".utf8)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let taps = try TapFile.read(path: fifo)
        #expect(taps.count == 2)
        // Nobody writes: refused after the wait, not read as empty, not waited for for ever.
        let start = Date()
        #expect(throws: InputFile.Problem.self) { _ = try InputFile.open(fifo) }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= Limits.fifoWriterWait - 0.5 && waited < Limits.fifoWriterWait + 10, "\(waited)")
        do {
            _ = try InputFile.open("/dev/zero")
            Issue.record("/dev/zero opened")
        } catch {
            #expect(error.reason.contains("not a regular file"))
        }
    }
}
