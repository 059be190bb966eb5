import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// Hostile scene files: mutations of every scene in Scenes/ go through the
/// loader, the resolver under all four policies and the renderer. Nothing may
/// crash; a refused file must say what is wrong.
@Suite("Hostile scenes")
struct HostileSceneTests {
    /// SplitMix64: a small deterministic generator, so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    static let scenesDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    static func sources() throws -> [(String, [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: scenesDir.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { ($0, Array(try Data(contentsOf: scenesDir.appendingPathComponent($0)))) }
    }

    static let hostileValues = ["1e308", "-1e308", ".inf", "-.inf", ".nan", "1e400", "99999999999999999999999",
                                "abc", "[1, 2]", "{a: 1}", "null", "~", "''", "-0", "0x7fffffffffffffff",
                                "\"\\e[2J\"", "&a [1]", "*nope", "!!binary AAAA", "true", "-1", "0.0000001"]

    /// One mutation of `bytes`.
    static func mutate(_ bytes: [UInt8], _ r: inout Random) -> [UInt8] {
        var b = bytes
        guard !b.isEmpty else { return b }
        var lines = String(decoding: b, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch r.below(9) {
        case 0:  // byte flips
            for _ in 0..<(1 + r.below(4)) { b[r.below(b.count)] = UInt8(r.below(256)) }
            return b
        case 1:  // truncation
            return Array(b.prefix(r.below(b.count)))
        case 2:  // a duplicated line (often a duplicated key)
            let i = r.below(lines.count)
            lines.insert(lines[i], at: i)
        case 3:  // a deleted line (often a missing key)
            lines.remove(at: r.below(lines.count))
        case 4, 5:  // a value replaced by a hostile one (wrong types, huge and non-finite numbers)
            let i = r.below(lines.count)
            if let colon = lines[i].firstIndex(of: ":") {
                lines[i] = String(lines[i][...colon]) + " " + hostileValues[r.below(hostileValues.count)]
            } else {
                lines[i] += " " + hostileValues[r.below(hostileValues.count)]
            }
        case 6:  // a number inside a flow list replaced
            let i = r.below(lines.count)
            if let open = lines[i].firstIndex(of: "[") {
                lines[i] = String(lines[i][...open]) + hostileValues[r.below(hostileValues.count)] + ", " + String(lines[i][lines[i].index(after: open)...])
            }
        case 7:  // indentation broken
            let i = r.below(lines.count)
            lines[i] = r.below(2) == 0 ? "  " + lines[i] : String(lines[i].drop(while: { $0 == " " }))
        default:  // a key renamed
            let i = r.below(lines.count)
            lines[i] = lines[i].replacingOccurrences(of: "frame", with: "fram")
                .replacingOccurrences(of: "id:", with: "ids:").replacingOccurrences(of: "alpha", with: "opacity")
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// Loads, and when the scene is accepted, resolves and draws it.
    static func exercise(_ bytes: [UInt8], name: String, _ r: inout Random) {
        let scene: Scene
        do {
            scene = try SceneLoader.parse(yaml: String(decoding: bytes, as: UTF8.self), source: name)
        } catch {
            // Refused: every problem must say something, on one line.
            for p in error.problems {
                #expect(!p.message.isEmpty)
                #expect(!p.description.contains("\n"), "problem spans lines: \(p.description)")
            }
            #expect(!error.problems.isEmpty)
            return
        }
        let resolver = Resolver(scene: scene)
        for _ in 0..<4 {
            let p = Point(x: r.unit() * scene.canvas.width * 1.2 - 10, y: r.unit() * scene.canvas.height * 1.2 - 10)
            for policy in PolicyKind.allCases { _ = resolver.resolve(p, policy: policy, tracing: r.below(4) == 0) }
        }
        var pg = Playground(entries: [SceneEntry(path: name, scene: scene)], cols: 40, rows: 14, headless: true,
                            loader: { _ in scene })
        pg.tap(point: Point(x: scene.canvas.width / 2, y: scene.canvas.height / 2))
        pg.overlays.map = r.below(2) == 0
        _ = pg.draw()
    }

    @Test("10,000 mutations of the example scenes load, resolve and render without a crash")
    func fuzz() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 15)
        var r = Random(state: 20261122)
        var refused = 0
        let cases = 10_000
        for n in 0..<cases {
            let (name, bytes) = sources[n % sources.count]
            var m = Self.mutate(bytes, &r)
            if r.below(3) == 0 { m = Self.mutate(m, &r) }
            let before = refused
            do { _ = try SceneLoader.parse(yaml: String(decoding: m, as: UTF8.self), source: name) } catch { refused += 1 }
            _ = before
            Self.exercise(m, name: name, &r)
        }
        // Most mutations break something, and the loader says so.
        #expect(refused > cases / 4, "only \(refused) of \(cases) mutations were refused")
    }

    @Test("files with raw bytes (NUL, invalid UTF-8, escape sequences) are refused or loaded, never crash")
    func rawBytes() throws {
        var r = Random(state: 7)
        let dir = try TemporaryFiles.folder("hostile")
        defer { TemporaryFiles.remove(dir) }
        let sources = try Self.sources()
        for n in 0..<200 {
            var b = sources[n % sources.count].1
            for _ in 0..<(1 + r.below(8)) { b[r.below(b.count)] = [0, 0x1B, 0xFF, 0xC3, 0x80, 0x7F][r.below(6)] }
            let url = dir.appendingPathComponent("m\(n).yaml")
            try Data(b).write(to: url)
            do { _ = try SceneLoader.load(path: url.path) } catch {
                #expect(error.problems.allSatisfy { $0.description.hasPrefix(url.path) })
            }
        }
    }

    @Test("an alias bomb is refused with a clear message, quickly")
    func aliasBomb() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "name: bomb\ncanvas: {width: 10, height: 10}\nviews:\n  - id: v\n    frame: [0, 0, 1, 1]\n    label: *a11\n"
        #expect(throws: SceneLoadError.self) { try SceneLoader.parse(yaml: yaml, source: "bomb.yaml") }
        do { _ = try SceneLoader.parse(yaml: yaml, source: "bomb.yaml") } catch {
            #expect(error.description.contains("limit") || error.description.contains("unknown key"), "\(error)")
        }
    }

    @Test("10,000 nested views resolve and render without recursion")
    func deepTree() {
        let scene = chain(10_000, id: "v", frame: Rect(x: 0.01, y: 0.01, width: 100, height: 100),
                          canvas: Size(width: 200, height: 200), tappable: { $0 % 3 == 0 }, clips: { $0 % 2 == 0 })
        let resolver = Resolver(scene: scene)
        for policy in PolicyKind.allCases {
            // Under sampled only the innermost view (the one without subviews) has content of its
            // own, at (100, 100) after 10,000 offsets of 0.01: tap next to it.
            let p = policy == .sampled ? Point(x: 120, y: 120) : Point(x: 50, y: 50)
            let r = resolver.resolve(p, policy: policy, tracing: true)
            #expect(r.hit != nil, "\(policy)")
        }
        var pg = Playground(entries: [SceneEntry(path: nil, scene: scene)], cols: 60, rows: 20, loader: { _ in scene })
        pg.tap(point: Point(x: 60, y: 60))
        pg.overlays.map = true
        #expect(pg.draw().plainText.contains("●") || pg.draw().plainText.contains("◐"))
    }
}
