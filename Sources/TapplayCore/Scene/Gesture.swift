/// Gestures a view may recognise (SPEC §1 `gestures`).
public enum Gesture: String, CaseIterable, Sendable, Codable {
    case tap, doubleTap, longPress
}
