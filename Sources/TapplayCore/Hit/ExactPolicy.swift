/// `exact`: SwiftUI with the `.exactHitArea()` fix of covelline's blog post on
/// SwiftUI hit testing (https://blog.covelline.com/entry/2023/08/04/143546),
/// a `.contentShape` shrunk by slop. Every tappable view's
/// shape becomes its frame scaled about its centre by max(0, (w − 2·slop)/w) ×
/// max(0, (h − 2·slop)/h), so the area grown by slop fits the frame again with
/// rounded corners; a view smaller than 2·slop keeps a small area around its centre.
public struct ExactPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .exact }

    /// The linear scan (also the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        EnlargedTapArea.resolve(p, in: ctx, shapes: ctx.exactShape, tracing: tracing).result(at: p, policy: .exact)
    }
}
