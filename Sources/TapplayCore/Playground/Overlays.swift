/// Which overlays and panels are shown over the canvas, each toggled by a key.
public struct Overlays: Hashable, Sendable {
    /// The hit map (`m`); excludes `diff`.
    public var map = false
    /// Cells where the policy's responder differs from uikit's (`d`); excludes `map`.
    public var diff = false
    /// The trace panel of the last tap (`t`).
    public var trace = false
    /// The keys panel (`?`).
    public var help = false
    /// Content-shape outlines (`s`).
    public var shapes = false
    /// The gesture and drag timeline panel (`e`).
    public var timeline = false
    /// Resolve and frame timings (`f`).
    public var hud = false
    /// The audit of the current policy (`a`): zones tinted, views outlined, findings in a panel.
    public var audit = false
    /// The scene's screenshot under the views, when it has one (`v`; on at the start).
    public var picture = true
    /// Plain containers titled with their ids (`i`; `render --ids`).
    public var ids = false

    public init() {}

    /// The overlays drawn into the cached scene layer (shapes, map, diff,
    /// audit, ids), the others off: what a frame's scene layer depends on.
    var sceneLayer: Overlays {
        var o = Overlays()
        o.shapes = shapes
        o.map = map
        o.diff = diff
        o.audit = audit
        o.picture = picture
        o.ids = ids
        return o
    }
}
