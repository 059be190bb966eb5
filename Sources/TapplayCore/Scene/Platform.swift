/// The platform a scene comes from: it picks the hit policy a command uses
/// when none is given (`uikit` on iOS, `android` on Android).
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios
    case android
}

extension Platform {
    /// The unit of its geometry, as text output says it: points on iOS, dp on Android.
    public var unit: String {
        switch self {
        case .ios: "pt"
        case .android: "dp"
        }
    }

    /// The policy a command uses on this platform's scenes when none is given.
    public var defaultPolicy: PolicyKind {
        switch self {
        case .ios: .uikit
        case .android: .android
        }
    }
}
