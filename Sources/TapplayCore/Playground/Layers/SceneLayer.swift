/// The views, and with `s` their content-shape outlines (under `exact`, the
/// shrunk areas of the tappable views). Over a screenshot (`picture`), the
/// picture in half blocks and the views as outlines with their labels.
struct SceneLayer: Layer {
    var policy: PolicyKind
    var shapes: Bool
    var picture: PictureGrid? = nil
    /// Plain containers titled with their ids (`i`).
    var ids = false

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let scene = context.scene
        let renderer = SceneRenderer(scene: scene, viewport: context.viewport, colour: context.colour, ids: ids)
        if let picture {
            PictureLayer(grid: picture).draw(into: &buf, area: area, context: context)
            renderer.drawOutlines(into: &buf, area: area)
        } else {
            renderer.draw(into: &buf, area: area)
        }
        guard shapes else { return }
        let ctx = context.resolver.context
        let outlines = policy == .exact ? ctx.exactShape : ctx.shape
        let which = policy == .exact ? ctx.tappables
            : scene.views.indices.filter { scene.views[$0].contentShape != nil }
        renderer.drawShapes(outlines, only: which, into: &buf, area: area)
    }
}
