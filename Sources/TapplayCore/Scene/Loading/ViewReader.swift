import Yams

/// One view mapping read from the file: the view (with defaults where a value
/// was wrong, so reading can go on), its id and its children, not yet read.
struct ViewRead {
    var view: SceneView
    /// The id when it is present and valid.
    var id: String?
    var idNode: Node?
    var children: [Node]
    var childrenPath: NodePath
}

/// Reads the keys of one view. Children are returned as nodes for
/// the caller's explicit stack: nothing here recurses.
extension YAMLNodeReader {
    static let colorNames: [(String, SceneColor)] = SceneColor.allCases.map { ($0.rawValue, $0) }
    static let gestureNames: [(String, Gesture)] = Gesture.allCases.map { ($0.rawValue, $0) }

    /// nil when `node` is not a mapping (reported).
    func view(_ node: Node, _ path: NodePath) -> ViewRead? {
        guard let f = mapping(node, path, expected: "a view (a mapping with id and frame)",
                              known: SceneKeys.view, required: SceneKeys.viewRequired) else { return nil }
        func at(_ key: String) -> NodePath { paths.child(path, key) }
        func flag(_ key: String, _ fallback: Bool) -> Bool {
            f[key].flatMap { bool($0, at(key)) } ?? fallback
        }

        let id = f["id"].flatMap { viewID($0, at("id")) }
        let frame = f["frame"].flatMap { rect($0, at("frame")) } ?? .zero
        let color = f["color"].flatMap { choice($0, at("color"), what: "color", Self.colorNames) }
        let label = f["label"].flatMap { string($0, at("label")) }
        let type = f["type"].flatMap { string($0, at("type")) }
        let tappable = flag("tappable", false)
        let gestures = f["gestures"].flatMap { self.gestures($0, at("gestures")) }
        let hidden = flag("hidden", false)
        let alpha = f["alpha"].flatMap { unitInterval($0, at("alpha")) } ?? 1
        let interactive = flag("interactive", true)
        let clips = flag("clips", false)
        let hitInsets = f["hitInsets"].flatMap { insets($0, at("hitInsets")) } ?? .zero
        let passThrough = f["passThrough"].flatMap { rects($0, at("passThrough")) } ?? []
        let contentShape = f["contentShape"].flatMap { self.contentShape($0, at("contentShape")) }
        let draggable = flag("draggable", false)
        let dropTarget = flag("dropTarget", false)
        let reorderable = flag("reorderable", false)
        let dragOpacity = f["dragOpacity"].flatMap { unitInterval($0, at("dragOpacity")) } ?? 1
        let review = f["review"].flatMap {
            choices($0, at("review"), what: "reason to review", empty: "names at least one reason",
                    ReviewReason.allCases.map { ($0.rawValue, $0) })
        } ?? []
        let childrenPath = at("children")
        let children = f["children"].flatMap { sequence($0, childrenPath, expected: "a list of views") } ?? []

        var view = SceneView(
            id: id ?? "", frame: frame, color: color, label: label, type: type, tappable: tappable,
            hidden: hidden, alpha: alpha, interactive: interactive, clips: clips,
            hitInsets: hitInsets, passThrough: passThrough, contentShape: contentShape,
            gestures: gestures, draggable: draggable, dropTarget: dropTarget,
            reorderable: reorderable, dragOpacity: dragOpacity,
            line: f.keyNode("id")?.mark?.line)
        view.review = review
        view.otherApp = flag("otherApp", false)
        return ViewRead(view: view, id: id, idNode: f["id"], children: children, childrenPath: childrenPath)
    }

    /// A non-empty id of `[A-Za-z0-9_.-]+`.
    func viewID(_ node: Node, _ path: NodePath) -> String? {
        guard let id = string(node, path) else { return nil }
        guard !id.isEmpty else {
            report("id must not be empty", at: node, path)
            return nil
        }
        guard id.unicodeScalars.allSatisfy(Self.isIDScalar) else {
            report("id '\(Self.excerpt(id))' may only contain A-Z, a-z, 0-9, '_', '.' and '-'", at: node, path)
            return nil
        }
        return id
    }

    static func isIDScalar(_ c: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(c) || ("a"..."z").contains(c) || ("0"..."9").contains(c)
            || c == "_" || c == "." || c == "-"
    }

    /// A list of distinct gesture names (a single name is accepted too).
    func gestures(_ node: Node, _ path: NodePath) -> [Gesture]? {
        var items: [(Node, NodePath)]
        if case .scalar(let s) = node, !(Self.isPlain(s) && (s.string.isEmpty || Self.isNullWord(s.string))) {
            items = [(node, path)]
        } else {
            guard let seq = sequence(node, path, expected: "a list of gestures (tap, doubleTap, longPress)") else {
                return nil
            }
            items = seq.enumerated().map { ($0.element, paths.child(path, $0.offset)) }
        }
        var out: [Gesture] = []
        var ok = true
        for (n, p) in items {
            if diagnostics.aborted { return nil }
            guard let g = choice(n, p, what: "gesture", Self.gestureNames) else {
                ok = false
                continue
            }
            if out.contains(g) {
                report("duplicate gesture '\(g.rawValue)'", at: n, p)
                ok = false
            } else {
                out.append(g)
            }
        }
        return ok ? out : nil
    }
}
