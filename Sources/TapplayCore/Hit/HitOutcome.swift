/// What a tap reaches, without the lists: the hit view, the view whose
/// handler runs, and (SwiftUI family) whether two or more contended with none
/// containing the point. View indices are into `Scene.views`.
public struct HitOutcome: Hashable, Sendable {
    public var hit: Int?
    public var responder: Int?
    public var ambiguous: Bool

    public init(hit: Int?, responder: Int?, ambiguous: Bool) {
        self.hit = hit
        self.responder = responder
        self.ambiguous = ambiguous
    }
}
