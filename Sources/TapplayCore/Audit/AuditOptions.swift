/// What an audit checks and how finely: the policies, the minimum target
/// size, the minimum spacing and the sample step.
public struct AuditOptions: Sendable, Hashable {
    /// The policies to audit; nil: the scene's `policies`, else its platform's default.
    public var policies: [PolicyKind]?
    /// Where `policies` came from, for the summary line.
    public var policiesGivenBy: PolicyChoice
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
    /// The target-size standards to check (`Standard`), each adding its kind.
    public var standards: [Standard] = Standard.defaults

    public init(policies: [PolicyKind]? = nil, policiesGivenBy: PolicyChoice = .commandLine, minSize: Double? = nil,
                spacing: Double = 8, resolution: Double = 0.5, slop: Double? = nil, radius: Double = 20) {
        self.policies = policies
        self.policiesGivenBy = policiesGivenBy
        self.minSize = minSize
        self.spacing = spacing
        self.resolution = resolution
        self.slop = slop
        self.radius = radius
    }

    /// The policies audited on a scene: the ones given, else the scene's
    /// `policies`, else the platform's default (on iOS the two behaviours iOS
    /// really has, uikit and swiftui).
    public func policies(for scene: Scene) -> [PolicyKind] {
        let given = policies ?? scene.policies ?? scene.platform.auditPolicies
        // Each once, in policy order.
        return PolicyKind.allCases.filter { given.contains($0) }
    }

    /// Where the policies audited on a scene come from.
    public func policyChoice(for scene: Scene) -> PolicyChoice {
        if policies != nil { return policiesGivenBy }
        return scene.policies != nil ? .scene : .platform
    }

    /// The minimum target size on a scene: the one given, else the platform's.
    public func minSize(for scene: Scene) -> Double {
        minSize ?? scene.platform.minimumTargetSize
    }
}

/// Who chose the policies an audit used: the summary line says it, and how
/// to choose others when they were a default.
public enum PolicyChoice: Sendable, Hashable {
    /// `--policy`.
    case commandLine
    /// The config file's `policies`.
    case config
    /// The scene's own `policies` (an imported dump's framework).
    case scene
    /// The platform's default.
    case platform
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
