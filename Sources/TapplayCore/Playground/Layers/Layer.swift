/// One layer of the playground's screen: a small renderer that writes its part
/// into the cell buffer, over what the layers before it drew. `Playground.draw()`
/// stacks them: scene (with shapes), map or diff, audit, sample cloud, dots,
/// lab marks, crosshair, HUD, panels, status bar.
protocol Layer {
    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext)
}

/// What every layer of a frame draws with: the resolver of the scene shown
/// (its taps are resolved with it), the cell↔point mapping, and whether
/// colours are on.
struct LayerContext {
    var resolver: Resolver
    var viewport: Viewport
    var colour: Bool

    var scene: Scene { resolver.scene }
}
