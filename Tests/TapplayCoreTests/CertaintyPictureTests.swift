import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// SPEC 5.3 in the pictures: every SVG draws a finding to review dimmer and
/// dotted; the playground's overlay dots its zone and outline, and its panel
/// marks it `?` with its reason.
@Suite("Certainty in the pictures: SVG and the playground's audit overlay")
struct CertaintyPictureTests {
    /// Two 30 pt buttons, small under uikit; `guessed` only by a guess, so its
    /// finding is to review. A label in front of each swallows part of it.
    static let yaml = """
        name: Review picture
        canvas: [200, 60]
        platform: ios
        views:
          - id: sure
            frame: [10, 10, 30, 30]
            tappable: true
          - id: sure-cover
            frame: [10, 10, 10, 10]
          - id: guessed
            frame: [100, 10, 30, 30]
            tappable: true
            review: [tappable-guessed]
          - id: guessed-cover
            frame: [100, 10, 10, 10]
        """

    static func audit(policies: [PolicyKind] = [.uikit]) throws -> AuditResult {
        let scene = try SceneLoader.parse(yaml: yaml, source: "r.yaml")
        return try Audit.analyse(scene: scene, file: "r.yaml", options: AuditOptions(policies: policies))
    }

    /// The SVG elements between `<g class="review"` and its `</g>`, each group's text.
    static func reviewGroups(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g class=\"review\"").dropFirst().map { part in
            // The review group holds no nested </g> except a zone's inner group.
            var depth = 1, text = ""
            for line in part.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("<g") { depth += 1 }
                if line.hasPrefix("</g>") { depth -= 1 }
                if depth == 0 { break }
                text += line + "\n"
            }
            return text
        }
    }

    @Test("svg: a finding to review is drawn in a dimmer group with dotted strokes; a certain one is not")
    func svgReview() throws {
        let a = try Self.audit()
        let small = a.findings.filter { $0.kind == .small }
        #expect(small.map(\.views.first) == ["guessed", "sure"], "report order: views by name")
        #expect(small.map(\.certainty) == [.review(.tappableGuessed), .certain])
        let swallowed = a.findings.filter { $0.kind == .swallowed }
        #expect(swallowed.map(\.certainty.isCertain) == [false, true])
        let svg = AuditPicture.svg(a)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let groups = Self.reviewGroups(svg)
        #expect(groups.count == 2, "the review small and swallowed findings: \(svg)")
        #expect(svg.contains("<g class=\"review\" opacity=\"0.5\">"))
        let dash = "stroke-dasharray=\"\(ScenePicture.reviewDash)\""
        // The guessed view's outline, dotted, inside a review group.
        #expect(groups.contains { $0.contains("x=\"100\" y=\"10\" width=\"30\" height=\"30\"") && $0.contains(dash)
            && $0.contains("class=\"small\"") })
        // Its swallowed zone: a lighter tint, and a dotted outline of its bounds.
        #expect(groups.contains { $0.contains("<g class=\"swallowed\" fill-opacity=\"0.35\">") && $0.contains(dash) })
        // The certain view's outline: solid, not in a review group.
        let sure = svg.split(separator: "\n").filter { $0.contains("x=\"10\" y=\"10\" width=\"30\" height=\"30\" fill=\"none\"") }
        #expect(sure.count == 1 && !sure[0].contains("dasharray"))
        #expect(!groups.joined().contains("x=\"10\" y=\"10\" width=\"30\""))
        // The panels of several policies draw the same way; their titles count the review ones apart.
        let two = AuditPicture.svg(try Self.audit(policies: [.uikit, .swiftui]))
        #expect(Self.reviewGroups(two).count >= 2)
        #expect(two.contains("uikit: 1 small, 1 swallowed, to review 1 small, 1 swallowed"))
    }

    @Test("overlay: the panel lists certain findings first and marks review ones ? with their reason; zones and outlines dotted")
    func overlay() throws {
        let scene = try SceneLoader.parse(yaml: Self.yaml, source: "r.yaml")
        let o = try #require(AuditOverlay(scene: scene, file: "r.yaml", policy: .uikit, slop: nil))
        let lines = o.panelLines
        #expect(lines.count == 4)
        #expect(lines.prefix(2).allSatisfy { !$0.hasPrefix("?") })
        #expect(lines[2].hasPrefix("? uikit: small guessed: its taps land in 30 × 30 pt"))
        #expect(lines[2].hasSuffix("(to review, tappable-guessed: \(ReviewReason.tappableGuessed.question))"))
        #expect(lines[3].hasPrefix("? uikit: swallowed guessed by guessed-cover"))
        #expect(o.reviewCount == 2)
        #expect(o.statusText == "audit: 1 small, 1 swallowed, to review 1 small, 1 swallowed")
        // Drawn without colour, one point per cell column, two per row: the certain zone ░, the review zone ·; outlines dotted and dim.
        var buf = CellBuffer(width: 200, height: 30)
        AuditLayer(overlay: o).draw(into: &buf, area: ScreenArea(col: 0, row: 0, width: 200, height: 30),
                                    context: LayerContext(resolver: Resolver(scene: scene), viewport: Viewport(scale: 1),
                                                          colour: false))
        #expect(buf[15, 7].char == "░")
        #expect(buf[105, 7].char == "·")
        #expect(buf[20, 5].char == "╌" && buf[20, 5].attrs == [.bold])
        #expect(buf[120, 5].char == "┄" && buf[120, 5].attrs == [.dim])
        #expect(buf[100, 12].char == "┆" && buf[100, 5].char == "┌")
        // With colour, the review zone is dotted in the swallowed tint and keeps the cell's background.
        var colour = CellBuffer(width: 200, height: 30)
        AuditLayer(overlay: o).draw(into: &colour, area: ScreenArea(col: 0, row: 0, width: 200, height: 30),
                                    context: LayerContext(resolver: Resolver(scene: scene), viewport: Viewport(scale: 1),
                                                          colour: true))
        #expect(colour[15, 7].bg == .scene(.gray))
        #expect(colour[105, 7].char == "·" && colour[105, 7].fg == .scene(.gray) && colour[105, 7].bg == .default)
    }
}
