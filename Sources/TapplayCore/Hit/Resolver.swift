/// Resolves taps on one scene under any policy: the entry point for the CLI and
/// the playground.
public struct Resolver: Sendable {
    public let context: HitContext
    /// The context's spatial index, built here: taps and maps read it straight
    /// from this stored property (a context builds its own lazily).
    let index: HitIndex

    public init(scene: Scene, slop: Double? = nil, radius: Double? = nil) {
        self.context = HitContext(scene: scene, slop: slop, radius: radius)
        self.index = context.index
    }

    public var scene: Scene { context.scene }
    public var slop: Double { context.slop }
    /// `sampled`'s finger radius.
    public var radius: Double { context.radius }

    /// Resolves a tap. Untraced, through the spatial index; traced, by the
    /// policy's step-by-step walk, which lists every view it considers.
    public func resolve(_ p: Point, policy: PolicyKind, tracing: Bool = false) -> HitResult {
        if !tracing { return index.resolve(p, policy: policy) }
        var r = policy.policy.resolve(p, in: context, tracing: true)
        r.trace = TraceStep.namingTypes(r.trace, in: context.scene)
        return r
    }

    /// hit, responder and ambiguity only: no lists, no allocation (nil outside the canvas).
    @inline(__always)
    public func outcome(_ p: Point, policy: PolicyKind) -> HitOutcome? {
        index.outcome(p.x, p.y, policy: policy)
    }

    public func id(_ i: Int?) -> String? { context.id(i) }

    /// The policy's own view-by-view walk, without the index (the reference
    /// that the index and the hit maps are tested against).
    func resolveLinearly(_ p: Point, policy: PolicyKind, tracing: Bool = false) -> HitResult {
        policy.policy.resolve(p, in: context, tracing: tracing)
    }
}
