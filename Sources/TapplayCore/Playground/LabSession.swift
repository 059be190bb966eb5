/// The playground's gesture lab and drag lab: their engines, built in one place
/// from the current scene, policy, slop and strategy, and what they have shown
/// so far (timeline, latencies, gesture marks, lost drops).
public struct LabSession: Sendable {
    /// The gesture lab's strategy (`g`).
    public internal(set) var strategy: GestureStrategy = .requireFail
    /// Tap, double tap and long press recognisers fed by the mouse.
    public internal(set) var gestures: GestureEngine
    /// Lifts, drop-delegate calls and reorders fed by the mouse.
    public internal(set) var drags: DragEngine
    /// Fired gestures' latencies, per strategy.
    public internal(set) var latencies = GestureLatencyLog()
    /// Timeline lines (touch phases, recogniser transitions, fired gestures, drag calls).
    public internal(set) var timeline: [String] = []
    /// Gesture marks next to dots: where, which label, whose gesture.
    public internal(set) var gestureMarks: [GestureMark] = []
    /// Where drags were released over no drop target.
    public internal(set) var lostDrops: [Point] = []
    /// Session time of the first touch; timeline times are relative to it.
    var firstTouch: Double?
    /// The down point of the touch in progress, and of the last one.
    var touchDown: Point?
    var lastTouchDown: Point?
    /// The current touch lifted a drag: its release is a drop, not a tap.
    var touchIsDrag = false
    /// Where the pointer grabbed the dragged item, relative to its frame's origin.
    var grabOffset: Point = .zero

    /// The most timeline lines and lost-drop marks kept (gesture marks: as many as dots).
    static let maxTimeline = 400
    static let maxLostDrops = 500

    public init(resolver: Resolver, policy: PolicyKind) {
        gestures = Self.gestureEngine(resolver: resolver, policy: policy, strategy: .requireFail)
        drags = Self.dragEngine(resolver: resolver, policy: policy)
    }

    /// New engines for this resolver (scene and slop) and policy; a touch in progress is dropped.
    mutating func rebuild(resolver: Resolver, policy: PolicyKind) {
        gestures = Self.gestureEngine(resolver: resolver, policy: policy, strategy: strategy)
        drags = Self.dragEngine(resolver: resolver, policy: policy)
        touchIsDrag = false
        touchDown = nil
    }

    /// A new gesture engine after a reorder moved the views under a drag in progress
    /// (the drag engine, which made the reorder, carries on).
    mutating func rebuildGestures(resolver: Resolver, policy: PolicyKind) {
        gestures = Self.gestureEngine(resolver: resolver, policy: policy, strategy: strategy)
    }

    static func gestureEngine(resolver: Resolver, policy: PolicyKind, strategy: GestureStrategy) -> GestureEngine {
        GestureEngine(resolver: resolver, policy: policy, strategy: strategy)
    }

    /// Shares the resolver's prepared scene, so drops see the same slop as taps.
    static func dragEngine(resolver: Resolver, policy: PolicyKind) -> DragEngine {
        DragEngine(context: resolver.context, policy: policy)
    }

    /// Whether a touch is still a tap, for the dots and record lines as for the recognisers.
    var tapRule: TapRule { gestures.settings.tapRule }

    /// The earliest pending timer of either lab, in session time (nil: none).
    var nextDeadline: Double? {
        [gestures.nextDeadline, drags.nextDeadline].compactMap { $0 }.min()
    }

    mutating func clearMarks() {
        gestureMarks.removeAll()
        lostDrops.removeAll()
    }
}
