/// What the scene layer of a frame depends on, besides the resolver (a new
/// resolver, for a new scene, layout, slop or radius, brings a new cache).
struct LayerKey: Hashable {
    var viewport: Viewport
    /// The screen's size in cells.
    var cols: Int, rows: Int
    var colour: Bool
    var policy: PolicyKind
    /// The overlays drawn into the scene layer (`Overlays.sceneLayer`).
    var overlays: Overlays
}

/// The last drawn scene layer, kept so that a tap redraws only what changed
/// (dots, marks, panels, status). A reference, so `draw()` stays non-mutating;
/// copies of a playground share it only while their resolvers are the same.
final class LayerCache: @unchecked Sendable {
    private var key: LayerKey?
    private var buffer: CellBuffer?

    func layer(for k: LayerKey) -> CellBuffer? { key == k ? buffer : nil }

    func store(_ b: CellBuffer, for k: LayerKey) {
        key = k
        buffer = b
    }
}
