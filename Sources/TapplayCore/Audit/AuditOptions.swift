/// What an audit checks and how finely: the policies, the minimum target
/// size, the minimum spacing and the sample step.
public struct AuditOptions: Sendable, Hashable {
    /// The policies to audit; nil: the scene's platform's default.
    public var policies: [PolicyKind]?
    /// The smallest acceptable region width and height in points; nil: the platform's.
    public var minSize: Double?
    /// The smallest acceptable gap between two tappable views' frames, in points.
    public var spacing: Double
    /// The sample grid's step in points.
    public var resolution: Double
    /// Overrides the scene's slop (the SwiftUI family's tap-area growth).
    public var slop: Double?
    /// The touch radius of the sampled policy.
    public var radius: Double
    /// The target-size standards to check (section 5.2), each adding its kind.
    public var standards: [Standard] = Standard.defaults

    public init(policies: [PolicyKind]? = nil, minSize: Double? = nil, spacing: Double = 8,
                resolution: Double = 0.5, slop: Double? = nil, radius: Double = 20) {
        self.policies = policies
        self.minSize = minSize
        self.spacing = spacing
        self.resolution = resolution
        self.slop = slop
        self.radius = radius
    }

    /// The policies audited on a scene: the ones given, else the platform's
    /// default (on iOS the two behaviours iOS really has, uikit and swiftui).
    public func policies(for scene: Scene) -> [PolicyKind] {
        let given = policies ?? scene.platform.auditPolicies
        // Each once, in policy order.
        return PolicyKind.allCases.filter { given.contains($0) }
    }

    /// The minimum target size on a scene: the one given, else the platform's.
    public func minSize(for scene: Scene) -> Double {
        minSize ?? scene.platform.minimumTargetSize
    }
}

extension Platform {
    /// The policies an audit checks when none is given.
    public var auditPolicies: [PolicyKind] {
        switch self {
        case .ios: [.uikit, .swiftui]
        case .android: [.android]
        }
    }

    /// The platform's minimum tap target: Apple's 44 pt, Material's 48 dp.
    public var minimumTargetSize: Double {
        switch self {
        case .ios: 44
        case .android: 48
        }
    }
}

extension PolicyKind {
    /// The position of the policy in the audit's order.
    var auditRank: Int { PolicyKind.allCases.firstIndex(of: self) ?? 0 }
}
