/// The audit overlay (`a`): the current policy's ambiguous and swallowed zones
/// tinted, its small, unreachable and (when the standards ask) undersized
/// WCAG targets outlined (see `AuditOverlay`).
struct AuditLayer: Layer {
    var overlay: AuditOverlay
    var viewport: Viewport
    var colour: Bool

    func draw(into buf: inout CellBuffer, area: ScreenArea) {
        overlay.draw(into: &buf, area: area, viewport: viewport, colour: colour)
    }
}
