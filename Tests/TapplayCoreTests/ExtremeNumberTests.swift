import Foundation
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// Extreme numbers in every numeric key of the scene format. The loader either
/// refuses the value with a message that names the key, or accepts it; a scene
/// it accepts then goes through every policy, the hit map, the renderer, the
/// gesture and drag engines and the playground (taps far away, shapes, map,
/// diff, zoom, pan) without a trap.
@Suite("Extreme numbers")
struct ExtremeNumberTests {
    /// Values around and far beyond every limit, subnormals and signed zero included.
    static let values = ["0", "-0", "5e-324", "1e-320", "1e-300", "0.000999", "0.001", "0.5", "1",
                         "999999", "1000000", "1000001", "999999999", "1e9", "1000000001", "-1e9", "-1000000001",
                         "5e19", "9.3e18", "1e22", "1e40", "1e300", "-1e300", "1.7976931348623157e308",
                         "-1.7976931348623157e308", "1e-3", "-1e-320"]

    /// A scene template whose `@KEY@` placeholders take a value each; the rest get their default.
    static let template = """
    name: extreme
    canvas: {width: @cw@, height: @ch@}
    slop: @slop@
    views:
      - id: root
        frame: [@rx@, @ry@, @rw@, @rh@]
        tappable: true
        alpha: @alpha@
        hitInsets: @insets@
        passThrough: [@px@, @py@, @pw@, @ph@]
        gestures: [tap, doubleTap, longPress]
        dropTarget: true
        reorderable: true
        children:
          - id: inner
            frame: [@ix@, @iy@, @iw@, @ih@]
            tappable: true
            draggable: true
            dragOpacity: @drag@
            hitInsets: {top: @it@, left: @il@, bottom: 2, right: 3}
            contentShape: {shape: @shape@, offset: [@dx@, @dy@], scale: [@sx@, @sy@]}
          - id: poly
            frame: [10, 10, 50, 50]
            tappable: true
            contentShape: {shape: polygon, points: [[0, 0], [@u@, 0], [1, @v@]], scale: @s@}
          - id: other
            frame: [30, 30, 40, 40]
            tappable: true
            draggable: true
    """

    static let defaults: [String: String] = [
        "cw": "390", "ch": "420", "slop": "10", "rx": "0", "ry": "0", "rw": "300", "rh": "300",
        "alpha": "1", "insets": "0", "px": "0", "py": "0", "pw": "1", "ph": "1",
        "ix": "20", "iy": "20", "iw": "100", "ih": "60", "drag": "1", "it": "0", "il": "0",
        "shape": "capsule", "dx": "0", "dy": "0", "sx": "1", "sy": "1", "u": "1", "v": "1", "s": "1",
    ]

    static func yaml(_ key: String, _ value: String, shape: String = "capsule") -> String {
        var text = template
        for (k, d) in defaults {
            let v = k == key ? value : (k == "shape" ? shape : d)
            text = text.replacingOccurrences(of: "@\(k)@", with: v)
        }
        return text
    }

    /// Points far off and on the edges of the canvas.
    static func points(_ scene: Scene) -> [Point] {
        let w = scene.canvas.width, h = scene.canvas.height
        return [Point(x: w / 2, y: h / 2), Point(x: 0, y: 0), Point(x: w.nextDown, y: h.nextDown),
                Point(x: 1e300, y: 1e300), Point(x: -1e300, y: 5), Point(x: 25, y: 25),
                Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude), Point(x: .leastNonzeroMagnitude, y: 1e-300 / 1e20)]
    }

    static func exercise(_ scene: Scene) {
        let resolver = Resolver(scene: scene)
        for p in points(scene) {
            for policy in PolicyKind.allCases { _ = resolver.resolve(p, policy: policy, tracing: true) }
        }
        for policy in PolicyKind.allCases {
            for (c, r) in [(7, 3), (1, 1), (30, 10)] {
                let v = Viewport.fit(canvas: scene.canvas, cols: c, rows: r)
                let map = HitMap(resolver: resolver, policy: policy, viewport: v, cols: c, rows: r, by: .responder)
                _ = MapLegend(map: map, scene: scene)
                _ = HitMap.outcomes(resolver: resolver, policy: policy, viewport: v,
                                    area: ScreenArea(col: 0, row: 0, width: c, height: r), candidates: true)
            }
        }
        var gestures = GestureEngine(resolver: resolver, policy: .swiftui, strategy: .timer)
        var drags = DragEngine(scene: scene, policy: .uikit, settings: DragSettings(quick: true))
        var t = 0.0
        for p in points(scene) {
            for kind in [TouchSample.Kind.down, .move, .up] {
                let s = TouchSample(time: t, point: p, kind: kind)
                if gestures.problem(with: s) == nil { _ = gestures.handle(s) }
                _ = drags.handle(s)
                t = t == 0 ? 1 : min(t * 1e40, .greatestFiniteMagnitude)
            }
        }
        _ = gestures.finish()
        _ = drags.finish()

        var pg = Playground(entries: [SceneEntry(path: nil, scene: scene)], cols: 60, rows: 20, headless: true,
                            loader: { _ in scene })
        for p in points(scene) { pg.tap(point: p) }
        for key in ["s", "m", "d", "t", "e", "f", "3", "+", "+", "-", "-", "-", "k", " "] {
            _ = pg.handle(.key(.char(Character(key))))
        }
        _ = pg.draw()
        for _ in 0..<40 { _ = pg.handle(.key(.char("+"))) }
        _ = pg.draw()
        for _ in 0..<80 { _ = pg.handle(.key(.char("-"))) }
        for key in [Key.left, .right, .up, .down] { _ = pg.handle(.key(key)) }
        _ = pg.draw()
        _ = pg.handle(.key(.char("0")))
        _ = pg.handle(.mouse(MouseEvent(kind: .press, button: .left, col: 10, row: 5, time: 1)))
        _ = pg.handle(.mouse(MouseEvent(kind: .motion, button: .left, col: 50, row: 15, time: 2)))
        _ = pg.handle(.mouse(MouseEvent(kind: .release, button: .left, col: 50, row: 15, time: 3)))
        _ = pg.handle(.resize(cols: 5, rows: 2))
        _ = pg.draw()

        let renderer = SceneRenderer(scene: scene, viewport: Viewport.fit(canvas: scene.canvas, cols: 30, rows: 10))
        var buffer = CellBuffer(width: 30, height: 10)
        renderer.draw(into: &buffer, area: ScreenArea(col: 0, row: 0, width: 30, height: 10))
        renderer.drawShapes(resolver.context.shape, only: Array(scene.views.indices), into: &buffer,
                            area: ScreenArea(col: 0, row: 0, width: 30, height: 10))
    }

    static let keys = defaults.keys.sorted().filter { $0 != "shape" }

    @Test("every numeric key with every extreme value: refused with a message naming the key, or used safely",
          arguments: keys)
    func everyKeyEveryValue(key: String) throws {
        var accepted = 0, refused = 0
        do {
            for value in Self.values {
                for shape in key == "sx" || key == "dx" ? ["capsule", "ellipse", "circle", "rect"] : ["capsule"] {
                    let text = Self.yaml(key, value, shape: shape)
                    do {
                        let scene = try SceneLoader.parse(yaml: text, source: "x.yaml")
                        accepted += 1
                        Self.checkWithinLimits(scene)
                        Self.exercise(scene)
                    } catch {
                        refused += 1
                        #expect(error.problems.count >= 1)
                        for p in error.problems {
                            #expect(!p.description.contains("\n"))
                            #expect(p.line != nil, "\(p)")
                        }
                    }
                }
            }
        }
        #expect(accepted + refused >= Self.values.count, "accepted \(accepted), refused \(refused)")
    }

    /// What the loader lets through stays within `Limits`.
    static func checkWithinLimits(_ scene: Scene) {
        #expect(scene.canvas.width >= Limits.minCanvasSide && scene.canvas.width <= Limits.maxLength)
        #expect(scene.canvas.height >= Limits.minCanvasSide && scene.canvas.height <= Limits.maxLength)
        #expect(scene.slop <= Limits.maxLength)
        for v in scene.views {
            #expect(abs(v.frame.x) <= Limits.maxCoordinate && abs(v.frame.y) <= Limits.maxCoordinate)
            #expect(v.frame.width <= Limits.maxLength && v.frame.height <= Limits.maxLength)
            if let s = v.contentShape {
                #expect(s.scaleX <= Limits.maxShapeScale && s.scaleY <= Limits.maxShapeScale)
                #expect(s.points.count <= Limits.maxPolygonPoints)
            }
        }
    }

    @Test("the limits themselves are accepted, and just beyond them refused with the limit named")
    func atTheLimits() throws {
        let ok = [("cw", "1e9"), ("ch", "0.001"), ("slop", "1e9"), ("rx", "-1e9"), ("rw", "1e9"),
                  ("insets", "-1e9"), ("dx", "1e9"), ("sx", "1e6"), ("u", "-1e6")]
        for (k, v) in ok {
            #expect(throws: Never.self, "\(k): \(v)") { try SceneLoader.parse(yaml: Self.yaml(k, v), source: "x.yaml") }
        }
        let refused = [("cw", "1.0000001e9", "larger than 1e9 pt"), ("ch", "0.000999", "smaller than 1e-3 pt"),
                       ("slop", "2e9", "larger than 1e9 pt"), ("rx", "1.5e9", "beyond ±1e9 pt"),
                       ("rh", "1e300", "larger than 1e9 pt"), ("insets", "-2e9", "beyond ±1e9 pt"),
                       ("dy", "1e10", "beyond ±1e9 pt"), ("sy", "1e7", "larger than 1e6"),
                       ("v", "1e300", "beyond ±1e6")]
        for (k, v, message) in refused {
            do {
                _ = try SceneLoader.parse(yaml: Self.yaml(k, v), source: "x.yaml")
                Issue.record("\(k): \(v) was accepted")
            } catch {
                #expect(error.problems.count == 1, "\(error)")
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }

    @Test("a polygon of more points than the limit is refused; one at the limit resolves quickly")
    func polygonPoints() throws {
        func scene(_ n: Int) -> String {
            let pts = (0..<n).map { i -> String in
                let a = Double(i) / Double(n) * 2 * Double.pi
                return "[\(0.5 + 0.5 * cos(a)), \(0.5 + 0.5 * sin(a))]"
            }
            return """
            name: poly
            canvas: [400, 400]
            views:
              - id: p
                frame: [0, 0, 400, 400]
                tappable: true
                contentShape: {shape: polygon, points: [\(pts.joined(separator: ", "))]}
            """
        }
        do {
            _ = try SceneLoader.parse(yaml: scene(Limits.maxPolygonPoints + 1), source: "p.yaml")
            Issue.record("an over-long polygon was accepted")
        } catch {
            #expect(error.description.contains("points; a polygon has at most 1,000"), "\(error)")
        }
        let s = try SceneLoader.parse(yaml: scene(Limits.maxPolygonPoints), source: "p.yaml")
        let map = HitMap(resolver: Resolver(scene: s), policy: .swiftui,
                         viewport: Viewport.fit(canvas: s.canvas, cols: 40, rows: 20), cols: 40, rows: 20)
        #expect(map.cells.contains { $0 != nil })
    }

    @Test("cell and grid conversions saturate instead of trapping")
    func saturating() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == Limits.maxCellIndex)
        #expect(Int(saturating: -.infinity) == -Limits.maxCellIndex)
        #expect(Int(saturating: 1e300) == Limits.maxCellIndex)
        #expect(Int(saturating: -2.9) == -2)
        let v = Viewport(scale: .leastNonzeroMagnitude)
        _ = v.cell(for: Point(x: 1e308, y: -1e308))
        let g = GridGeometry(width: 1e40, height: 1e-300 / 1e20, cells: 1000)
        #expect(g.nx >= 1 && g.ny >= 1)
        _ = g.cell(1e39, 0)
        #expect(Format.thousandths(1.7e308) == 1.7e308)
        #expect(JSON.number(Format.thousandths(1e300 * 1.5)).serialized != "null")
    }

    @Test("more problems than are listed are counted in full")
    func problemCount() {
        var yaml = "name: many\ncanvas: [100, 100]\nviews:\n"
        for i in 0..<150 { yaml += "  - {id: v\(i), frame: [0, 0, -1, 1]}\n" }
        do {
            _ = try SceneLoader.parse(yaml: yaml, source: "many.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.count == 150)
            #expect(error.problems.count <= 101)
        }
    }

    @Test("a UTF-8 byte-order mark at the start of a scene file is skipped")
    func byteOrderMark() throws {
        let dir = try TemporaryFiles.folder("bom")
        defer { TemporaryFiles.remove(dir) }
        let url = dir.appendingPathComponent("bom.yaml")
        try Data([0xEF, 0xBB, 0xBF] + Array("name: bom\ncanvas: [10, 10]\nviews: []\n".utf8)).write(to: url)
        let scene = try SceneLoader.load(path: url.path)
        #expect(scene.name == "bom")
    }

    @Test("line reader: CRLF lines, a last line without a newline, over-long lines skipped in bounded memory")
    func lineReader() throws {
        let dir = try TemporaryFiles.folder("lines")
        defer { TemporaryFiles.remove(dir) }
        let url = dir.appendingPathComponent("l.txt")
        let long = String(repeating: "x", count: 300_000)
        try Data("a\r\nb\n\(long)\r\nc\r\n\nd".utf8).write(to: url)
        let reader = try #require(LineReader(path: url.path, limit: 1000))
        var lines: [LineReader.Line] = []
        while let l = reader.next() { lines.append(l) }
        #expect(lines == [.text("a"), .text("b"), .tooLong(bytes: 300_001), .text("c"), .text(""), .text("d")])
    }

    @Test("a million-character id: panel lines are cut and wrapped in linear time; trace, timeline and problems draw")
    func hugeText() throws {
        let id = String(repeating: "w", count: 1_000_000)
        let wrapped = Panel.wrap([id, "short line", String(repeating: "a b ", count: 250_000)], width: 40)
        #expect(wrapped.count < 200)
        #expect(wrapped.contains { $0.contains("characters)") })
        let scene = try SceneLoader.parse(yaml: """
            name: huge
            canvas: [390, 420]
            views:
              - {id: \(id), frame: [10, 10, 300, 300], tappable: true, gestures: [tap, doubleTap]}
            """, source: "huge.yaml")
        var pg = Playground(entries: [SceneEntry(path: "huge.yaml", scene: scene)], cols: 100, rows: 30, headless: true,
                            loader: { _ in throw SceneLoadError(problems: [SceneProblem(file: "huge.yaml", message: id)]) })
        pg.tap(point: Point(x: 100, y: 100))
        for key in ["t", "e", "r"] { _ = pg.handle(.key(.char(Character(key)))) }
        let text = pg.draw().plainText
        #expect(text.contains("scene problems") && text.contains("trace"))
    }

    @Test("run --replay keeps only the newest taps of each scene, as the playground does")
    func replayCap() throws {
        let scene = try SceneLoader.parse(yaml: "name: s\ncanvas: [10, 10]\nviews: []\n", source: "s.yaml")
        var entries = [SceneEntry(path: "s.yaml", scene: scene)]
        let n = 3 * Limits.maxTaps + 17
        for i in 0..<n {
            let t = RecordLine.Tap(line: i + 1, point: Point(x: Double(i), y: 0), policy: nil, hit: nil, responder: nil,
                                ambiguous: false, candidates: [], file: "s.yaml", slop: nil)
            ReplayPlacement.place(t, on: &entries)
            #expect(entries[0].taps.count < 2 * Limits.maxTaps)
        }
        entries = ReplayPlacement.finish(entries)
        #expect(entries[0].taps.count == Limits.maxTaps)
        #expect(entries[0].taps.last == Point(x: Double(n - 1), y: 0))
    }
}
