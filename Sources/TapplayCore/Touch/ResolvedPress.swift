/// A touch-down resolved once, under one policy and slop, for every part that
/// needs to know what is under the finger:
///
/// - `tap`: what a tap there reaches. The gesture lab's recognisers belong to
///   its hit; the playground's dot and record line for the click are this result.
/// - `under`: the view under the pointer for the drag lab, which finds the item
///   to lift from it. Drags are not taps, so this is found without slop
///   (see `DragTargeting`), from the same prepared scene.
public struct ResolvedPress: Sendable {
    public var tap: HitResult
    public var under: Int?

    public init(tap: HitResult, under: Int?) {
        self.tap = tap
        self.under = under
    }

    /// Resolves the press at `p` with `resolver` (its scene and slop) under `policy`.
    public static func resolve(_ p: Point, with resolver: Resolver, policy: PolicyKind) -> ResolvedPress {
        ResolvedPress(tap: resolver.resolve(p, policy: policy),
                      under: DragTargeting.viewUnder(p, in: resolver.context, policy: policy))
    }
}
