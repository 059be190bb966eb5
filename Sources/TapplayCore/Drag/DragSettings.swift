/// How a drag begins (the drag lab).
///
/// - `liftDelay`: a press on a draggable item lifts it once it has been held
///   this long (seconds) without moving more than `liftMovement` from where it
///   went down: iOS's long-press-to-drag.
/// - `liftMovement`: the movement allowance in points, measured as the straight
///   distance from the down point. Before the lift, moving *more* than this
///   (exactly `liftMovement` is still allowed) turns the press into a scroll or
///   pan and cancels the drag, unless `quick` is set.
/// - `quick`: lift on the first movement more than `liftMovement` from the down
///   point instead of after the long press (the mouse's press-and-drag); no
///   timer runs. The engine also lifts quickly when the scene says
///   `quickDrag: true`; the CLI's `--quick-drag` sets this flag.
public struct DragSettings: Sendable, Hashable {
    public var liftDelay: Double
    public var liftMovement: Double
    public var quick: Bool

    public init(liftDelay: Double = 0.5, liftMovement: Double = 10, quick: Bool = false) {
        self.liftDelay = liftDelay
        self.liftMovement = liftMovement
        self.quick = quick
    }
}
