/// What the playground resolves taps under, as one value: the policy and its
/// parameters. A parameter another policy needs joins here, so that a change to
/// any of them rebuilds the resolver and the labs in one place.
public struct HitSettings: Hashable, Sendable {
    public var policy: PolicyKind = .uikit
    /// SwiftUI's tap-area growth set with `[`/`]` or `--slop`, overriding the scene's (nil: the scene's).
    public var slop: Double?
    /// `sampled`'s finger radius set with `{`/`}` or `--radius` (nil: the default, 20 pt).
    public var radius: Double?

    public init(policy: PolicyKind = .uikit, slop: Double? = nil, radius: Double? = nil) {
        self.policy = policy
        self.slop = slop
        self.radius = radius
    }
}
