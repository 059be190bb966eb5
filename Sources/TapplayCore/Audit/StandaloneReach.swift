/// Whether a tap at a point would reach a view if the view stood alone: by
/// itself at its place in the canvas, with no parent, children or other
/// views, its own `hitInsets`, `passThrough` and shape still applying. What
/// the view's own shape leaves out is out of reach even alone, so it is never
/// counted as swallowed.
struct StandaloneReach {
    let context: HitContext
    let policy: PolicyKind

    /// Whether the view alone is the responder of a tap at `p` (inside the canvas).
    @inline(__always)
    func reaches(_ i: Int, _ p: Point) -> Bool {
        switch policy {
        case .uikit:
            guard context.uikitArea[i].contains(p) else { return false }
            let v = context.views[i]
            let origin = v.canvasFrame.origin
            return !v.passThrough.contains { $0.offsetBy(origin).contains(p) }
        case .swiftui:
            return context.shape[i].distance(to: p) <= context.slop
        case .exact:
            return context.exactShape[i].distance(to: p) <= context.slop
        case .filtered:
            // The only candidate wins; its handler runs inside its frame.
            return context.shape[i].distance(to: p) <= context.slop && context.views[i].canvasFrame.contains(p)
        }
    }

    /// The scene holding only view `i`, at its place in the canvas, as a root
    /// without children: what `reaches` answers, for any policy, by resolving.
    static func alone(_ i: Int, in scene: Scene) -> Scene {
        var v = scene.views[i]
        v.frame = v.canvasFrame
        v.parent = nil
        return Scene(name: scene.name, canvas: scene.canvas, slop: scene.slop, quickDrag: scene.quickDrag,
                     platform: scene.platform, views: [v], file: scene.file)
    }
}
