import Yams

/// Reads `contentShape`: a bare shape name (`circle`) or
/// `{shape:, points:, offset:, scale:}`.
extension YAMLNodeReader {
    static let shapeKinds: [(String, ContentShapeSpec.Kind)] =
        ContentShapeSpec.Kind.allCases.map { ($0.rawValue, $0) }

    func contentShape(_ node: Node, _ path: NodePath) -> ContentShapeSpec? {
        if case .scalar = node {
            guard let kind = choice(node, path, what: "shape", Self.shapeKinds) else { return nil }
            guard kind != .polygon else {
                report("a polygon needs points: write {shape: polygon, points: [[u, v], ...]}", at: node, path)
                return nil
            }
            return ContentShapeSpec(kind: kind)
        }
        guard let f = mapping(node, path, expected: "a shape name or {shape:, points:, offset:, scale:}",
                              known: SceneKeys.contentShape, required: ["shape"]) else { return nil }
        var ok = true
        var kind: ContentShapeSpec.Kind?
        if let s = f["shape"] {
            kind = choice(s, paths.child(path, "shape"), what: "shape", Self.shapeKinds)
        }
        if kind == nil { ok = false }

        var points: [Point] = []
        let pointsPath = paths.child(path, "points")
        if let p = f["points"] {
            if let kind, kind != .polygon {
                report("points only apply to shape polygon, not \(kind.rawValue)", at: f.keyNode("points"), pointsPath)
                ok = false
            } else if kind == .polygon {
                let items = sequence(p, pointsPath, expected: "a list of points [[u, v], ...]")
                if let items, items.count > Limits.maxPolygonPoints {
                    // Refused by its length, before any point is read (so a huge list is named
                    // as the polygon it is, not as a spent node budget).
                    report("\(ByteSize.grouped(items.count)) points; a polygon has at most "
                           + "\(ByteSize.grouped(Limits.maxPolygonPoints))", at: p, pointsPath)
                    ok = false
                } else if let items {
                    for (i, item) in items.enumerated() {
                        if diagnostics.aborted { return nil }
                        if let q = point(item, paths.child(pointsPath, i), forms: "a point [u, v] or {x:, y:}",
                                         limit: Limits.maxUnitCoordinate, what: "unit coordinate") {
                            points.append(q)
                        } else {
                            ok = false
                        }
                    }
                    if items.count < 3 {
                        report("a polygon needs at least 3 points, got \(items.count)", at: p, pointsPath)
                        ok = false
                    }
                } else {
                    ok = false
                }
            }
        } else if kind == .polygon {
            report("missing required key 'points' (shape polygon needs at least 3 points)", at: node, path)
            ok = false
        }

        var offset = Point.zero
        if let o = f["offset"] {
            if let q = point(o, paths.child(path, "offset"), forms: "[dx, dy] or {x:, y:}") { offset = q } else { ok = false }
        }

        var scale = (x: 1.0, y: 1.0)
        if let s = f["scale"] {
            if let q = self.scale(s, paths.child(path, "scale")) { scale = q } else { ok = false }
        }

        guard ok, let kind else { return nil }
        return ContentShapeSpec(kind: kind, points: points, offset: offset, scaleX: scale.x, scaleY: scale.y)
    }

    /// `s`, `[sx, sy]` or `{x:, y:}`; finite, 0…`Limits.maxShapeScale`.
    private func scale(_ node: Node, _ path: NodePath) -> (x: Double, y: Double)? {
        if case .scalar = node {
            return factor(node, path).map { (x: $0, y: $0) }
        }
        guard let parts = fixedList(node, path, names: SceneKeys.point, forms: "s, [sx, sy] or {x:, y:}") else {
            return nil
        }
        let x = parts[0].flatMap { factor($0.node, $0.path) }
        let y = parts[1].flatMap { factor($0.node, $0.path) }
        guard let x, let y else { return nil }
        return (x: x, y: y)
    }

    private func factor(_ node: Node, _ path: NodePath) -> Double? {
        guard let n = number(node, path) else { return nil }
        guard n.value >= 0 else {
            report("scale \(Self.excerpt(n.text)) must not be negative", at: node, path)
            return nil
        }
        guard n.value <= Limits.maxShapeScale else {
            report("scale \(Self.excerpt(n.text)) is larger than \(Limits.text(Limits.maxShapeScale)), "
                   + "the largest scale tapplay takes", at: node, path)
            return nil
        }
        return n.value
    }
}
