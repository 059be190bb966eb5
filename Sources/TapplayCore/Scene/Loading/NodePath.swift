/// One step of a key path: a mapping key or a list index.
enum PathComponent: Sendable {
    case key(String)
    case index(Int)
}

/// A key path into a scene file (`views[1].children[0].frame`), as an index
/// into a `PathTable`. Paths of deep trees share their prefixes, so a
/// 10,000-level scene costs one table entry per step, not one string per level.
struct NodePath: Sendable {
    /// Index into the table; -1 is the document root (the empty path).
    var index: Int
    static let root = NodePath(index: -1)
}

/// The shared storage of `NodePath`s. Flat arrays: nothing here recurses.
final class PathTable {
    private var parents: [Int] = []
    private var components: [PathComponent] = []

    /// Paths longer than this many components print with the middle elided.
    static let printedComponents = 24

    func child(_ parent: NodePath, _ component: PathComponent) -> NodePath {
        parents.append(parent.index)
        components.append(component)
        return NodePath(index: components.count - 1)
    }

    func child(_ parent: NodePath, _ key: String) -> NodePath { child(parent, .key(key)) }
    func child(_ parent: NodePath, _ index: Int) -> NodePath { child(parent, .index(index)) }

    /// `views[1].children[0].frame`; very deep paths keep their first and last
    /// steps around a ` … `.
    func render(_ path: NodePath) -> String {
        var steps: [PathComponent] = []
        var i = path.index
        while i >= 0 && i < components.count {
            steps.append(components[i])
            i = parents[i]
        }
        steps.reverse()
        let limit = Self.printedComponents
        if steps.count <= limit { return Self.join(steps[...]) }
        let head = Self.join(steps.prefix(limit / 3))
        var tailStart = steps.count - (limit - limit / 3)
        if case .index = steps[tailStart] { tailStart -= 1 }  // start the tail at a key
        let tail = Self.join(steps[tailStart...])
        return head + " … " + tail
    }

    private static func join(_ steps: ArraySlice<PathComponent>) -> String {
        var out = ""
        for step in steps {
            switch step {
            case .key(let k):
                if !out.isEmpty { out += "." }
                out += k
            case .index(let n):
                out += "[\(n)]"
            }
        }
        return out
    }
}
