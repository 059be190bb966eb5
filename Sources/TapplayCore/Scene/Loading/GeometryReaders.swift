import Yams

/// Reads the geometric values of a scene file: sizes, rects, points, insets.
extension YAMLNodeReader {
    static let rectForms = "[x, y, width, height] or {x:, y:, width:, height:}"

    /// `[width, height]` or `{width:, height:}`, both finite and > 0 (the canvas).
    func size(_ node: Node, _ path: NodePath) -> Size? {
        let parts = fixedList(node, path, names: SceneKeys.size, forms: "[width, height] or {width:, height:}")
        guard let parts else { return nil }
        let w = parts[0].flatMap { length($0.node, $0.path, name: "width", minimum: Limits.minCanvasSide) }
        let h = parts[1].flatMap { length($0.node, $0.path, name: "height", minimum: Limits.minCanvasSide) }
        guard let w, let h else { return nil }
        return Size(width: w, height: h)
    }

    /// `[x, y, width, height]` or `{x:, y:, width:, height:}`: finite, width and height >= 0.
    func rect(_ node: Node, _ path: NodePath) -> Rect? {
        guard let parts = fixedList(node, path, names: SceneKeys.rect, forms: Self.rectForms) else { return nil }
        let x = parts[0].flatMap { bounded($0.node, $0.path, name: "x") }
        let y = parts[1].flatMap { bounded($0.node, $0.path, name: "y") }
        let w = parts[2].flatMap { length($0.node, $0.path, name: "width") }
        let h = parts[3].flatMap { length($0.node, $0.path, name: "height") }
        guard let x, let y, let w, let h else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `[a, b]` or `{x:, y:}`, finite, each of magnitude at most `limit`.
    func point(_ node: Node, _ path: NodePath, forms: String, limit: Double = Limits.maxCoordinate,
               what: String = "coordinate") -> Point? {
        guard let parts = fixedList(node, path, names: SceneKeys.point, forms: forms) else { return nil }
        let x = parts[0].flatMap { bounded($0.node, $0.path, name: "x", limit: limit, what: what) }
        let y = parts[1].flatMap { bounded($0.node, $0.path, name: "y", limit: limit, what: what) }
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }

    /// `hitInsets`: a number for every side, or `{top, left, bottom, right}`
    /// (each optional, default 0); finite, either sign.
    func insets(_ node: Node, _ path: NodePath) -> EdgeInsets? {
        if case .mapping = node {
            guard let f = mapping(node, path, expected: "", known: SceneKeys.insets) else { return nil }
            var sides: [Double] = []
            var ok = true
            for key in SceneKeys.insets {
                if let v = f[key] {
                    if let n = bounded(v, paths.child(path, key), name: key, what: "inset") {
                        sides.append(n)
                    } else {
                        ok = false
                    }
                } else {
                    sides.append(0)
                }
            }
            guard ok else { return nil }
            return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        }
        if case .scalar = node {
            return bounded(node, path, name: "inset", what: "inset").map { EdgeInsets(all: $0) }
        }
        guard diagnostics.visit(node) else { return nil }
        report("expected a number or {top:, left:, bottom:, right:}, got \(Self.describe(node))", at: node, path)
        return nil
    }

    /// `passThrough`: one rect, or a list of rects (an empty list is none).
    func rects(_ node: Node, _ path: NodePath) -> [Rect]? {
        switch node {
        case .mapping:
            return rect(node, path).map { [$0] }
        case .sequence(let seq):
            guard let first = seq.first else {
                return diagnostics.visit(node) ? [] : nil
            }
            if case .scalar = first { return rect(node, path).map { [$0] } }
            guard let items = sequence(node, path, expected: "a list of rects") else { return nil }
            var out: [Rect] = []
            var ok = true
            for (i, item) in items.enumerated() {
                if diagnostics.aborted { return nil }
                if let r = rect(item, paths.child(path, i)) { out.append(r) } else { ok = false }
            }
            return ok ? out : nil
        default:
            guard diagnostics.visit(node) else { return nil }
            report("expected a rect \(Self.rectForms) or a list of rects, got \(Self.describe(node))",
                   at: node, path)
            return nil
        }
    }

    /// The parts of a fixed-size value written as a list (`[a, b, …]`) or as
    /// a mapping with the given key names (all required). nil (reported) when
    /// the node is neither or has the wrong length; otherwise one entry per
    /// name, nil for a missing key.
    func fixedList(_ node: Node, _ path: NodePath, names: [String], forms: String)
        -> [FixedListPart?]? {
        switch node {
        case .sequence(let seq):
            guard diagnostics.visit(node) else { return nil }
            guard seq.count == names.count else {
                let n = seq.count
                report("expected \(forms), got \(n) item\(n == 1 ? "" : "s")", at: node, path)
                return nil
            }
            return seq.enumerated().map { FixedListPart(node: $0.element, path: paths.child(path, $0.offset)) }
        case .mapping:
            guard let f = mapping(node, path, expected: forms, known: names, required: names) else { return nil }
            return names.map { name in f[name].map { FixedListPart(node: $0, path: paths.child(path, name)) } }
        default:
            guard diagnostics.visit(node) else { return nil }
            report("expected \(forms), got \(Self.describe(node))", at: node, path)
            return nil
        }
    }
}

/// One part of a fixed-size value (see `fixedList`). A struct, not a tuple:
/// tuples of `Node` are copied through the runtime's generic tuple witnesses,
/// which showed up in profiles of loading a 10,000-view scene.
struct FixedListPart {
    var node: Node
    var path: NodePath
}
