/// The overlays made of every cell's outcome: a tap at each cell's centre of
/// the canvas area resolved (`HitMap.outcomes`) and drawn over the scene.
///
/// - `map` (`m`): who a tap at the cell reaches, as the responder's label
///   letter on its colour; `╳` in the hit's colour when a view is reached but
///   no handler runs (swallowed); a dim `·` for nobody.
/// - `diff` (`d`): `≠` where this policy's responder differs from uikit's (on
///   the new responder's colour); the other cells dimmed.
struct HitMapLayer: Layer {
    enum Kind { case map, diff }

    var kind: Kind
    var policy: PolicyKind

    func draw(into buf: inout CellBuffer, area: ScreenArea, context: LayerContext) {
        let (resolver, scene, viewport, colour) = (context.resolver, context.scene, context.viewport, context.colour)
        let mine = HitMap.outcomes(resolver: resolver, policy: policy, viewport: viewport, area: area)
        let base = kind == .map || policy == .uikit ? mine
            : HitMap.outcomes(resolver: resolver, policy: .uikit, viewport: viewport, area: area)
        let labels = kind == .map ? MapLegend.sceneLabels(scene) : []
        var i = 0
        for r in area.rows {
            for c in area.cols {
                defer { i += 1 }
                guard let res = mine[i] else { continue }
                switch kind {
                case .map:
                    buf[c, r] = mapCell(res, over: buf[c, r], scene: scene, labels: labels, colour: colour)
                case .diff:
                    guard let uikit = base[i] else { continue }
                    buf[c, r] = diffCell(res, uikit: uikit, over: buf[c, r], scene: scene, colour: colour)
                }
            }
        }
    }

    private func mapCell(_ res: HitResult, over cell: Cell, scene: Scene, labels: [Character], colour: Bool) -> Cell {
        var cell = cell
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
        return cell
    }

    private func diffCell(_ res: HitResult, uikit: HitResult, over cell: Cell, scene: Scene, colour: Bool) -> Cell {
        var cell = cell
        if res.responder != uikit.responder {
            cell.char = "≠"
            cell.fg = colour ? .scene(.black) : .default
            cell.bg = colour ? .scene(res.responder.map { scene.color(of: $0) } ?? .white) : .default
            cell.attrs = [.bold]
        } else {
            cell.attrs.insert(.dim)
        }
        return cell
    }

    /// "map: ╳ reached, no handler · · nobody · c card · a Avatar (avatar)" for
    /// the views a tap can reach, as many as fit in `width` cells, then
    /// "… 12 more views" when they do not all fit (and "? more views than
    /// marks" when the marks ran out).
    static func legend(_ scene: Scene, width: Int = .max) -> String {
        let labels = MapLegend.sceneLabels(scene)
        let canvas = scene.canvasRect
        let reachable = scene.views.indices.filter {
            scene.views[$0].tappable && !scene.views[$0].hidden && scene.views[$0].canvasFrame.overlap(canvas) != nil
        }
        let marked = reachable.filter { labels[$0] != MapLegend.overflow }
        var text = "map: ╳ reached, no handler · · nobody"
        if marked.count < reachable.count { text += " · \(MapLegend.overflow) more views than marks" }
        for (k, i) in marked.enumerated() {
            let part = " · \(labels[i]) \(ViewName.brief(scene.views[i]))"
            let rest = marked.count - k - 1
            let more = rest > 0 ? " · … \(rest) more view\(rest == 1 ? "" : "s")" : ""
            if DisplayWidth.columns(SafeText.visible(text + part + more)) > width {
                text += " · … \(marked.count - k) more view\(marked.count - k == 1 ? "" : "s")"
                break
            }
            text += part
        }
        return text
    }
}
