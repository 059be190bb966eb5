/// The platform a scene comes from: it picks the hit policy a command uses
/// when none is given (`uikit` on iOS, `android` on Android).
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios
    case android
}

extension Platform {
    /// The policy a command uses on this platform's scenes when none is given.
    public var defaultPolicy: PolicyKind {
        switch self {
        case .ios: .uikit
        case .android: .android
        }
    }
}
