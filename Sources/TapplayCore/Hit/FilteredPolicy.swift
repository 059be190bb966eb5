/// `filtered`: SwiftUI with `onTapGestureExact`, the other fix of covelline's
/// blog post on SwiftUI hit testing (a tap gesture that ignores taps whose
/// location lies outside the view's frame). The winner is chosen
/// as under `swiftui`, but its handler runs only when the point is inside its
/// frame; otherwise the tap is swallowed (hit = the winner, responder = none),
/// which shows the dead zones between nested buttons.
public struct FilteredPolicy: HitPolicy {
    public init() {}
    public var kind: PolicyKind { .filtered }

    /// The linear scan (also the reference the index is tested against).
    public func resolve(_ p: Point, in ctx: HitContext, tracing: Bool) -> HitResult {
        var o = EnlargedTapArea.resolve(p, in: ctx, shapes: ctx.shape, tracing: tracing)
        var responder = o.winner
        if let w = o.winner {
            let v = ctx.scene.views[w]
            if v.canvasFrame.contains(p) {
                o.log.add(v.id, "point inside its frame \(v.canvasFrame) → handler runs")
            } else {
                responder = nil
                o.log.add(v.id, "point outside its frame \(v.canvasFrame) → handler filters the tap out, nobody responds")
            }
        }
        return o.result(at: p, policy: .filtered, responder: responder)
    }
}
