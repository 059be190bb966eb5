import Foundation
import Testing
@testable import TapplayCore

/// Issue 25's classes in the core: linear indexes, bounded findings and work,
/// linear globs, scenes before dumps, imports that validate, messages that
/// say the value as given.
@Suite("Reliability, round 3: bounds and clear messages in the core")
struct ReliabilityRound3Tests {
    // MARK: globs

    /// The obvious matcher: dynamic programming over (pattern token, text position).
    static func reference(_ g: ViewGlob, _ text: String) -> Bool {
        let s = Array(text.unicodeScalars), t = g.tokens
        var can = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: t.count + 1)
        can[t.count][s.count] = true
        for p in stride(from: t.count - 1, through: 0, by: -1) {
            for i in stride(from: s.count, through: 0, by: -1) {
                switch t[p] {
                case .star: can[p][i] = can[p + 1][i] || (i < s.count && can[p][i + 1])
                case .literal(let l): can[p][i] = i < s.count && s[i] == l && can[p + 1][i + 1]
                case .any: can[p][i] = i < s.count && can[p + 1][i + 1]
                case .set(let ranges, let negated):
                    can[p][i] = i < s.count && (ranges.contains { $0.contains(s[i]) } != negated) && can[p + 1][i + 1]
                }
            }
        }
        return can[0][0]
    }

    @Test("globs agree with the plain matcher on random patterns and ids", arguments: Array(UInt64(1)...UInt64(6)))
    func globsMatchReference(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 7919)
        let atoms = ["a", "b", "ab", "*", "?", "[ab]", "[!a]", "-", "ba*", "a?b", "**"]
        for _ in 0..<400 {
            let pattern = (0..<rng.int(0...7)).map { _ in rng.pick(atoms) }.joined()
            let glob = try ViewGlob(pattern)
            for _ in 0..<6 {
                let text = String((0..<rng.int(0...14)).map { _ in rng.pick(Array("aab-")) })
                #expect(glob.matches(text) == Self.reference(glob, text), "\(pattern) ~ \(text)")
            }
        }
    }

    @Test("a glob on a huge id is linear: a 500,000-character id against a 900-character pattern")
    func globLinear() throws {
        let id = String(repeating: "ab", count: 250_000)
        let pattern = String(repeating: "a*", count: 300) + String(repeating: "?", count: 299) + "c"
        let glob = try ViewGlob(pattern)
        let start = Date()
        #expect(!glob.matches(id))
        #expect(try ViewGlob("*" + String(repeating: "ab", count: 400) + "*").matches(id))
        #expect(Date().timeIntervalSince(start) < 20, "took \(Date().timeIntervalSince(start)) s")
        #expect(throws: ViewGlob.SyntaxError.self) { try ViewGlob(String(repeating: "x", count: Limits.maxGlobLength + 1)) }
    }

    // MARK: indexes

    /// Views stacked over the whole canvas, thin strips and hidden layers: the
    /// android index stays small and still answers as the plain dispatch walk.
    @Test("the android index is linear however views stack, and answers as the reference", arguments: [0, 1, 2])
    func androidLinear(layout: Int) {
        var rng = SplitMix64(seed: UInt64(layout) &+ 41)
        var views: [SceneView] = []
        let n = 1_500
        for i in 0..<n {
            let frame: Rect
            switch layout {
            case 0: frame = Rect(x: 0, y: 0, width: 300, height: 200)                         // stacked
            case 1: frame = Rect(x: Double(i % 300) + 0.25, y: 0, width: 0.5, height: 200)     // strips
            default: frame = Rect(x: rng.double(-20, 200), y: rng.double(-20, 120), width: rng.double(50, 320), height: rng.double(50, 220))
            }
            views.append(SceneView(id: "v\(i)", frame: frame, tappable: rng.chance(0.8), hidden: rng.chance(0.1),
                                   interactive: !rng.chance(0.1),
                                   hitInsets: rng.chance(0.1) ? EdgeInsets(all: 3) : .zero,
                                   parent: i > 0 && rng.chance(0.2) ? i - 1 : nil))
        }
        let scene = Scene(name: "stack", canvas: Size(width: 300, height: 200), platform: .android, views: views)
        let index = AndroidIndex(scene: scene)
        // Linear: at most the build budget per entry, not entries × cells.
        #expect(index.entries.entries.count <= GridGeometry.visitsPerItem * 2 * n + 4 * index.grid.cellCount,
                "\(index.entries.entries.count) entries")
        let r = Resolver(scene: scene)
        for _ in 0..<300 {
            let p = Point(x: rng.double(-2, 302), y: rng.double(-2, 202))
            let want = ReferenceAndroid.answer(scene, p)
            let got = r.resolve(p, policy: .android)
            #expect(r.id(got.hit) == want.hit && r.id(got.responder) == want.responder, "layout \(layout) at \(p)")
        }
    }

    // MARK: the audit's bounds

    /// Buttons in a grid, undersized, so that every pair is `close` under a huge spacing.
    static func buttons(_ n: Int, side: Double = 20) -> Scene {
        let views = (0..<n).map { i in
            SceneView(id: "b\(i)", frame: Rect(x: Double(i % 40) * 30, y: Double(i / 40) * 30, width: side, height: side),
                      tappable: true)
        }
        return Scene(name: "buttons", canvas: Size(width: 1200, height: Double((n + 39) / 40) * 30), views: views)
    }

    @Test("findings past the limit are counted by kind, the first ones in order kept")
    func findingsCapped() throws {
        let scene = Self.buttons(120)
        let options = AuditOptions(policies: [.uikit], spacing: 1e6, resolution: 4)
        let all = try Audit.analyse(scene: scene, file: "b.yaml", options: options, limit: 1_000_000)
        let capped = try Audit.analyse(scene: scene, file: "b.yaml", options: options, limit: 137)
        #expect(all.omittedCount == 0 && all.findings.count == 120 + 120 * 119 / 2)
        #expect(capped.findings == Array(all.findings.prefix(137)))
        #expect(capped.omittedCount == all.findings.count - 137)
        #expect(capped.omitted[.close] == capped.omittedCount)
        // A filter leaves findings out as they are made, and counts them.
        let rule = try IgnoreRule(view: ViewGlob("b1*"), kind: .close)
        let filtered = try Audit.analyse(scene: scene, file: "b.yaml", options: options,
                                         filter: FindingFilter(ignore: [rule]), limit: 1_000_000)
        #expect(filtered.ignored == all.findings.filter { rule.covers($0) }.count && filtered.ignored > 0)
        #expect(filtered.findings.count + filtered.ignored == all.findings.count)
    }

    @Test("a report with findings past the limit fails on their kinds and says how many")
    func omittedFails() {
        let scene = AuditedScene(file: "b.yaml", name: "b", policies: [.uikit], omitted: [.close: 12_345])
        let report = AuditReport(scenes: [scene], findings: [], failOn: [.close])
        #expect(report.fails)
        #expect(!AuditReport(scenes: [scene], findings: [], failOn: [.small]).fails)
        #expect(scene.omittedLine == "12,345 more findings not listed: at most 10,000 are reported per scene")
    }

    /// `depth` full-screen tappable views, each inside the one before.
    static func chain(_ depth: Int) -> Scene {
        let views = (0..<depth).map { i in
            SceneView(id: "v\(i)", frame: Rect(x: 0, y: 0, width: 390, height: 844), tappable: true,
                      parent: i == 0 ? nil : i - 1)
        }
        return Scene(name: "chain", canvas: Size(width: 390, height: 844), views: views)
    }

    @Test("under sampled a deep chain counts its ancestors: 490 nested views are refused up front, 5 are not")
    func sampledChainBounded() throws {
        let options = AuditOptions(policies: [.sampled], resolution: 0.5)
        do {
            _ = try Audit.analyse(scene: Self.chain(490), file: "chain.yaml", options: options)
            Issue.record("the audit ran (about 18 s in a release build before the chain was counted)")
        } catch let e as AuditError {
            #expect("\(e)".contains("under sampled") && "\(e)".contains("use a coarser --resolution"), "\(e)")
        }
        let shallow = try Audit.analyse(scene: Self.chain(5), file: "chain.yaml",
                                        options: AuditOptions(policies: [.sampled], resolution: 8))
        #expect(shallow.auditedViews == 5)
    }

    @Test("work beyond the bound is refused up front, saying what to change")
    func workBounded() throws {
        let scene = Self.buttons(1_200)
        let start = Date()
        do {
            _ = try Audit.analyse(scene: scene, file: "b.yaml",
                                  options: AuditOptions(policies: [.swiftui], resolution: 0.25, slop: 5e8))
            Issue.record("the audit ran")
        } catch let e as AuditError {
            #expect("\(e)".contains("at most 1e9 tests per audit") && "\(e)".contains("--resolution") && "\(e)".contains("--slop"), "\(e)")
        }
        #expect(Date().timeIntervalSince(start) < 30)
        do {
            _ = try Audit.analyse(scene: Self.buttons(10_000, side: 1), file: "b.yaml",
                                  options: AuditOptions(policies: [.uikit], spacing: 1e7, resolution: 8))
            Issue.record("the audit ran")
        } catch let e as AuditError {
            #expect("\(e)".contains("--spacing 1e7") && "\(e)".contains("pairs of views"), "\(e)")
        }
        // Coarser than the canvas: refused, the value as given.
        do {
            _ = try Audit.analyse(scene: Self.buttons(3), file: "b.yaml", options: AuditOptions(resolution: 61.5))
            Issue.record("the audit ran")
        } catch let e as AuditError {
            #expect("\(e)" == "b.yaml: --resolution 61.5 is coarser than the 1200×30 pt canvas: no sample would fall inside it; use a --resolution under 60")
        }
        do {
            _ = try Audit.analyse(scene: Self.buttons(3), file: "b.yaml", options: AuditOptions(resolution: 0.0007))
        } catch let e as AuditError {
            #expect("\(e)".contains("--resolution 0.0007 on the 1200×30 pt canvas"), "\(e)")
        }
        // A picture has no --resolution to give: it samples coarser instead.
        var wide = Self.buttons(3)
        wide = Scene(name: "wide", canvas: Size(width: 100_000, height: 100_000), views: wide.views)
        let fitted = try Audit.analyseFitting(scene: wide, file: "b.yaml", options: AuditOptions(policies: [.uikit]))
        #expect(fitted.grid.step > 0.5 && fitted.grid.count <= SampleGrid.maximumSamples)
    }

    // MARK: scenes before dumps, imports that validate

    static let dumpLine = "   | <UIButton: 0x7f9; frame = (10 10; 30 30); layer = <CALayer: 0x600>>"

    @Test("a scene that quotes dump lines is a scene; a dump under a .yaml name is a dump")
    func sceneBeforeDump() throws {
        let scene = """
        name: quotes a dump
        description: "from lldb: \(Self.dumpLine.trimmingCharacters(in: .whitespaces))"
        canvas: [200, 100]
        views:
          - id: one
            frame: [0, 0, 20, 20]
            tappable: true
          - id: two
            frame: [22, 0, 20, 20]
            tappable: true
          - id: three
            frame: [44, 0, 20, 20]
        """
        for name in ["s.yaml", "s.txt", "s"] {
            let opened = try SceneOpener.open(path: try CLIFile.write(scene, name: name))
            #expect(opened.imported == nil && opened.scene.views.count == 3, "\(name)")
        }
        // Its real problems are reported, not imported away.
        let broken = try CLIFile.write(scene.replacingOccurrences(of: "frame: [44, 0, 20, 20]", with: "frame: [44, 0, 20, 20]\n    alpha: 7"), name: "b.txt")
        #expect(throws: SceneLoadError.self) { try SceneOpener.open(path: broken) }
        let dump = "<UIWindow: 0x1; frame = (0 0; 200 100); layer = <UIWindowLayer: 0x2>>\n" + Self.dumpLine + "\n"
        let opened = try SceneOpener.open(path: try CLIFile.write(dump, name: "saved.yaml"))
        #expect(opened.imported?.format == .uikit && opened.scene.views.count == 2)
        #expect(throws: SceneLoadError.self) {
            try ImportedSceneFile.importDump(path: try CLIFile.write(scene, name: "x.yml"), options: ImportOptions())
        }
    }

    static func imported(_ views: [SceneView], canvas: Size = Size(width: 300, height: 300)) -> DumpImport {
        DumpImport(scene: Scene(name: "d.txt", canvas: canvas, views: views), format: .uikit, warnings: [],
                   warningCount: 0, file: "d.txt")
    }

    @Test("import writes only what validate loads: reserved ids quoted, bounds and size refused with the reason")
    func importValidates() throws {
        let ids = ["null", "Null", "NULL", "true", "No", "0x1F", "1e3", ".inf", "-5"]
        let views = ids.enumerated().map { i, id in SceneView(id: id, frame: Rect(x: Double(i) * 20, y: 0, width: 10, height: 10), tappable: true) }
        let yaml = try ImportedSceneFile.yaml(for: Self.imported(views), header: "h")
        let loaded = try SceneLoader.parse(yaml: yaml, source: "s.yaml")
        #expect(loaded.views.map(\.id) == ids)
        // What the scene format cannot hold is refused with the key and the reason, not written.
        do {
            _ = try ImportedSceneFile.yaml(for: Self.imported([SceneView(id: "~", frame: Rect(x: 0, y: 0, width: 1, height: 1))]), header: "h")
            Issue.record("an id the loader refuses was written")
        } catch {
            #expect(error.description.hasPrefix("d.txt: views[0].id: the imported scene would not load: id '~'"), "\(error)")
        }
        for side in [1e30, Double.leastNonzeroMagnitude, 1.5e9] {
            do {
                _ = try ImportedSceneFile.yaml(for: Self.imported([], canvas: Size(width: side, height: 100)), header: "h")
                Issue.record("canvas \(side) accepted")
            } catch {
                #expect(error.description.contains("canvas: \(Format.exact(side))×100 is outside"), "\(error)")
            }
        }
        let label = String(repeating: "x", count: 2_000)
        let many = (0..<2_500).map { SceneView(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 5, height: 5), label: label) }
        do {
            _ = try ImportedSceneFile.yaml(for: Self.imported(many), header: "h")
            Issue.record("a scene over 4 MiB was written")
        } catch {
            #expect(error.description.contains("the scene file would be 4.") && error.description.contains("at most 4 MiB"), "\(error)")
        }
    }

    // MARK: numbers and sizes as the user gave them

    @Test("values and sizes said exactly")
    func exactText() {
        #expect(Format.exact(0.001) == "0.001" && Format.exact(.leastNonzeroMagnitude) == "5e-324" && Format.exact(1e308) == "1e308")
        #expect(Format.exact(1e9) == "1e9" && Format.exact(2.5e7) == "2.5e7" && Format.exact(390) == "390" && Format.exact(0.5) == "0.5")
        #expect(ByteSize.text(4 << 20) == "4 MiB" && ByteSize.text((4 << 20) + 1, over: 4 << 20) == "4,194,305 bytes")
        #expect(ByteSize.text((5 << 20) + 33, over: 4 << 20) == "5 MiB")
        #expect(ByteSize.text(4_404_020) == "4.2 MiB" && ByteSize.text(812 * 1024) == "812 KiB")
    }

    @Test("a huge polygon is named as the polygon, with its length")
    func hugePolygon() {
        let points = Array(repeating: "[0, 0]", count: 350_000).joined(separator: ", ")
        let yaml = "name: p\ncanvas: [10, 10]\nviews:\n  - id: a\n    frame: [0, 0, 5, 5]\n  - id: b\n    frame: [0, 0, 5, 5]\n"
            + "    contentShape: {shape: polygon, points: [\(points)]}\n"
        do {
            _ = try SceneLoader.parse(yaml: yaml, source: "p.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.description.hasSuffix("views[1].contentShape.points: 350,000 points; a polygon has at most 1,000"), "\(error)")
        }
    }
}
