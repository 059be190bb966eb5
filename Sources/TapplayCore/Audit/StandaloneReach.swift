/// Whether a tap at a point would reach a view if the view stood alone: by
/// itself at its place in the canvas, with no parent, children or other
/// views, its own `hitInsets`, `passThrough` and shape still applying. What
/// the view's own shape leaves out is out of reach even alone, so it is never
/// counted as swallowed.
struct StandaloneReach {
    let context: HitContext
    let policy: PolicyKind
    /// For policies answered by resolving: each view's scene of its own, built on first use.
    let alone = AloneResolvers()

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
        case .compose:
            // Alone, a view is tried first: inside its frame, or within its 48 dp target.
            return ComposeReach.reaches(context.views[i].canvasFrame, p)
        case .flutter:
            // Alone, a tappable view is solid: the point inside its shape, no passThrough over it.
            guard context.shape[i].contains(p) else { return false }
            let v = context.views[i]
            let origin = v.canvasFrame.origin
            return !v.passThrough.contains { $0.offsetBy(origin).contains(p) }
        default:
            let r = alone.resolver(for: i) { Resolver(scene: StandaloneReach.alone(i, in: context.scene), slop: context.slop, radius: context.radius) }
            return r.outcome(p, policy: policy)?.responder == 0
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

/// The one-view resolvers of `StandaloneReach`, one per view, made once.
final class AloneResolvers: @unchecked Sendable {
    private var made: [Int: Resolver] = [:]

    func resolver(for i: Int, make: () -> Resolver) -> Resolver {
        if let r = made[i] { return r }
        let r = make()
        made[i] = r
        return r
    }
}
