import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TapplayCore
import TapplayTestSupport

/// The HTML report (SPEC 6.3) as text: well-formed, ids unique, no script,
/// everything from a scene escaped, a section and a table row per finding,
/// new and fixed findings against a baseline. (The browser test,
/// Tests/browser/report_test.py, checks what only a browser can tell.)
@Suite("The HTML report")
struct HTMLReportTests {
    /// A scene whose name, labels and file name are markup and quotes; under
    /// swiftui an ambiguous seam, and a close pair.
    static let hostileName = "<script>alert(1)</script> & \"q\" 'x' ]]>"
    static let hostileFile = "we<i>rd&\"q'.yaml"
    static let yaml = """
        name: "<script>alert(1)</script> & \\"q\\" 'x' ]]>"
        canvas: [200, 200]
        views:
          - id: reply
            frame: [10, 10, 50, 50]
            tappable: true
            label: "<script>alert(2)</script> & \\"y\\" 'z'"
          - id: boost
            frame: [64, 10, 40, 50]
            hitInsets: { top: 0, left: 0, bottom: 0, right: 10 }
            tappable: true
        """
    static let clean = """
        name: clean
        canvas: [100, 100]
        views:
          - id: ok
            frame: [10, 10, 60, 60]
            tappable: true
        """

    static func run(baseline: Baseline? = nil) throws -> (AuditCIRun, AuditReport) {
        let path = try baseline.map { try TemporaryFiles.file($0.serialized, name: "baseline.json") }
        let run = try AuditCIRun(reporter: .html, configPath: nil, baselinePath: path, currentDirectory: "/nonexistent")
        let options = run.options(policies: [.uikit, .swiftui], minSize: nil, spacing: nil, resolution: nil,
                                  slop: nil, radius: nil)
        let scenes = [(Self.hostileFile, try SceneLoader.parse(yaml: Self.yaml, source: Self.hostileFile)),
                      ("clean.yaml", try SceneLoader.parse(yaml: Self.clean, source: "clean.yaml"))]
        let results = try run.analyse(scenes.map { (file: $0.0, scene: $0.1) }, options: options)
        return (run, run.report(results))
    }

    /// The page as XML: HTML5's doctype and void elements are the only things XML would refuse.
    static func parse(_ html: String) throws -> XMLDocument {
        var xml = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
        xml = xml.replacingOccurrences(of: #"<(meta|input)([^>]*)>"#, with: "<$1$2/>", options: .regularExpression)
        return try XMLDocument(data: Data(xml.utf8), options: [])
    }

    @Test("well-formed (tags balance, as XML once void elements are closed), lang, no script, ids unique")
    func wellFormed() throws {
        let (_, report) = try Self.run()
        let html = ReporterKind.html.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.lowercased().contains("<script"))
        let doc = try Self.parse(html)
        let ids = try doc.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "\(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys)")
        // Every fragment link points at an id of the page.
        for href in try doc.nodes(forXPath: "//@href").compactMap(\.stringValue) where href.hasPrefix("#") {
            #expect(ids.contains(String(href.dropFirst())), "\(href)")
        }
        for landmark in ["header", "nav", "main", "footer"] {
            #expect(try doc.nodes(forXPath: "//\(landmark)").count == 1, "\(landmark)")
        }
        // Headings in order: never a level skipped on the way down.
        let levels = try doc.nodes(forXPath: "//*[self::h1 or self::h2 or self::h3 or self::h4]")
            .compactMap { $0.name.flatMap { Int($0.dropFirst()) } }
        #expect(levels.first == 1)
        for (a, b) in zip(levels, levels.dropFirst()) { #expect(b <= a + 1, "h\(a) then h\(b)") }
        // Every picture is an image with a text alternative.
        #expect(try doc.nodes(forXPath: "//*[local-name()='svg' and @class='picture']").count == 2)
        let titles = try doc.nodes(forXPath: "//*[local-name()='svg' and @class='picture' and @role='img']/@aria-labelledby")
            .compactMap(\.stringValue)
        #expect(titles.count == 2)
        for title in titles {
            let text = try doc.nodes(forXPath: "//*[local-name()='title' and @id='\(title)']").first?.stringValue
            #expect(text?.hasPrefix("Screen ") == true, "\(title)")
        }
        // Deterministic: the same bytes from the same audit.
        #expect(ReporterKind.html.render(try Self.run().1) == html)
    }

    @Test("everything from a scene is escaped: the name, labels and file name read back as text")
    func escaping() throws {
        let (_, report) = try Self.run()
        let html = ReporterKind.html.render(report)
        #expect(!html.contains("<script>") && !html.contains("<i>rd"))
        let doc = try Self.parse(html)
        let heading = try doc.nodes(forXPath: "//section[@id='screen-1']/h3").first?.stringValue
        #expect(heading == "1. " + Self.hostileName)
        let code = try doc.nodes(forXPath: "//section[@id='screen-1']/p/code").first?.stringValue
        #expect(code == Self.hostileFile)
        let texts = try doc.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains { $0.hasPrefix("<scr") }, "the label drawn as text in the picture: \(texts)")
    }

    @Test("a section per screen, a row per finding in report order, with kind, policy, certainty and reason")
    func sections() throws {
        let (_, report) = try Self.run()
        let doc = try Self.parse(ReporterKind.html.render(report))
        #expect(try doc.nodes(forXPath: "//section[contains(@class, 'screen')]").count == 2)
        let rows = try doc.nodes(forXPath: "//section[@id='screen-1']//tr[contains(@class, 'finding')]") as? [XMLElement] ?? []
        let mine = report.findings.filter { $0.file == Self.hostileFile }
        #expect(rows.count == mine.count && mine.count == 2)
        for (row, f) in zip(rows, mine) {
            let cells = (row.children ?? []).map { $0.stringValue ?? "" }
            #expect(cells.count == 6)
            #expect(cells[1] == String(f.textLine.dropFirst(Self.hostileFile.count + 2)))
            #expect(cells[2] == f.kind.rawValue && cells[3] == (f.policy?.rawValue ?? "none (close)"))
            #expect(cells[4] == f.certainty.name)
            #expect(row.attribute(forName: "class")?.stringValue == "finding k-\(f.kind.rawValue) p-\(f.policy?.rawValue ?? "none") c-certain")
        }
        // Numbered on the picture, in the panel of its policy (close in each).
        let marks = try doc.nodes(forXPath: "//section[@id='screen-1']//*[local-name()='g' and contains(@class, 'mark')]")
        #expect(marks.count == 3, "ambiguous in swiftui's panel, close in both")
        #expect(try doc.nodes(forXPath: "//section[@id='screen-2']//tr").isEmpty)
        // The kind groups count them, and the filters offer what is there.
        #expect(try doc.nodes(forXPath: "//details[@id='kind-ambiguous']//tr[contains(@class, 'finding')]").count == 1)
        let radios = try doc.nodes(forXPath: "//input[@type='radio']/@id").compactMap(\.stringValue)
        #expect(radios == ["filter-kind-all", "filter-kind-ambiguous", "filter-kind-close",
                           "filter-policy-all", "filter-policy-swiftui", "filter-policy-none",
                           "filter-certainty-all", "filter-certainty-certain"])
    }

    @Test("a review finding says so, with its reason; the filters and counts split certain from review")
    func review() {
        var f = AuditCIFixtures.small()
        f.certainty = .review(.densityAssumed)
        let report = AuditReport(scenes: [AuditedScene(file: f.file, name: f.sceneName, policies: [.uikit])],
                                 findings: [f, AuditCIFixtures.unreachable()])
        let html = ReporterKind.html.render(report)
        #expect(html.contains("<span class=\"badge review\">review</span></td><td><code>density-assumed</code>: "
            + XMLText.picture(ReviewReason.densityAssumed.question)))
        #expect(html.contains("id=\"filter-certainty-review\""))
        #expect(html.contains("1 certain, 1 to review"))
        #expect(html.contains("body:has(#filter-certainty-review:checked) .finding:not(.c-review)"))
    }

    @Test("against a baseline: the new findings, the known, and the fixed (entries of these screens not found now)")
    func baseline() throws {
        let (_, first) = try Self.run()
        let ambiguous = try #require(first.findings.first { $0.kind == .ambiguous })
        let gone = Baseline.Entry(scene: Self.hostileName, kind: .small, policy: .uikit, views: ["old-button"], area: 10)
        let elsewhere = Baseline.Entry(scene: "another screen", kind: .small, policy: .uikit, views: ["x"], area: 10)
        let (_, report) = try Self.run(baseline: Baseline(entries: [Baseline.Entry(ambiguous), gone, elsewhere]))
        let comparison = try #require(report.baseline)
        #expect(comparison.known == 1)
        #expect(comparison.fixed == [gone])
        let html = ReporterKind.html.render(report)
        #expect(html.contains("<p>1 new (every finding this page lists), 1 known (left out), 1 fixed"))
        #expect(html.contains("<code>old-button</code>") && !html.contains("another screen"))
        #expect(try Self.run().1.baseline == nil)
    }
}
