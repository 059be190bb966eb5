import Testing
@testable import TapplayCore

/// The playground's audit overlay (`a`), driven key by key without a terminal.
@Suite("Playground audit overlay")
struct PlaygroundAuditTests {
    /// top [10, 90) × [10, 50), bottom [10, 90) × [54, 94), slop 10: a 4 pt seam, ambiguous under swiftui.
    static let pair = topOverBottom

    /// 1 pt per cell column: cell (c, r) is the point (c + 0.5, 2r + 1).
    static func make(loader: @escaping Playground.Loader = { _ in pair }) -> Playground {
        var pg = Playground(entries: [SceneEntry(path: "pair.yaml", scene: pair)], cols: 200, rows: 60,
                            colour: false, loader: loader)
        pg.setViewport(Viewport(scale: 1))
        return pg
    }

    static func cell(_ pg: Playground, _ c: Int, _ r: Int) -> Character {
        pg.draw()[c, r].char
    }

    static func status(_ pg: Playground) -> String {
        let b = pg.draw()
        return (b.height - pg.layout.statusRows..<b.height).map { r in String((0..<b.width).map { b[$0, r].char }) }
            .joined(separator: "\n")
    }

    @Test("a: the seam tinted under swiftui, counts in the status line, findings in a panel")
    func toggles() {
        var pg = Self.make()
        _ = pg.handle(.key(.char("2")))
        #expect(Self.cell(pg, 50, 25) != "≈")          // no overlay yet
        _ = pg.handle(.key(.char("a")))
        #expect(pg.overlays.audit)
        // Row 25 is y = 51, inside the seam [50, 54): ambiguous.
        #expect(Self.cell(pg, 50, 25) == "≈")
        #expect(Self.cell(pg, 50, 13) != "≈")          // y = 27: inside top
        // Under swiftui the regions grow by the slop (top: y 0…52, x 0…100): not small.
        #expect(Self.cell(pg, 50, 5) != "╌")
        // The 4 pt gap is under the 8 pt spacing: close.
        let status = Self.status(pg)
        #expect(status.contains("audit: 1 ambiguous, 1 close"), "\(status)")
        let text = pg.draw().plainText
        #expect(text.contains("audit under swiftui: 2 findings"), "\(text)")
        #expect(text.contains("ambiguous top ~ bottom"))
        // uikit: the regions are the 80 × 40 frames, under 44 pt tall: outlined as small.
        _ = pg.handle(.key(.char("1")))
        #expect(Self.cell(pg, 50, 5) == "╌")          // top edge, row 5: y = 11
        #expect(Self.cell(pg, 10, 15) == "╎")         // left edge
        #expect(Self.status(pg).contains("audit: 2 small, 1 close"))
        _ = pg.handle(.key(.char("2")))
        _ = pg.handle(.key(.char("a")))
        #expect(Self.cell(pg, 50, 25) != "≈")
        _ = pg.handle(.key(.char("a")))
        _ = pg.handle(.key(.escape))
        #expect(!pg.overlays.audit)
    }

    @Test("the overlay follows the policy, the slop and a reload")
    func follows() {
        /// The scene the next reload reads.
        final class Next: @unchecked Sendable { var scene = PlaygroundAuditTests.pair }
        let next = Next()
        var pg = Self.make(loader: { _ in next.scene })
        _ = pg.handle(.key(.char("2")))
        _ = pg.handle(.key(.char("a")))
        #expect(Self.cell(pg, 50, 25) == "≈")
        // uikit is never ambiguous.
        _ = pg.handle(.key(.char("1")))
        #expect(Self.cell(pg, 50, 25) != "≈")
        #expect(Self.status(pg).contains("audit: 2 small, 1 close"))
        // Back to swiftui, slop 10 → 1: in the seam no point is within 1 pt of both.
        _ = pg.handle(.key(.char("2")))
        for _ in 0..<9 { _ = pg.handle(.key(.char("["))) }
        #expect(pg.slop == 1)
        #expect(Self.cell(pg, 50, 25) != "≈")
        for _ in 0..<9 { _ = pg.handle(.key(.char("]"))) }
        #expect(Self.cell(pg, 50, 25) == "≈")
        // Reload a scene whose bottom view moved 30 pt down and shrank to 14 pt: no seam, no close
        // pair; bottom's region (y 74…98 with slop) is under 44 pt tall.
        next.scene = Scene(name: "pair", canvas: Size(width: 100, height: 100), slop: 10, tree: [
            view("top", 10, 10, 80, 40, tappable: true), view("bottom", 10, 84, 80, 14, tappable: true)])
        _ = pg.handle(.key(.char("r")))
        #expect(Self.cell(pg, 50, 25) != "≈")
        #expect(Self.status(pg).contains("audit: 1 small │"), "\(Self.status(pg))")
    }
}
