/// A way of deciding which view gets a tap. One type per policy.
public protocol HitPolicy: Sendable {
    var kind: PolicyKind { get }
    /// Resolves a tap at `p` (canvas coordinates).
    func resolve(_ p: Point, in context: HitContext, tracing: Bool) -> HitResult
}
