/// A view that breaks an undersized target's spacing exception (WCAG 2.2
/// SC 2.5.8): its region comes within 12 of the target's centre (the centre
/// of its region's bounds), or, for another undersized target, its centre
/// comes within 24 of it (their 24-diameter circles cross).
public struct SpacingBreak: Sendable, Hashable {
    /// The view's id.
    public var view: String
    /// The distance from the target's centre to the view's region (when
    /// `centres` is false), or to the view's centre (when it is true).
    public var distance: Double
    /// True when only the view's centre is too close: its region is at
    /// least 12 away, but it is undersized too and its circle crosses.
    public var centres: Bool
}
