/// What the playground resolves taps under, as one value: the policy and its
/// parameters. The playground starts with one (`Playground(entries:settings:)`)
/// and every change goes through `Playground.apply(_:)`, which rebuilds what
/// the change affects in one place: a new slop or radius a new resolver, and
/// with either or a new policy, every dot re-resolved and new lab engines. A
/// parameter another policy needs joins here.
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

    /// The settings as the playground uses them: a negative slop or radius is
    /// 0, a radius that is not a finite number the default.
    var normalised: HitSettings {
        HitSettings(policy: policy, slop: slop.map { max(0, $0) },
                    radius: radius.map { $0.isFinite ? max(0, $0) : TouchCloud.defaultRadius })
    }
}
