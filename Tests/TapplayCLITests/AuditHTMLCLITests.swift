import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TapplayTestSupport

/// `tapplay audit --reporter html` and `--jobs`, end to end: the page of
/// real dumps against what `--json` reports, the same bytes whatever the
/// jobs in every reporter, and the refusals.
@Suite("tapplay audit: the HTML report and --jobs")
struct AuditHTMLCLITests {
    /// Example scenes with findings of every kind, a dump, and one without findings.
    static let scenes = ["audit.yaml", "target-size.yaml", "label-over-button.yaml", "compose-icons.yaml",
                         "vstack-neighbours.yaml", "single-square.yaml", "dumps/login-form-uikit.txt",
                         "dumps/settings-list-uiautomator.xml", "dumps/cart-compose.txt"].map(CLI.scene)

    /// The page as XML: without its doctype, void elements closed.
    static func parse(_ html: String) throws -> XMLDocument {
        var xml = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
        xml = xml.replacingOccurrences(of: #"<(meta|input)([^>]*)>"#, with: "<$1$2/>", options: .regularExpression)
        return try XMLDocument(data: Data(xml.utf8), options: [])
    }

    @Test("--reporter html without --output is refused with one line; --jobs 0 too")
    func refusals() throws {
        let r = try CLI.run(["audit", Self.scenes[0], "--reporter", "html"])
        #expect(r.status == 64 && r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("--output"), "\(r.stderr)")
        let j = try CLI.run(["audit", Self.scenes[0], "--jobs", "0"])
        #expect(j.status == 64 && j.stderr.contains("--jobs must be at least 1"), "\(j.stderr)")
    }

    @Test("--jobs 1 and --jobs 4 print the same bytes in every reporter, stdout and stderr, and the same status")
    func jobsChangeNoByte() throws {
        let dir = try TemporaryFiles.folder("jobs", holding: [:]).path
        for reporter in ["text", "json", "sarif", "github", "junit", "html"] {
            var outputs: [String] = []
            for jobs in ["1", "4"] {
                let out = "\(dir)/\(reporter)-\(jobs).out"
                let r = try CLI.run(["audit"] + Self.scenes + ["--reporter", reporter, "--output", out, "--jobs", jobs,
                                                              "--standard", "platform", "--standard", "wcag-aa"])
                #expect(r.status == 1, "\(reporter): \(r.stderr)")
                outputs.append(try String(contentsOfFile: out, encoding: .utf8) + "\n---\n" + r.stderr)
                // Standard output too.
                if reporter == "text" {
                    let s = try CLI.run(["audit"] + Self.scenes + ["--reporter", reporter, "--jobs", jobs])
                    outputs.append(s.stdout + "\n---\n" + s.stderr + "\(s.status)")
                }
            }
            let half = outputs.count / 2
            #expect(Array(outputs[..<half]) == Array(outputs[half...]), "\(reporter)")
            #expect(!outputs[0].isEmpty)
        }
    }

    @Test("--jobs: stderr in the order given, and the first refused scene stops the run as with one job")
    func jobsErrors() throws {
        let bad = try CLI.tempFile("name: x\ncanvas: [10, 10]\nviews: [{id: 1bad, frame: [0, 0]}]\n", name: "bad.yaml")
        let scenes = [Self.scenes[0], bad, Self.scenes[1], bad]
        let one = try CLI.run(["audit"] + scenes + ["--jobs", "1"])
        let four = try CLI.run(["audit"] + scenes + ["--jobs", "4"])
        #expect(one.status == 2 && four.status == 2)
        #expect(one.stderr == four.stderr && !one.stderr.isEmpty)
        // Too fine a resolution for the big scenes: the first in order is the one reported.
        let fine = ["audit", Self.scenes[2], Self.scenes[0], Self.scenes[1], "--resolution", "0.001"]
        let a = try CLI.run(fine + ["--jobs", "1"]), b = try CLI.run(fine + ["--jobs", "3"])
        #expect(a.status == 2 && a.stderr == b.stderr && a.stdout == b.stdout, "\(a.stderr)\n\(b.stderr)")
    }

    @Test("the page of real dumps: well-formed, a section per dump with its picture and as many rows as --json",
          SharedImports.required)
    func realDumps() throws {
        let dumps = SharedImports.subfolders.compactMap { SharedImports.samples(in: $0).first }.prefix(6)
        let paths = Array(dumps)
        let out = try TemporaryFiles.folder("html", holding: [:]).path + "/report.html"
        let r = try CLI.run(["audit"] + paths + ["--reporter", "html", "--output", out])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(!html.lowercased().contains("<script"))
        let doc = try Self.parse(html)
        let ids = try doc.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(Set(ids).count == ids.count)
        let json = try CLI.run(["audit"] + paths + ["--json"]).lines.compactMap(jsonObject)
        for (k, path) in paths.enumerated() {
            let section = "//section[@id='screen-\(k + 1)']"
            #expect(try doc.nodes(forXPath: section + "//*[local-name()='svg' and @role='img']").count == 1, "\(path)")
            let rows = try doc.nodes(forXPath: section + "//tr[contains(@class, 'finding')]").count
            #expect(rows == json.filter { $0["scene"] as? String == path }.count, "\(path)")
        }
    }
}
