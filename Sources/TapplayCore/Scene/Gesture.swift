/// Gestures a view may recognise (a view's `gestures` key).
public enum Gesture: String, CaseIterable, Sendable, Codable {
    case tap, doubleTap, longPress
}
