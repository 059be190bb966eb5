import Yams

/// Turns a composed YAML document into a `Scene`, or into every problem found
/// in it. Views are read with an explicit stack (a scene may nest thousands of
/// levels deep) and appended in painter's order: pre-order, a parent before
/// its children, children in the order listed.
enum SceneBuilder {
    static func build(document: Node?, source: String) -> Result<Scene, SceneLoadError> {
        let diagnostics = SceneDiagnostics(file: source)
        let scene = read(document: document, diagnostics: diagnostics)
        if let scene, !diagnostics.hasProblems { return .success(scene) }
        var problems = diagnostics.allProblems
        if problems.isEmpty {
            // Not expected: every nil above comes with a problem.
            problems = [SceneProblem(file: source, message: "the scene could not be read")]
        }
        return .failure(SceneLoadError(problems: problems, count: max(diagnostics.problemCount, 1)))
    }

    private static func read(document: Node?, diagnostics: SceneDiagnostics) -> Scene? {
        let r = YAMLNodeReader(diagnostics: diagnostics)
        let paths = diagnostics.paths
        guard let document, !isEmptyDocument(document) else {
            diagnostics.report("the file is empty", line: nil, column: nil, path: .root)
            return nil
        }
        guard let top = r.mapping(document, .root,
                                  expected: "a mapping with name, canvas and views at the top level",
                                  known: SceneKeys.topLevel, required: SceneKeys.topLevelRequired) else {
            return nil
        }
        func at(_ key: String) -> NodePath { paths.child(.root, key) }

        var name = top["name"].flatMap { r.string($0, at("name")) }
        if let n = name, n.allSatisfy(\.isWhitespace), let node = top["name"] {
            r.report("name must not be empty", at: node, at("name"))
            name = nil
        }
        let description = top["description"].flatMap { r.string($0, at("description")) }
        let source = top["source"].flatMap { r.string($0, at("source")) }
        let platform = top["platform"].flatMap {
            r.choice($0, at("platform"), what: "platform", Platform.allCases.map { ($0.rawValue, $0) })
        } ?? .ios
        let policies = top["policies"].flatMap {
            r.choices($0, at("policies"), what: "policy", empty: "names at least one policy",
                      PolicyKind.allCases.map { ($0.rawValue, $0) })
        }
        let canvas = top["canvas"].flatMap { r.size($0, at("canvas")) }
        let slop = top["slop"].flatMap { r.length($0, at("slop"), name: "slop") } ?? 10
        let quickDrag = top["quickDrag"].flatMap { r.bool($0, at("quickDrag")) } ?? false
        let visibleBounds = top["visibleBounds"].flatMap { r.bool($0, at("visibleBounds")) } ?? false
        let assumedDensity = top["assumedDensity"].flatMap { node -> Double? in
            guard let n = r.number(node, at("assumedDensity")) else { return nil }
            guard PixelDensity.plausible.contains(n.value) else {
                r.report("assumedDensity \(n.text) is outside \(Format.number(PixelDensity.plausible.lowerBound))…"
                         + "\(Format.number(PixelDensity.plausible.upperBound)) pixels per dp", at: node, at("assumedDensity"))
                return nil
            }
            return n.value
        }

        var views: [SceneView] = []
        let viewsPath = at("views")
        if let viewsNode = top["views"],
           let roots = r.sequence(viewsNode, viewsPath, expected: "a list of views") {
            views = readViews(roots, path: viewsPath, reader: r)
        }
        guard !diagnostics.hasProblems, let name, let canvas else { return nil }
        var scene = Scene(name: name, description: description, canvas: canvas, slop: slop,
                          quickDrag: quickDrag, platform: platform, policies: policies, source: source, views: views,
                          file: diagnostics.file)
        scene.assumedDensity = assumedDensity
        scene.visibleBounds = visibleBounds
        return scene
    }

    /// Reads the view forest iteratively; ids are checked for uniqueness
    /// across the whole scene.
    private static func readViews(_ roots: [Node], path: NodePath, reader r: YAMLNodeReader) -> [SceneView] {
        let paths = r.paths
        var views: [SceneView] = []
        /// Where each id was first seen (its line, when known).
        var firstSeen: [String: Int?] = [:]
        var stack: [PendingView] = []
        for (i, node) in roots.enumerated().reversed() {
            stack.append(PendingView(node: node, parent: nil, path: paths.child(path, i)))
        }
        while let item = stack.popLast() {
            if r.diagnostics.aborted { break }
            guard let read = r.view(item.node, item.path) else { continue }
            if let id = read.id {
                if let first = firstSeen[id] {
                    let where_ = first.map { " (first at line \($0))" } ?? ""
                    r.report("duplicate id '\(id)'\(where_)", at: read.idNode, paths.child(item.path, "id"))
                } else {
                    firstSeen[id] = read.idNode?.mark?.line
                }
            }
            var view = read.view
            view.parent = item.parent
            let index = views.count
            views.append(view)
            for (i, child) in read.children.enumerated().reversed() {
                stack.append(PendingView(node: child, parent: index, path: paths.child(read.childrenPath, i)))
            }
        }
        return views
    }

    /// A view node waiting on the explicit stack, with its parent's index.
    private struct PendingView {
        var node: Node
        var parent: Int?
        var path: NodePath
    }

    /// An empty file, or one with only comments or `---`: no node, or an empty plain scalar.
    private static func isEmptyDocument(_ node: Node) -> Bool {
        if case .scalar(let s) = node, YAMLNodeReader.isPlain(s), s.string.isEmpty { return true }
        return false
    }
}
