/// The answer to one tap: what it hit, whose handler fires, and, for the SwiftUI
/// family, the contenders and whether the tap was ambiguous.
public struct HitResult: Sendable, Hashable {
    public var point: Point
    public var policy: PolicyKind
    /// Index of the hit view in `Scene.views`.
    public var hit: Int?
    /// Index of the view whose tap handler fires.
    public var responder: Int?
    public var ambiguous: Bool = false
    /// Contenders (SwiftUI family) nearest first, ties frontmost first; `[hit]` for uikit.
    public var candidates: [Int] = []
    /// Distance from the point to each candidate's shape, parallel to `candidates`
    /// (empty under `sampled`, which weighs instead of measuring).
    public var distances: [Double] = []
    /// Under `sampled`: the weight each candidate answered with, parallel to `candidates`.
    public var weights: [Double] = []
    /// The reported path, outermost first, when the policy has its own (`compose`:
    /// the walk's list R of hit views); nil: the scene's chain down to the hit.
    public var path: [Int]?
    public var trace: [TraceStep] = []

    /// The path as reported: the policy's own, else the views from the
    /// outermost down to the hit (empty when nothing is hit).
    public func pathIndices(in scene: Scene) -> [Int] {
        if let path { return path }
        return hit.map { scene.pathIndices(to: $0) } ?? []
    }
}
