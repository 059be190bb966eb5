/// How a single tap coexists with a double tap on the same view.
/// Switchable at run time (the playground's `g`, `--strategy` on the command line).
public enum GestureStrategy: String, CaseIterable, Sendable {
    /// UIKit's `singleTap.require(toFail: doubleTap)`: the single tap fires only
    /// once the double tap has failed, i.e. when the double-tap window has run out
    /// after touch-up (latency `doubleTapWindow`, 0.35 s by default).
    case requireFail = "require-fail"
    /// The usual fix with `touchesBegan`/`touchesEnded`: on a touch-up with
    /// tapCount 1 start a `timerDelay` timer (0.2 s) that fires the single tap,
    /// cancelled by a touch-down with tapCount 2; the double tap fires on the
    /// touch-up with tapCount 2.
    case timer
    /// No waiting: the single tap fires at touch-up, and a double tap fires as
    /// well on the second touch-up.
    case immediate

    /// The next strategy, wrapping around (the playground's `g` key).
    public var next: GestureStrategy {
        let all = GestureStrategy.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// One line saying what the strategy models.
    public var summary: String {
        switch self {
        case .requireFail: "UIKit require(toFail:): a single tap waits until the double-tap window expires"
        case .timer: "the common fix: a short timer after touch-up, cancelled by a second touch-down"
        case .immediate: "no waiting: the single tap fires at touch-up, a double tap fires too"
        }
    }
}

/// Timing and distance thresholds of the recognisers. Times in seconds, distances in points.
public struct GestureSettings: Sendable, Hashable {
    /// How long after a touch-up a touch-down still counts as the next tap of the
    /// same sequence (tapCount + 1), and how long a `require-fail` single tap waits.
    public var doubleTapWindow: Double
    /// The `timer` strategy's delay from touch-up to the single tap.
    public var timerDelay: Double
    /// How long a press must be held, without moving too far, to be a long press
    /// (UIKit's `minimumPressDuration`).
    public var minimumPressDuration: Double
    /// How far a touch may move from its touch-down point and stay a tap or a long
    /// press (UIKit's `allowableMovement`).
    public var allowableMovement: Double
    /// How close to the previous tap's touch-down point a touch-down must land to
    /// increment tapCount.
    public var tapCountDistance: Double

    public init(doubleTapWindow: Double = 0.35, timerDelay: Double = 0.2, minimumPressDuration: Double = 0.5,
                allowableMovement: Double = 10, tapCountDistance: Double = 45) {
        self.doubleTapWindow = doubleTapWindow
        self.timerDelay = timerDelay
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.tapCountDistance = tapCountDistance
    }

    /// The rule that decides whether a touch is still a tap (its `allowableMovement`).
    public var tapRule: TapRule { TapRule(allowableMovement: allowableMovement) }
}

/// The states of a recogniser that the timeline shows (UIKit's
/// `UIGestureRecognizer.State`, discrete gestures only).
public enum RecogniserState: String, Sendable, Hashable, CaseIterable {
    case possible, recognized, failed, cancelled
}
