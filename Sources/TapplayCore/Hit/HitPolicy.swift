/// One hit policy's own algorithm: which view gets a tap, decided view by
/// view as the platform does it, and (when tracing) every step of the way.
/// One type per policy; `PolicyKind.policy` names it.
///
/// Untraced taps usually skip the walk: `Resolver.resolve` answers them
/// through the spatial index (`Hit/Index/`), which gives the same results
/// without visiting every view. The walk is what a trace shows, and the
/// reference the index is tested against (`Resolver.resolveLinearly`).
public protocol HitPolicy: Sendable {
    var kind: PolicyKind { get }
    /// Resolves a tap at `p` (canvas coordinates) by the policy's walk,
    /// listing its steps in the result's `trace` when `tracing`.
    func resolve(_ p: Point, in context: HitContext, tracing: Bool) -> HitResult
}
