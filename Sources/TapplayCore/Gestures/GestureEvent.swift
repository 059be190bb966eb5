/// A gesture that fired: when, what, on which view, and how long after the
/// moment the user would expect it.
public struct FiredGesture: Hashable, Sendable {
    /// When the handler runs (seconds on the input's clock).
    public var time: Double
    public var gesture: Gesture
    /// Index of the recognising view in `Scene.views`.
    public var view: Int
    /// Seconds from the touch-up that completed the tap (the second touch-up for
    /// a double tap) to `time`; from the touch-down for a long press.
    public var latency: Double
    /// The strategy in force when it fired.
    public var strategy: GestureStrategy

    public init(time: Double, gesture: Gesture, view: Int, latency: Double, strategy: GestureStrategy) {
        self.time = time
        self.gesture = gesture
        self.view = view
        self.latency = latency
        self.strategy = strategy
    }
}

/// What the gesture engine reports, in time order.
public enum GestureEvent: Hashable, Sendable {
    /// A touch phase as UIKit reports it: `began`, `moved`, `ended` or `cancelled`.
    /// `view` is the hit view (nil when the point reaches no view). `tapCount` is
    /// UITouch's: 1, 2, 3… for a run of quick taps, 0 once the touch has become a
    /// long press (as UIKit does).
    case touch(time: Double, phase: String, point: Point, tapCount: Int, view: Int?)
    /// A recogniser leaving `possible`, with a short reason.
    case transition(time: Double, view: Int, gesture: Gesture, from: RecogniserState, to: RecogniserState, note: String)
    /// A gesture handler ran.
    case fired(FiredGesture)

    /// When it happened.
    public var time: Double {
        switch self {
        case .touch(let t, _, _, _, _): t
        case .transition(let t, _, _, _, _, _): t
        case .fired(let f): f.time
        }
    }

    /// The fired gesture, if this event is one.
    public var firedGesture: FiredGesture? {
        if case .fired(let f) = self { return f }
        return nil
    }
}
