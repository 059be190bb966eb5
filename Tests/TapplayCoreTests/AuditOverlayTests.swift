import Testing
@testable import TapplayCore

/// The playground's audit overlay, drawn into a cell buffer.
@Suite("Audit overlay")
struct AuditOverlayTests {
    /// [0, 96) and [104, 200) × [0, 20), slop 10: the seam 96 ≤ x < 104 is ambiguous under swiftui.
    let seam = scene([view("left", 0, 0, 96, 20, tappable: true), view("right", 104, 0, 96, 20, tappable: true)],
                     width: 200, height: 20, slop: 10)

    func draw(_ o: AuditOverlay) -> [String] {
        // One point per cell column, two per row: 200 × 10 cells.
        var buf = CellBuffer(width: 200, height: 10)
        AuditLayer(overlay: o).draw(into: &buf, area: ScreenArea(col: 0, row: 0, width: 200, height: 10),
                                    context: LayerContext(resolver: Resolver(scene: o.result.scene), viewport: Viewport(scale: 1), colour: false))
        // Padded back to the full width (lines() trims trailing spaces).
        return buf.lines().map { $0 + String(repeating: " ", count: max(0, 200 - $0.count)) }
    }

    @Test("swiftui: the seam tinted, small views outlined, counts and panel")
    func swiftui() throws {
        let o = try #require(AuditOverlay(scene: seam, file: "seam.yaml", policy: .swiftui, slop: nil))
        let lines = draw(o)
        let row = Array(lines[5])
        // Cell 100 stands for x = 100.5, inside the seam; cell 50 for x = 50.5, inside left.
        #expect(row[100] == "≈")
        #expect(row[96] == "≈" && row[103] == "≈")
        #expect(row[50] == " ")
        // Both regions are 20 pt tall, under 44: each view's frame is outlined (left: cells 0…95, rows 0…9).
        #expect(Array(lines[0])[0] == "┌")
        #expect(Array(lines[0])[95] == "┐")
        #expect(Array(lines[9])[0] == "└")
        #expect(o.statusText == "audit: 2 small, 1 ambiguous")
        #expect(o.panelLines.contains("swiftui: ambiguous left ~ right: 160.00 pt² near (99.75, 9.75) — add spacing or .exactHitArea()"))
    }

    @Test("uikit: no ambiguity; a swallowed zone under a plain view; follows slop")
    func uikitAndSlop() throws {
        let s = scene([view("button", 20, 2, 100, 16, tappable: true), view("label", 60, 2, 100, 16)],
                      width: 200, height: 20)
        let o = try #require(AuditOverlay(scene: s, file: "l.yaml", policy: .uikit, slop: nil))
        let row = Array(draw(o)[5])
        #expect(row[80] == "░")           // x = 80.5: the button under the label
        #expect(row[130] == " ")          // x = 130.5: the label alone
        #expect(o.statusText == "audit: 1 small, 1 swallowed")
        // Slop 0: the seam is no longer within reach of both.
        let zero = try #require(AuditOverlay(scene: seam, file: "seam.yaml", policy: .swiftui, slop: 0))
        #expect(!zero.findings.contains { $0.kind == .ambiguous })
    }
}
