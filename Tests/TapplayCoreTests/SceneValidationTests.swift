import Foundation
import Testing
@testable import TapplayCore

/// Every problem a scene file can have, with its exact message and position.
@Suite("Scene validation: one message per problem")
struct SceneValidationTests {
    /// Three header lines, so the first view's `- id:` is on line 4
    /// (`-` at column 3, `id` at column 5, its value at column 9).
    static let head = "name: T\ncanvas: [100, 100]\nviews:\n"

    static func problems(_ yaml: String, source: String = "t.yaml") -> [SceneProblem] {
        do {
            _ = try SceneLoader.parse(yaml: yaml, source: source)
            return []
        } catch {
            return error.problems
        }
    }

    /// The one-line descriptions of all problems.
    static func lines(_ yaml: String) -> [String] {
        problems(yaml).map(\.description)
    }

    static func views(_ body: String) -> [String] {
        lines(head + body)
    }

    // MARK: - Problem formatting

    @Test("a problem prints as file:line:column: path: message")
    func descriptionFormats() {
        let full = SceneProblem(file: "Scenes/x.yaml", line: 14, column: 12, path: "views[2].alpha",
                                message: "1.5 is outside 0…1")
        #expect(full.description == "Scenes/x.yaml:14:12: views[2].alpha: 1.5 is outside 0…1")
        let noLine = SceneProblem(file: "Scenes/x.yaml", path: "views", message: "expected a list of views, got nothing")
        #expect(noLine.description == "Scenes/x.yaml: views: expected a list of views, got nothing")
        let noPath = SceneProblem(file: "f.yaml", line: 1, column: 1, message: "m")
        #expect(noPath.description == "f.yaml:1:1: m")
        let bare = SceneProblem(file: "f.yaml", message: "the file is empty")
        #expect(bare.description == "f.yaml: the file is empty")
        let error = SceneLoadError(problems: [full, bare])
        #expect(error.description == full.description + "\n" + bare.description)
    }

    // MARK: - The file as a whole

    @Test("an unknown platform is refused with the known ones")
    func unknownPlatform() {
        let lines = Self.lines("name: T\ncanvas: [100, 100]\nplatform: windows\nviews: []\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("t.yaml:3:11: platform: unknown platform 'windows'") == true)
    }

    @Test("an empty file is refused as empty")
    func emptyFile() {
        #expect(Self.lines("") == ["t.yaml: the file is empty"])
        #expect(Self.lines("# only a comment\n\n") == ["t.yaml: the file is empty"])
        #expect(Self.lines("---\n") == ["t.yaml: the file is empty"])
    }

    @Test("a document that is not a mapping is refused")
    func documentNotMapping() {
        #expect(Self.lines("- a\n- b\n") ==
            ["t.yaml:1:1: expected a mapping with name, canvas and views at the top level, got a list"])
        #expect(Self.lines("hello\n") ==
            ["t.yaml:1:1: expected a mapping with name, canvas and views at the top level, got 'hello'"])
    }

    @Test("bad YAML gives one clean line with libyaml's position")
    func yamlSyntaxError() throws {
        let ps = Self.problems("name: T\ncanvas: [1, 2\nviews: []\n")
        #expect(ps.count == 1)
        let p = try #require(ps.first)
        #expect(p.line == 3 && p.column == 6)
        #expect(p.path == "")
        #expect(p.message == "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 9)")
        #expect(!p.description.contains("\n"))
        #expect(!p.description.contains("YamlError"))

        let tab = Self.problems("name: T\ncanvas: [1, 1]\nviews:\n\t- id: a\n")
        #expect(tab.map(\.description) == [
            "t.yaml:4:1: invalid YAML: found character that cannot start any token (while scanning for the next token at line 4, column 1)",
        ])
    }

    @Test("control characters are reported where they are")
    func controlCharacter() {
        #expect(Self.lines("name: T\u{7}\ncanvas: [1, 1]\nviews: []\n") ==
            ["t.yaml:1:8: invalid YAML: control characters are not allowed (U+0007)"])
    }

    @Test("a second YAML document is refused")
    func twoDocuments() {
        #expect(Self.lines("name: T\ncanvas: [1, 1]\nviews: []\n---\nname: U\n") ==
            ["t.yaml:4:1: invalid YAML: a scene file holds one document, found a second one"])
    }

    @Test("a duplicate key is reported at its repeat, naming the first")
    func duplicateKey() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    alpha: 0.5\n    alpha: 0.7\n") ==
            ["t.yaml:7:5: duplicate key 'alpha' (first at line 6)"])
        #expect(Self.lines("name: T\nname: U\ncanvas: [1, 1]\nviews: []\n") ==
            ["t.yaml:2:1: duplicate key 'name' (first at line 1)"])
        #expect(Self.views("  - {id: a, frame: [0, 0, 1, 1], id: b}\n") ==
            ["t.yaml:4:34: duplicate key 'id' (first at line 4)"])
    }

    @Test("missing top-level keys are reported at the document")
    func missingTopLevelKeys() {
        #expect(Self.lines("description: nothing else\n") == [
            "t.yaml:1:1: missing required key 'name'",
            "t.yaml:1:1: missing required key 'canvas'",
            "t.yaml:1:1: missing required key 'views'",
        ])
    }

    @Test("an unknown top-level key suggests the right one")
    func unknownTopLevelKey() {
        #expect(Self.lines("Name: T\nname: T\ncanvas: [1, 1]\nviews: []\nslope: 3\n") == [
            "t.yaml:1:1: unknown key 'Name' (did you mean 'name'?)",
            "t.yaml:5:1: unknown key 'slope' (did you mean 'slop'?)",
        ])
    }

    // MARK: - Top-level values

    @Test("the name must be a non-empty string")
    func nameRules() {
        #expect(Self.lines("name:\ncanvas: [1, 1]\nviews: []\n") ==
            ["t.yaml:1:6: name: expected a string, got nothing"])
        #expect(Self.lines("name: ''\ncanvas: [1, 1]\nviews: []\n") ==
            ["t.yaml:1:7: name: name must not be empty"])
        #expect(Self.lines("name: [a]\ncanvas: [1, 1]\nviews: []\n") ==
            ["t.yaml:1:7: name: expected a string, got a list"])
    }

    @Test("the canvas needs two positive finite sizes")
    func canvasRules() {
        #expect(Self.lines("name: T\ncanvas: [0, 10]\nviews: []\n") ==
            ["t.yaml:2:10: canvas[0]: width 0 must be greater than 0"])
        #expect(Self.lines("name: T\ncanvas: {width: 10, height: -1}\nviews: []\n") ==
            ["t.yaml:2:29: canvas.height: height -1 must be greater than 0"])
        #expect(Self.lines("name: T\ncanvas: [1, 2, 3]\nviews: []\n") ==
            ["t.yaml:2:9: canvas: expected [width, height] or {width:, height:}, got 3 items"])
        #expect(Self.lines("name: T\ncanvas: {width: 10}\nviews: []\n") ==
            ["t.yaml:2:9: canvas: missing required key 'height'"])
        #expect(Self.lines("name: T\ncanvas: big\nviews: []\n") ==
            ["t.yaml:2:9: canvas: expected [width, height] or {width:, height:}, got 'big'"])
    }

    @Test("slop must be finite and not negative; quickDrag a bool")
    func slopAndQuickDrag() {
        #expect(Self.lines("name: T\ncanvas: [1, 1]\nslop: -2\nquickDrag: maybe\nviews: []\n") == [
            "t.yaml:3:7: slop: slop -2 must not be negative",
            "t.yaml:4:12: quickDrag: expected true or false, got 'maybe'",
        ])
    }

    @Test("views must be a list of mappings")
    func viewsShape() {
        #expect(Self.lines("name: T\ncanvas: [1, 1]\nviews:\n") ==
            ["t.yaml:3:7: views: expected a list of views, got nothing"])
        #expect(Self.lines("name: T\ncanvas: [1, 1]\nviews: {id: a}\n") ==
            ["t.yaml:3:8: views: expected a list of views, got a mapping"])
        #expect(Self.views("  - top\n") ==
            ["t.yaml:4:5: views[0]: expected a view (a mapping with id and frame), got 'top'"])
    }

    // MARK: - View keys

    @Test("a view without frame is reported at the view")
    func missingFrame() {
        #expect(Self.views("  - id: a\n") == ["t.yaml:4:5: views[0]: missing required key 'frame'"])
        #expect(Self.views("  - frame: [0, 0, 1, 1]\n") == ["t.yaml:4:5: views[0]: missing required key 'id'"])
    }

    @Test("an unknown view key suggests the closest known key")
    func unknownViewKey() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    tapable: true\n") ==
            ["t.yaml:6:5: views[0]: unknown key 'tapable' (did you mean 'tappable'?)"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    HitInsets: 3\n") ==
            ["t.yaml:6:5: views[0]: unknown key 'HitInsets' (did you mean 'hitInsets'?)"])
    }

    @Test("an unknown key with nothing close lists the valid keys")
    func unknownKeyListsValidKeys() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    wobble: 3\n") == [
            "t.yaml:6:5: views[0]: unknown key 'wobble' (valid keys: id, frame, type, color, label, tappable, "
                + "gestures, hidden, alpha, interactive, clips, hitInsets, passThrough, contentShape, "
                + "draggable, dropTarget, reorderable, dragOpacity, review, otherApp, children)",
        ])
    }

    @Test("a repeated id is reported with the line of the first")
    func duplicateID() {
        let body = """
              - id: top
                frame: [0, 0, 10, 10]
                children:
                  - id: top
                    frame: [0, 0, 1, 1]
              - id: top
                frame: [0, 0, 1, 1]

            """
        #expect(Self.views(body) == [
            "t.yaml:7:13: views[0].children[0].id: duplicate id 'top' (first at line 4)",
            "t.yaml:9:9: views[1].id: duplicate id 'top' (first at line 4)",
        ])
    }

    @Test("ids are [A-Za-z0-9_.-]+")
    func idPattern() {
        #expect(Self.views("  - id: a b\n    frame: [0, 0, 1, 1]\n") ==
            ["t.yaml:4:9: views[0].id: id 'a b' may only contain A-Z, a-z, 0-9, '_', '.' and '-'"])
        #expect(Self.views("  - id: ''\n    frame: [0, 0, 1, 1]\n") ==
            ["t.yaml:4:9: views[0].id: id must not be empty"])
        #expect(Self.views("  - id: ok_1.2-x\n    frame: [0, 0, 1, 1]\n").isEmpty)
    }

    @Test("numbers must be numbers")
    func notANumber() {
        #expect(Self.views("  - id: a\n    frame: [0, abc, 1, 1]\n") ==
            ["t.yaml:5:16: views[0].frame[1]: expected a number, got 'abc'"])
        #expect(Self.views("  - id: a\n    frame: [0, '5', 1, 1]\n") ==
            ["t.yaml:5:16: views[0].frame[1]: expected a number, got the string '5'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    alpha: [1]\n") ==
            ["t.yaml:6:12: views[0].alpha: expected a number, got a list"])
    }

    @Test("bools are true or false")
    func notABool() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    tappable: yes please\n") ==
            ["t.yaml:6:15: views[0].tappable: expected true or false, got 'yes please'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    hidden: yes\n") ==
            ["t.yaml:6:13: views[0].hidden: expected true or false, got 'yes'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    hidden: TRUE\n    clips: False\n").isEmpty)
    }

    @Test("sizes must not be negative")
    func negativeSize() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, -5, 1]\n") ==
            ["t.yaml:5:19: views[0].frame[2]: width -5 must not be negative"])
        #expect(Self.views("  - id: a\n    frame: {x: -3, y: -4, width: 1, height: -0.5}\n") ==
            ["t.yaml:5:45: views[0].frame.height: height -0.5 must not be negative"])
    }

    @Test("infinities, NaN and overflowing numbers are refused")
    func nonFinite() {
        #expect(Self.views("  - id: a\n    frame: [.inf, 0, 1, 1]\n") ==
            ["t.yaml:5:13: views[0].frame[0]: must be a finite number, got '.inf'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    alpha: .nan\n") ==
            ["t.yaml:6:12: views[0].alpha: must be a finite number, got '.nan'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1e400, 1]\n") ==
            ["t.yaml:5:19: views[0].frame[2]: must be a finite number, got '1e400'"])
        #expect(Self.lines("name: T\ncanvas: [1, -.Inf]\nviews: []\n") ==
            ["t.yaml:2:13: canvas[1]: must be a finite number, got '-.Inf'"])
    }

    @Test("alpha and dragOpacity are within 0…1")
    func alphaRange() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    alpha: 1.5\n") ==
            ["t.yaml:6:12: views[0].alpha: 1.5 is outside 0…1"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    dragOpacity: -0.1\n") ==
            ["t.yaml:6:18: views[0].dragOpacity: -0.1 is outside 0…1"])
    }

    @Test("an unknown colour names the close one or lists them all")
    func unknownColor() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    color: grey\n") ==
            ["t.yaml:6:12: views[0].color: unknown color 'grey' (did you mean 'gray'?)"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    color: purple\n") == [
            "t.yaml:6:12: views[0].color: unknown color 'purple' "
                + "(valid: red, green, blue, yellow, magenta, cyan, white, gray, black, orange)",
        ])
    }

    @Test("gestures are known and not repeated")
    func gestureRules() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    gestures: [tap, swipe, doubletap, tap]\n") == [
            "t.yaml:6:21: views[0].gestures[1]: unknown gesture 'swipe' (valid: tap, doubleTap, longPress)",
            "t.yaml:6:28: views[0].gestures[2]: unknown gesture 'doubletap' (did you mean 'doubleTap'?)",
            "t.yaml:6:39: views[0].gestures[3]: duplicate gesture 'tap'",
        ])
    }

    @Test("a polygon needs at least 3 points")
    func polygonPoints() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: polygon, points: [[0, 0], [1, 1]]}\n") ==
            ["t.yaml:6:44: views[0].contentShape.points: a polygon needs at least 3 points, got 2"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: polygon}\n") ==
            ["t.yaml:6:19: views[0].contentShape: missing required key 'points' (shape polygon needs at least 3 points)"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: polygon\n") ==
            ["t.yaml:6:19: views[0].contentShape: a polygon needs points: write {shape: polygon, points: [[u, v], ...]}"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: polygon, points: [[0, 0], [1], [0, 1]]}\n") ==
            ["t.yaml:6:53: views[0].contentShape.points[1]: expected a point [u, v] or {x:, y:}, got 1 item"])
    }

    @Test("points are an error on shapes other than polygon")
    func pointsOnNonPolygon() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: circle, points: [[0, 0], [1, 0], [0, 1]]}\n") ==
            ["t.yaml:6:35: views[0].contentShape.points: points only apply to shape polygon, not circle"])
    }

    @Test("content shape kinds, offsets and scales are checked")
    func contentShapeValues() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: star\n") ==
            ["t.yaml:6:19: views[0].contentShape: unknown shape 'star' (valid: rect, circle, ellipse, capsule, polygon)"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: rect, scale: -1, offset: [1]}\n") == [
            "t.yaml:6:40: views[0].contentShape.scale: scale -1 must not be negative",
            "t.yaml:6:52: views[0].contentShape.offset: expected [dx, dy] or {x:, y:}, got 1 item",
        ])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {shape: rect, scale: [1, -2]}\n") ==
            ["t.yaml:6:44: views[0].contentShape.scale[1]: scale -2 must not be negative"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    contentShape: {scale: 2}\n") ==
            ["t.yaml:6:19: views[0].contentShape: missing required key 'shape'"])
    }

    @Test("hitInsets and passThrough values are checked")
    func insetsAndPassThrough() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    hitInsets: {top: 1, lft: 2}\n") ==
            ["t.yaml:6:25: views[0].hitInsets: unknown key 'lft' (did you mean 'left'?)"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    hitInsets: wide\n") ==
            ["t.yaml:6:16: views[0].hitInsets: expected a number, got 'wide'"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    passThrough: [[0, 0, 1, 1], [0, 0, -1, 1]]\n") ==
            ["t.yaml:6:40: views[0].passThrough[1][2]: width -1 must not be negative"])
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    passThrough: [[0, 0, 1, 1], 7]\n") == [
            "t.yaml:6:33: views[0].passThrough[1]: expected [x, y, width, height] or {x:, y:, width:, height:}, got '7'",
        ])
    }

    @Test("frames have four numbers or four keys")
    func frameShape() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1]\n") ==
            ["t.yaml:5:12: views[0].frame: expected [x, y, width, height] or {x:, y:, width:, height:}, got 3 items"])
        #expect(Self.views("  - id: a\n    frame: {x: 0, y: 0, w: 1, height: 1}\n") == [
            "t.yaml:5:12: views[0].frame: missing required key 'width'",
            "t.yaml:5:25: views[0].frame: unknown key 'w' (valid keys: x, y, width, height)",
        ])
    }

    @Test("children must be a list of views")
    func childrenShape() {
        #expect(Self.views("  - id: a\n    frame: [0, 0, 1, 1]\n    children: b\n") ==
            ["t.yaml:6:15: views[0].children: expected a list of views, got 'b'"])
    }

    // MARK: - Many problems, budgets, limits

    @Test("every problem of a file is reported in one run, in file order")
    func manyProblems() {
        let yaml = """
            name: Many
            canvas: [390, -1]
            slop: lots
            views:
              - id: a
                frame: [0, 0, 10, 10]
                alpha: 2
                children:
                  - id: b
                    frame: [0, 0, -1, 10]
                    colour: red
                  - id: a
                    frame: [0, 0, 1, 1]
              - id: c
                tappable: sure

            """
        #expect(Self.lines(yaml) == [
            "t.yaml:2:15: canvas[1]: height -1 must be greater than 0",
            "t.yaml:3:7: slop: expected a number, got 'lots'",
            "t.yaml:7:12: views[0].alpha: 2 is outside 0…1",
            "t.yaml:10:23: views[0].children[0].frame[2]: width -1 must not be negative",
            "t.yaml:11:9: views[0].children[0]: unknown key 'colour' (did you mean 'color'?)",
            "t.yaml:12:13: views[0].children[1].id: duplicate id 'a' (first at line 5)",
            "t.yaml:14:5: views[1]: missing required key 'frame'",
            "t.yaml:15:15: views[1].tappable: expected true or false, got 'sure'",
        ])
    }

    @Test("after 100 problems the rest are counted, not listed")
    func problemCap() {
        var yaml = Self.head
        for i in 0..<150 { yaml += "  - {id: v\(i), frame: [0, 0, 1, 1], alpha: 9}\n" }
        let ps = Self.problems(yaml)
        #expect(ps.count == 101)
        #expect(ps.last?.description == "t.yaml: 50 more problems not listed (showing the first 100)")
        #expect(ps.first?.description == "t.yaml:4:42: views[0].alpha: 9 is outside 0…1")
    }

    @Test("an alias bomb stops at the node budget")
    func aliasBomb() throws {
        var yaml = Self.head + "  - &v0 {id: a, frame: [0, 0, 1, 1]}\n"
        for level in 1...7 {
            let refs = Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "  - &v\(level) {id: l\(level), frame: [0, 0, 1, 1], children: [\(refs)]}\n"
        }
        let start = Date()
        let ps = Self.problems(yaml)
        #expect(Date().timeIntervalSince(start) < 60)
        let first = try #require(ps.first)
        #expect(first.message == "more than 1,000,000 values to read (a list this long, or aliases that repeat one); reading stopped here")
        #expect(first.path == "")
        #expect(first.line != nil)
        #expect(ps.count <= 102)
    }

    @Test("aliases are allowed when they expand within the budget")
    func aliasesAllowed() throws {
        let yaml = Self.head + """
              - id: a
                frame: &f [0, 0, 10, 10]
              - id: b
                frame: *f

            """
        let s = try SceneLoader.parse(yaml: yaml, source: "t.yaml")
        #expect(s.views.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)])
        // The same view twice through an alias repeats its id.
        let twice = Self.head + "  - &a {id: a, frame: [0, 0, 1, 1]}\n  - *a\n"
        #expect(Self.lines(twice) == ["t.yaml:4:13: views[1].id: duplicate id 'a' (first at line 4)"])
    }

    @Test("nesting deeper than libyaml allows is refused, not a crash")
    func tooDeepYAML() {
        var yaml = "name: Deep\ncanvas: [10, 10]\nviews: "
        for i in 0..<10_000 { yaml += "[{id: v\(i), frame: [0, 0, 1, 1], children: " }
        yaml += "[]" + String(repeating: "}]", count: 10_000) + "\n"
        let ps = Self.problems(yaml)
        #expect(ps.count == 1)
        #expect(ps.first?.line == 3)
        #expect(ps.first?.column != nil)
        #expect(ps.first?.message == "nested too deeply: the YAML parser allows at most 1000 levels (about 495 levels of views)")
    }

    @Test("a long chain of aliases composes and is released without overflowing the stack")
    func deepAliasChain() {
        // Each anchor wraps the previous one ten levels deeper: a 100,000-level
        // tree from a 0.3 MB file. Releasing it recurses once per level.
        var yaml = Self.head + "  - {id: a, frame: [0, 0, 1, 1]}\nchain:\n  - &a0 [0]\n"
        for i in 1...10_000 {
            yaml += "  - &a\(i) " + String(repeating: "[", count: 10) + "*a\(i - 1)" + String(repeating: "]", count: 10) + "\n"
        }
        #expect(Self.lines(yaml) == [
            "t.yaml:5:1: unknown key 'chain' (valid keys: name, description, source, canvas, slop, platform, policies, assumedDensity, "
                + "visibleBounds, quickDrag, views)",
        ])
    }
}
