/// Whether a press and its release make a tap. A touch stays a tap while it is
/// within `allowableMovement` points (UIKit's, 10 pt) of where it went down, at
/// every sample from the press to the release; once further, it is no tap even
/// if it comes back. The gesture lab's tap recognisers and the playground's
/// dots and record lines all ask this one rule, so they always agree.
public struct TapRule: Sendable, Hashable {
    /// How far from its touch-down point a touch may go and still be a tap.
    public var allowableMovement: Double

    /// Distances are compared with this tolerance, so exactly `allowableMovement` is still a tap.
    static let epsilon = 1e-9

    public init(allowableMovement: Double = 10) {
        self.allowableMovement = allowableMovement
    }

    /// True when a touch that went down at `down` and is now at `p` has gone too far to be a tap.
    public func movedTooFar(from down: Point, to p: Point) -> Bool {
        down.distance(to: p) > allowableMovement + Self.epsilon
    }
}
