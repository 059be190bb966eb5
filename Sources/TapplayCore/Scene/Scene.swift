/// A scene: a canvas and a forest of views, kept flat in painter's order
/// (pre-order: a parent before its children, earlier siblings before later ones),
/// so a higher index is drawn further in front.
public struct Scene: Sendable {
    public var name: String
    public var description: String?
    public var canvas: Size
    /// SwiftUI's tap-area growth in points.
    public var slop: Double
    /// Lift a draggable on the first movement instead of after a long press.
    public var quickDrag: Bool
    public private(set) var views: [SceneView]
    public private(set) var roots: [Int]
    /// Which platform's rules a command uses when no policy is given.
    public var platform: Platform
    /// The policies the screen's own framework resolves taps by (the file's
    /// `policies`): the first is a command's default policy and the list the
    /// audit's default; nil: the platform's (`defaultPolicy`, `auditPolicies`).
    public var policies: [PolicyKind]?
    /// Free text saying what the scene was made from (an imported dump's file
    /// name and format), the file's `source` key; nil for hand-written scenes.
    public var source: String?
    /// Where the scene was loaded from (a file path, or "built-in").
    public var file: String
    /// The density an import assumed to turn a dump's pixels into dp (the
    /// file's `assumedDensity`): nil when it was given or read from the dump,
    /// or when the scene is not in converted pixels. A finding that this
    /// density decides is to review (`CertaintyRules`).
    public var assumedDensity: Double?
    /// The frames are the visible part of each view only (the file's
    /// `visibleBounds`; Android's accessibility dumps, uiautomator and Maestro,
    /// clip every node's bounds to its window and scrolling ancestors), so a
    /// frame that ends on such an edge may go on beyond it (`TargetExtent`).
    public var visibleBounds = false
    private var indexByID: [String: Int]

    /// Builds a scene from views listed in painter's order with `parent` set
    /// (each parent listed before its children). Computes children, depth,
    /// subtree ranges and canvas frames without recursion.
    public init(name: String, description: String? = nil, canvas: Size, slop: Double = 10,
                quickDrag: Bool = false, platform: Platform = .ios, policies: [PolicyKind]? = nil,
                source: String? = nil, views: [SceneView], file: String = "built-in") {
        self.name = name
        self.description = description
        self.canvas = canvas
        self.slop = slop
        self.quickDrag = quickDrag
        self.platform = platform
        self.policies = policies.flatMap { $0.isEmpty ? nil : $0 }
        self.source = source
        self.file = file
        var vs = views
        var roots: [Int] = []
        var index: [String: Int] = [:]
        index.reserveCapacity(vs.count)
        for i in vs.indices {
            vs[i].children = []
            index[vs[i].id] = i
            if let p = vs[i].parent {
                precondition(p < i, "a parent must precede its children")
                vs[p].children.append(i)
                vs[i].depth = vs[p].depth + 1
                vs[i].canvasFrame = vs[i].frame.offsetBy(vs[p].canvasFrame.origin)
            } else {
                roots.append(i)
                vs[i].depth = 0
                vs[i].canvasFrame = vs[i].frame
            }
        }
        // Subtree ends: walk backwards; a view's subtree ends where its last
        // child's subtree ends.
        for i in vs.indices.reversed() {
            vs[i].subtreeEnd = vs[i].children.last.map { vs[$0].subtreeEnd } ?? i + 1
        }
        self.views = vs
        self.roots = roots
        self.indexByID = index
    }

    /// Builds a scene from nested view trees (handy in code and tests).
    public init(name: String, description: String? = nil, canvas: Size, slop: Double = 10,
                quickDrag: Bool = false, platform: Platform = .ios, policies: [PolicyKind]? = nil,
                source: String? = nil, tree: [ViewTree], file: String = "built-in") {
        var flat: [SceneView] = []
        var stack: [(ViewTree, Int?)] = tree.reversed().map { ($0, nil) }
        while let (node, parent) = stack.popLast() {
            var v = node.view
            v.parent = parent
            let me = flat.count
            flat.append(v)
            for child in node.children.reversed() { stack.append((child, me)) }
        }
        self.init(name: name, description: description, canvas: canvas, slop: slop,
                  quickDrag: quickDrag, platform: platform, policies: policies, source: source, views: flat,
                  file: file)
    }

    public func index(of id: String) -> Int? { indexByID[id] }
    public func view(_ id: String) -> SceneView? { indexByID[id].map { views[$0] } }

    /// Is `a` a proper ancestor of `d`?
    @inline(__always)
    public func isAncestor(_ a: Int, of d: Int) -> Bool {
        d > a && d < views[a].subtreeEnd
    }

    /// Indices from the outermost view down to `i`.
    public func pathIndices(to i: Int) -> [Int] {
        var out: [Int] = []
        var cur: Int? = i
        while let c = cur {
            out.append(c)
            cur = views[c].parent
        }
        return out.reversed()
    }

    /// Ids from the outermost view down to `i`.
    public func path(to i: Int) -> [String] {
        var out: [String] = []
        var cur: Int? = i
        while let c = cur {
            out.append(views[c].id)
            cur = views[c].parent
        }
        return out.reversed()
    }

    /// For each view, the nearest tappable view at or above it (the view
    /// itself, else its nearest tappable ancestor): whose handler a tap on it
    /// runs; -1 for none.
    public func nearestTappable() -> [Int32] {
        var out = [Int32](repeating: -1, count: views.count)
        for (i, v) in views.enumerated() {
            out[i] = v.tappable ? Int32(i) : (v.parent.map { out[$0] } ?? -1)
        }
        return out
    }

    /// The policy a command uses when none is given: the first of the
    /// scene's `policies`, else its platform's.
    public var defaultPolicy: PolicyKind { policies?.first ?? platform.defaultPolicy }

    /// The colour a view is drawn in (its own, or the automatic palette's).
    public func color(of i: Int) -> SceneColor {
        views[i].color ?? SceneColor.automatic(forIndex: i)
    }

    /// The canvas as a rect at the origin.
    public var canvasRect: Rect { Rect(x: 0, y: 0, width: canvas.width, height: canvas.height) }

    /// Replaces the frames of views (the drag lab's reorder), recomputing canvas frames.
    public mutating func setFrames(_ frames: [Int: Rect]) {
        for (i, f) in frames { views[i].frame = f }
        for i in views.indices {
            if let p = views[i].parent {
                views[i].canvasFrame = views[i].frame.offsetBy(views[p].canvasFrame.origin)
            } else {
                views[i].canvasFrame = views[i].frame
            }
        }
    }
}

/// A view with nested children, for building scenes in code.
public struct ViewTree: Sendable {
    public var view: SceneView
    public var children: [ViewTree]
    public init(_ view: SceneView, _ children: [ViewTree] = []) {
        self.view = view
        self.children = children
    }
}
