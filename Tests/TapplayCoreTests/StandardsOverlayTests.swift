import Testing
@testable import TapplayCore

/// The WCAG kinds in the playground's audit overlay and in the SVG, when the
/// standards (the config file's or `--standard`) ask for them.
@Suite("Audit standards: the playground's overlay and the SVG")
struct StandardsOverlayTests {
    /// a [10, 30) × [10, 30) and b [33, 53) × [10, 30): 20 × 20, 3 apart, their 24 circles cross.
    static let pair = twoViews("a", [10, 10, 20, 20], "b", [33, 10, 20, 20], canvas: Size(width: 100, height: 60))

    /// 1 pt per cell column: cell (c, r) is the point (c + 0.5, 2r + 1).
    static func make(standards: [Standard]?) -> Playground {
        var audit = AuditOptions()
        if let standards { audit.standards = standards }
        var pg = Playground(entries: [SceneEntry(path: "pair.yaml", scene: pair)], cols: 200, rows: 60,
                            colour: false, audit: audit, loader: { _ in pair })
        pg.setViewport(Viewport(scale: 1))
        _ = pg.handle(.key(.char("1")))
        _ = pg.handle(.key(.char("a")))
        return pg
    }

    @Test("with wcag-aa the undersized targets are outlined heavy and listed; by default they are not")
    func overlay() {
        let pg = Self.make(standards: [.wcagAA])
        let buf = pg.draw()
        // a's frame: columns 10…29, rows 5…14 (y = 11 … 29).
        #expect(buf[10, 5].char == "┏" && buf[29, 5].char == "┓")
        #expect(buf[10, 14].char == "┗" && buf[29, 14].char == "┛")
        #expect(buf[20, 5].char == "━" && buf[10, 9].char == "┃")
        let text = buf.plainText
        #expect(text.contains("audit: 2 target-size, 1 close"), "\(text)")
        #expect(text.contains("uikit: target-size a: WCAG 2.5.8: its largest square is 20 × 20 pt, under 24"))
        #expect(pg.note?.contains("┏━┓ under WCAG's target size") == true)
        // The default standard (platform): small, outlined dashed, no target-size.
        let plain = Self.make(standards: nil).draw()
        #expect(plain[10, 5].char == "┌")
        #expect(!plain.plainText.contains("target-size"))
        #expect(plain.plainText.contains("audit: 2 small, 1 close"))
    }

    @Test("the overlay built with options: their standards, the policy given")
    func direct() throws {
        var options = AuditOptions(policies: [.swiftui])
        options.standards = [.wcagAAA]
        let o = try #require(AuditOverlay(scene: Self.pair, file: "pair.yaml", policy: .uikit, options: options))
        #expect(o.result.policies == [.uikit])
        #expect(o.statusText == "audit: 2 target-size-enhanced, 1 close")
    }

    @Test("svg: the undersized target outlined and its 24-diameter circle drawn around its centre")
    func svg() throws {
        var options = AuditOptions(policies: [.uikit])
        options.standards = [.wcagAA, .wcagAAA]
        let r = try Audit.analyse(scene: Self.pair, file: "pair.yaml", options: options)
        let svg = AuditPicture.svg(r)
        // Centres (20, 20) and (43, 20); radius 12.
        #expect(svg.contains(#"<circle class="target-size" cx="20" cy="20" r="12" fill="none""#), "\(svg)")
        #expect(svg.contains(#"<circle class="target-size" cx="43" cy="20" r="12""#))
        #expect(svg.contains(#"<rect x="10" y="10" width="20" height="20" fill="none" stroke="\#(ScenePicture.targetSizeOutline)""#))
        // 2.5.5 marks the target (dashed), with no circle: it has no spacing exception.
        #expect(svg.components(separatedBy: "class=\"target-size-enhanced\"").count - 1 == 2)
        #expect(!svg.contains(#"<circle class="target-size-enhanced""#))
    }
}
