import Foundation
import Testing
import Yams
@testable import TapplayCore
import TapplayTestSupport

/// Loading valid scene files: every form a key accepts, defaults, tree order,
/// and reading files from disk.
@Suite("Scene loader: valid files and file reading")
struct SceneLoaderTests {
    static func load(_ yaml: String) throws -> Scene {
        try SceneLoader.parse(yaml: yaml, source: "t.yaml")
    }

    /// A scene with the given view lines under `views:`.
    static func loadViews(_ body: String) throws -> Scene {
        try load("name: T\ncanvas: [390, 420]\nviews:\n" + body)
    }

    static func problems(ofFile path: String) -> [String] {
        do {
            _ = try SceneLoader.load(path: path)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }


    // MARK: - Top level

    @Test("a minimal scene gets the defaults")
    func minimalScene() throws {
        let s = try Self.load("name: Minimal\ncanvas: {width: 390, height: 420}\nviews: []\n")
        #expect(s.name == "Minimal")
        #expect(s.description == nil)
        #expect(s.canvas == Size(width: 390, height: 420))
        #expect(s.slop == 10)
        #expect(s.quickDrag == false)
        #expect(s.views.isEmpty)
        #expect(s.file == "t.yaml")
    }

    @Test("platform, source and type are read; a view knows the line of its id")
    func importKeys() throws {
        let s = try Self.load("""
            name: Imported
            source: login.txt (xcuitest)
            canvas: [390, 844]
            platform: android
            views:
              - id: ok
                type: android.widget.Button
                frame: [0, 0, 10, 10]
              - id: plain
                frame: [0, 0, 10, 10]

            """)
        #expect(s.platform == .android)
        #expect(s.source == "login.txt (xcuitest)")
        #expect(s.views[0].type == "android.widget.Button")
        #expect(s.views[0].line == 6)
        #expect(s.views[1].type == nil)
        #expect(s.views[1].line == 9)
        let plain = try Self.load("name: P\ncanvas: [1, 1]\nviews: []\n")
        #expect(plain.platform == .ios)
        #expect(plain.source == nil)
    }

    @Test("top-level keys are all read")
    func topLevelKeys() throws {
        let s = try Self.load("""
            name: VStack neighbours   # a comment
            description: Two squares.
            canvas: [390.5, 420]
            slop: 0
            quickDrag: true
            views: []

            """)
        #expect(s.name == "VStack neighbours")
        #expect(s.description == "Two squares.")
        #expect(s.canvas == Size(width: 390.5, height: 420))
        #expect(s.slop == 0)
        #expect(s.quickDrag)
    }

    // MARK: - View keys

    @Test("every view key is read into the view")
    func allViewKeys() throws {
        let s = try Self.loadViews("""
              - id: all
                frame: [1, 2, 30, 40]
                color: orange
                label: All keys
                tappable: true
                hidden: true
                alpha: 0.5
                interactive: false
                clips: true
                hitInsets: -4
                passThrough: [0, 0, 5, 5]
                contentShape: circle
                gestures: [doubleTap, longPress]
                draggable: true
                dropTarget: true
                reorderable: true
                dragOpacity: 0.25

            """)
        let v = try #require(s.view("all"))
        #expect(v.frame == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(v.color == .orange)
        #expect(v.label == "All keys")
        #expect(v.tappable && v.hidden && !v.interactive && v.clips)
        #expect(v.alpha == 0.5)
        #expect(v.hitInsets == EdgeInsets(all: -4))
        #expect(v.passThrough == [Rect(x: 0, y: 0, width: 5, height: 5)])
        #expect(v.contentShape == ContentShapeSpec(kind: .circle))
        #expect(v.gestures == [.doubleTap, .longPress])
        #expect(v.draggable && v.dropTarget && v.reorderable)
        #expect(v.dragOpacity == 0.25)
        #expect(v.parent == nil)
    }

    @Test("an absent key takes SceneView's default")
    func viewDefaults() throws {
        let v = try #require(try Self.loadViews("  - id: plain\n    frame: [0, 0, 1, 1]\n").view("plain"))
        var bare = v
        bare.subtreeEnd = 0
        bare.canvasFrame = .zero
        #expect(bare.line == 4)
        bare.line = nil
        #expect(bare == SceneView(id: "plain", frame: Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(v.color == nil && v.label == nil && !v.tappable && v.gestures.isEmpty && v.alpha == 1)
    }

    @Test("frame as a list and as a mapping")
    func frameForms() throws {
        let s = try Self.loadViews("""
              - id: list
                frame: [10, 20, 30, 40]
              - id: map
                frame: {x: 10, y: 20, width: 30, height: 40}
              - id: block
                frame:
                  height: 40
                  width: 30
                  y: 20
                  x: 10
              - id: zero
                frame: [-5, -5.5, 0, 0]

            """)
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(s.views.map(\.frame) == [r, r, r, Rect(x: -5, y: -5.5, width: 0, height: 0)])
    }

    @Test("contentShape: a bare name, a mapping, polygon points, offset and scale forms")
    func contentShapeForms() throws {
        let s = try Self.loadViews("""
              - {id: bare, frame: [0, 0, 10, 10], contentShape: capsule}
              - {id: kind, frame: [0, 0, 10, 10], contentShape: {shape: ellipse}}
              - {id: poly, frame: [0, 0, 10, 10], contentShape: {shape: polygon, points: [[0, 0], [1, 0], {x: 0.5, y: 1}]}}
              - {id: offs, frame: [0, 0, 10, 10], contentShape: {shape: rect, offset: [2, -3], scale: 0.5}}
              - {id: offm, frame: [0, 0, 10, 10], contentShape: {shape: rect, offset: {x: 2, y: -3}, scale: [1.5, 0]}}
              - {id: scm, frame: [0, 0, 10, 10], contentShape: {shape: circle, scale: {x: 2, y: 3}}}

            """)
        #expect(s.view("bare")?.contentShape == ContentShapeSpec(kind: .capsule))
        #expect(s.view("kind")?.contentShape == ContentShapeSpec(kind: .ellipse))
        #expect(s.view("poly")?.contentShape == ContentShapeSpec(
            kind: .polygon, points: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0.5, y: 1)]))
        #expect(s.view("offs")?.contentShape == ContentShapeSpec(
            kind: .rect, offset: Point(x: 2, y: -3), scaleX: 0.5, scaleY: 0.5))
        #expect(s.view("offm")?.contentShape == ContentShapeSpec(
            kind: .rect, offset: Point(x: 2, y: -3), scaleX: 1.5, scaleY: 0))
        #expect(s.view("scm")?.contentShape == ContentShapeSpec(kind: .circle, scaleX: 2, scaleY: 3))
    }

    @Test("hitInsets: one number, or some of top/left/bottom/right")
    func hitInsetsForms() throws {
        let s = try Self.loadViews("""
              - {id: all, frame: [0, 0, 1, 1], hitInsets: 8}
              - {id: some, frame: [0, 0, 1, 1], hitInsets: {top: 1, right: -2.5}}
              - {id: each, frame: [0, 0, 1, 1], hitInsets: {top: 1, left: 2, bottom: 3, right: 4}}

            """)
        #expect(s.view("all")?.hitInsets == EdgeInsets(all: 8))
        #expect(s.view("some")?.hitInsets == EdgeInsets(top: 1, left: 0, bottom: 0, right: -2.5))
        #expect(s.view("each")?.hitInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("passThrough: one rect in either form, or a list of rects")
    func passThroughForms() throws {
        let s = try Self.loadViews("""
              - {id: one, frame: [0, 0, 9, 9], passThrough: [1, 2, 3, 4]}
              - {id: onemap, frame: [0, 0, 9, 9], passThrough: {x: 1, y: 2, width: 3, height: 4}}
              - {id: many, frame: [0, 0, 9, 9], passThrough: [[1, 2, 3, 4], {x: 5, y: 6, width: 7, height: 8}]}
              - {id: none, frame: [0, 0, 9, 9], passThrough: []}

            """)
        let a = Rect(x: 1, y: 2, width: 3, height: 4), b = Rect(x: 5, y: 6, width: 7, height: 8)
        #expect(s.view("one")?.passThrough == [a])
        #expect(s.view("onemap")?.passThrough == [a])
        #expect(s.view("many")?.passThrough == [a, b])
        #expect(s.view("none")?.passThrough == [])
    }

    @Test("gestures default to [tap] for tappable views; a view with gestures is tappable")
    func gestureDefaults() throws {
        let s = try Self.loadViews("""
              - {id: tappable, frame: [0, 0, 1, 1], tappable: true}
              - {id: plain, frame: [0, 0, 1, 1]}
              - {id: gestured, frame: [0, 0, 1, 1], gestures: [longPress]}
              - {id: single, frame: [0, 0, 1, 1], gestures: doubleTap}
              - {id: none, frame: [0, 0, 1, 1], gestures: []}

            """)
        #expect(s.view("tappable")?.gestures == [.tap])
        #expect(s.view("tappable")?.tappable == true)
        #expect(s.view("plain")?.gestures == [])
        #expect(s.view("plain")?.tappable == false)
        #expect(s.view("gestured")?.gestures == [.longPress])
        #expect(s.view("gestured")?.tappable == true)
        #expect(s.view("single")?.gestures == [.doubleTap])
        #expect(s.view("none")?.gestures == [])
        #expect(s.view("none")?.tappable == false)
    }

    @Test("merge keys fold shared settings into views")
    func mergeKeys() throws {
        let s = try Self.loadViews("""
              - &button {id: base, frame: [0, 0, 10, 10], tappable: true, color: red}
              - <<: *button
                id: copy
                color: blue

            """)
        let copy = try #require(s.view("copy"))
        #expect(copy.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy.tappable)
        #expect(copy.color == .blue)
    }

    // MARK: - The tree

    @Test("views are flat in painter's order with parents, depths and canvas frames")
    func treeOrder() throws {
        let s = try Self.load(SceneYAML("T", canvas: [390, 420], views: [
            .view("a", [10, 10, 100, 100], children: [
                .view("a1", [5, 5, 50, 50], children: [.view("a1x", [1, 2, 3, 4])]),
                .view("a2", [60, 60, 10, 10]),
            ]),
            .view("b", [200, 0, 10, 10]),
        ]).text)
        #expect(s.views.map(\.id) == ["a", "a1", "a1x", "a2", "b"])
        #expect(s.views.map(\.parent) == [nil, 0, 1, 0, nil])
        #expect(s.views.map(\.depth) == [0, 1, 2, 1, 0])
        #expect(s.roots == [0, 4])
        #expect(s.views[0].children == [1, 3])
        #expect(s.views[2].canvasFrame == Rect(x: 16, y: 17, width: 3, height: 4))
        #expect(s.views[3].canvasFrame == Rect(x: 70, y: 70, width: 10, height: 10))
        #expect(s.views[0].subtreeEnd == 4)
        #expect(s.path(to: 2) == ["a", "a1", "a1x"])
    }

    @Test("a 490-level YAML scene loads")
    func deepYAMLScene() throws {
        let depth = 490
        var yaml = "name: Deep\ncanvas: [10000, 10000]\nviews: "
        for i in 0..<depth { yaml += "[{id: v\(i), frame: [1, 1, 5, 5], children: " }
        yaml += "[]" + String(repeating: "}]", count: depth) + "\n"
        let s = try Self.load(yaml)
        #expect(s.views.count == depth)
        #expect(s.views.last?.depth == depth - 1)
        #expect(s.views.last?.canvasFrame == Rect(x: Double(depth), y: Double(depth), width: 5, height: 5))
    }

    /// A view mapping node built in code (no positions).
    static func viewNode(_ id: String, children: [Node]) -> Node {
        var pairs: [(Node, Node)] = [
            (Node("id"), Node(id)),
            (Node("frame"), Node.sequence(.init([Node("1"), Node("0"), Node("2"), Node("2")]))),
        ]
        if !children.isEmpty { pairs.append((Node("children"), Node.sequence(.init(children)))) }
        return Node.mapping(.init(pairs))
    }

    /// Builds a chain of `depth` views v0 › v1 › … (the innermost with id
    /// `leafID`) as nodes and reads it, on a large stack: libyaml refuses text
    /// nested that deep, and releasing the tree recurses inside Yams.
    static func buildChain(depth: Int, leafID: String) -> Result<Scene, SceneLoadError> {
        LargeStack.run { () -> Result<Scene, SceneLoadError> in
            var node = viewNode(leafID, children: [])
            for i in stride(from: depth - 2, through: 0, by: -1) {
                node = viewNode("v\(i)", children: [node])
            }
            let document = Node.mapping(.init([
                (Node("name"), Node("Deep")),
                (Node("canvas"), Node.sequence(.init([Node("10"), Node("10")]))),
                (Node("views"), Node.sequence(.init([node]))),
            ]))
            return SceneBuilder.build(document: document, source: "deep")
        }
    }

    @Test("a 10,000-level view tree is read without recursion")
    func tenThousandLevels() throws {
        let depth = 10_000
        let s = try Self.buildChain(depth: depth, leafID: "v\(depth - 1)").get()
        #expect(s.views.count == depth)
        #expect(s.views[depth - 1].parent == depth - 2)
        #expect(s.views[depth - 1].depth == depth - 1)
        #expect(s.views[depth - 1].canvasFrame == Rect(x: Double(depth), y: 0, width: 2, height: 2))
        #expect(s.views[0].subtreeEnd == depth)
    }

    @Test("a polygon's points that are not a list are reported once")
    func polygonPointsNotAListOnce() throws {
        let yaml = """
            name: t
            canvas: [100, 100]
            views:
              - {id: poly, frame: [0, 0, 10, 10], contentShape: {shape: polygon, points: 3}}
            """
        do {
            _ = try SceneLoader.parse(yaml: yaml, source: "t.yaml")
            Issue.record("expected a failure")
        } catch {
            let lines = error.problems.map(\.description).filter { $0.contains("points") }
            #expect(lines.count == 1, "\(lines)")
            #expect(lines.first?.contains("a list of points") == true, "\(lines)")
        }
    }

    @Test("problems deep in a 10,000-level tree print a shortened path")
    func deepProblemPath() throws {
        guard case .failure(let error) = Self.buildChain(depth: 10_000, leafID: "bad id") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.problems.map(\.description) == [
            "deep: views[0].children[0].children[0].children[0] … children[0].children[0].children[0]"
                + ".children[0].children[0].children[0].children[0].children[0].id: "
                + "id 'bad id' may only contain A-Z, a-z, 0-9, '_', '.' and '-'",
        ])
    }

    // MARK: - Files

    @Test("load(path:) reads a file and records its path as the source")
    func loadFile() throws {
        let file = try TemporaryFiles.file("name: On disk\ncanvas: [10, 10]\nviews:\n  - {id: a, frame: [0, 0, 1, 1]}\n",
                                           name: "ok.yaml", label: "loader")
        let s = try SceneLoader.load(path: file)
        #expect(s.name == "On disk")
        #expect(s.file == file)
        #expect(s.views.map(\.id) == ["a"])
    }

    @Test("problems in a file name the file")
    func problemsNameTheFile() throws {
        let file = try TemporaryFiles.file("name: T\ncanvas: [10, 10]\nviews:\n  - {id: a, frame: [0, 0, 1, 1], alpha: 1.5}\n",
                                           name: "bad.yaml", label: "loader")
        #expect(Self.problems(ofFile: file) == ["\(file):4:41: views[0].alpha: 1.5 is outside 0…1"])
    }

    @Test("a missing file is one clear problem")
    func missingFile() {
        #expect(Self.problems(ofFile: "/nonexistent/x.yaml") == ["/nonexistent/x.yaml: cannot read: no such file"])
    }

    @Test("a directory is one clear problem")
    func directory() throws {
        let dir = try TemporaryFiles.folder("loader")
        defer { TemporaryFiles.remove(dir) }
        #expect(Self.problems(ofFile: dir.path) == ["\(dir.path): cannot read: it is a directory"])
    }

    @Test("an empty file on disk is reported as empty")
    func emptyFileOnDisk() throws {
        let file = try TemporaryFiles.file("", name: "empty.yaml", label: "loader")
        #expect(Self.problems(ofFile: file) == ["\(file): the file is empty"])
    }

    @Test("binary, non-UTF-8, UTF-32, broken UTF-16 and oversized files are refused")
    func badContents() throws {
        let dir = try TemporaryFiles.folder("loader")
        defer { TemporaryFiles.remove(dir) }
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = dir.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let binary = try write("bin.yaml", Array("name: T\nab".utf8) + [0, 1, 2])
        #expect(Self.problems(ofFile: binary) == ["\(binary):2:3: cannot read: binary data (a NUL byte): neither a scene file nor a dump tapplay knows (tried \(DumpFormat.namesTried))"])
        let latin1 = try write("latin1.yaml", Array("name: T\nlabel: caf".utf8) + [0xE9, 0x0A])
        #expect(Self.problems(ofFile: latin1) == ["\(latin1):2:11: cannot read: not valid UTF-8"])
        let utf32 = try write("wider.yaml", [0xFF, 0xFE, 0, 0] + Array("n".unicodeScalars).flatMap { [UInt8($0.value), 0, 0, 0] })
        #expect(Self.problems(ofFile: utf32) == ["\(utf32): cannot read: the file is UTF-32 text; save it as UTF-8"])
        // UTF-16 reads as text (WideText); a lone surrogate in it does not.
        let units: [UInt16] = Array("name: T\nlabel: ".utf16) + [0xD800] + Array("x\n".utf16)
        let badUTF16 = try write("wide.yaml", [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(Self.problems(ofFile: badUTF16) == ["\(badUTF16):2:8: cannot read: not valid UTF-16 (a lone surrogate)"])
        var big = Array("name: T\ncanvas: [1, 1]\nviews: []\n".utf8)
        big += Array(repeating: UInt8(ascii: "#"), count: 5 << 20)
        let large = try write("large.yaml", big)
        #expect(Self.problems(ofFile: large) ==
            ["\(large): cannot read: the file is 5 MiB; scene files and dumps are at most 4 MiB"])
    }

    @Test("a device or other special file is refused")
    func specialFile() {
        #expect(Self.problems(ofFile: "/dev/null") == ["/dev/null: cannot read: not a regular file"])
    }

    @Test("an unreadable file is refused", .enabled(if: getuid() != 0, "root can read anything"))
    func unreadable() throws {
        let file = try TemporaryFiles.file("name: T\n", name: "secret.yaml", label: "loader")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
        #expect(Self.problems(ofFile: file) == ["\(file): cannot read: permission denied"])
    }
}
