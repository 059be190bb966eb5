/// `swiftui`: the enlarged tap area as SwiftUI applies it.
public struct SwiftUIPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .swiftui }

    /// The linear scan (also the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        EnlargedTapArea.resolve(p, in: ctx, shapes: ctx.shape, tracing: tracing).result(at: p, policy: .swiftui)
    }
}
