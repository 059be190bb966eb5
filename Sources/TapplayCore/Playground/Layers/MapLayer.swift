/// The hit-map overlay (`m`): every cell shows who a tap at its centre reaches,
/// as the responder's label letter on its colour; `╳` in the hit's colour when
/// a view is reached but no handler runs (swallowed); a dim `·` for nobody.
struct MapLayer: Layer {
    var resolver: Resolver
    var policy: PolicyKind
    var viewport: Viewport
    var colour: Bool

    func draw(into buf: inout CellBuffer, area: ScreenArea) {
        let scene = resolver.scene
        let map = HitMap.outcomes(resolver: resolver, policy: policy, viewport: viewport, area: area)
        let labels = MapLegend.sceneLabels(scene)
        var i = 0
        for r in area.rows {
            for c in area.cols {
                defer { i += 1 }
                guard let res = map[i] else { continue }
                var cell = buf[c, r]
                if let who = res.responder {
                    let col = scene.color(of: who)
                    cell.char = labels[who]
                    cell.fg = colour ? .scene(col.contrasting) : .default
                    cell.bg = colour ? .scene(col) : .default
                    cell.attrs = res.ambiguous ? [.dim] : []
                } else if let hit = res.hit {
                    cell.char = "╳"
                    cell.fg = colour ? .scene(scene.color(of: hit)) : .default
                    cell.bg = .default
                    cell.attrs = []
                } else {
                    cell.char = "·"
                    cell.fg = .default
                    cell.bg = .default
                    cell.attrs = [.dim]
                }
                buf[c, r] = cell
            }
        }
    }

    /// "map: c card · a avatar · ╳ reached, no handler · · nobody" for the views a tap can reach.
    static func legend(_ scene: Scene) -> String {
        let labels = MapLegend.sceneLabels(scene)
        let shown = scene.views.indices.filter { scene.views[$0].tappable }.prefix(12)
        var parts = shown.map { "\(labels[$0]) \(scene.views[$0].id)" }
        if scene.views.filter(\.tappable).count > shown.count { parts.append("…") }
        return "map: " + (parts + ["╳ reached, no handler", "· nobody"]).joined(separator: " · ")
    }
}
