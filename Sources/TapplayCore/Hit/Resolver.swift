/// Resolves taps on one scene under any policy: the entry point for the CLI and
/// the playground.
public struct Resolver: Sendable {
    public let context: HitContext

    public init(scene: Scene, slop: Double? = nil) {
        self.context = HitContext(scene: scene, slop: slop)
    }

    public var scene: Scene { context.scene }
    public var slop: Double { context.slop }

    public func resolve(_ p: Point, policy: PolicyKind, tracing: Bool = false) -> HitResult {
        policy.policy.resolve(p, in: context, tracing: tracing)
    }

    public func id(_ i: Int?) -> String? { context.id(i) }
}
