/// The diff overlay (`d`): `≠` on the cells where this policy's responder
/// differs from uikit's (on the new responder's colour); the rest dimmed.
struct DiffLayer: Layer {
    var resolver: Resolver
    var policy: PolicyKind
    var viewport: Viewport
    var colour: Bool

    func draw(into buf: inout CellBuffer, area: ScreenArea) {
        let scene = resolver.scene
        let mine = HitMap.outcomes(resolver: resolver, policy: policy, viewport: viewport, area: area)
        let base = policy == .uikit ? mine
            : HitMap.outcomes(resolver: resolver, policy: .uikit, viewport: viewport, area: area)
        var i = 0
        for r in area.rows {
            for c in area.cols {
                defer { i += 1 }
                guard let a = mine[i], let b = base[i] else { continue }
                var cell = buf[c, r]
                if a.responder != b.responder {
                    cell.char = "≠"
                    cell.fg = colour ? .scene(.black) : .default
                    cell.bg = colour ? .scene(a.responder.map { scene.color(of: $0) } ?? .white) : .default
                    cell.attrs = [.bold]
                } else {
                    cell.attrs.insert(.dim)
                }
                buf[c, r] = cell
            }
        }
    }
}
