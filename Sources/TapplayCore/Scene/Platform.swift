/// The platform a scene comes from: it picks the hit policy a command uses
/// when none is given (`uikit` on iOS, `android` on Android).
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios
    case android
}
