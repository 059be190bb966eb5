/// What `draw()` keeps between frames, for the current resolver: the scene
/// layer of the last frame and the audit overlay of each policy. A new
/// resolver (a new scene, a reorder, a slop or radius change) brings new,
/// empty caches.
struct DrawCaches: Sendable {
    var layer = LayerCache()
    var audit = AuditCache()
    var picture = PictureCache()
}
