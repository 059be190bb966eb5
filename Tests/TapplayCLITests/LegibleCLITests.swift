import Foundation
import Testing
import TapplayTestSupport
import TapplayCore

/// SPEC §6.1 as the issue checks it, on every real dump: `render` at 120 × 40
/// and 200 × 60 and `render --svg --audit`; and the command line's own help
/// for a mistyped subcommand.
@Suite("Legible pictures of real screens")
struct LegibleCLITests {
    /// Cells a line takes by the C library's `wcwidth`, scalar by scalar.
    static func wcswidth(_ line: String) -> Int {
        DisplayWidth.withLocale(named: "C.UTF-8") {
            line.unicodeScalars.reduce(0) { $0 + max(0, DisplayWidth.wcwidth($1)) }
        } ?? line.count
    }

    static var dumps: [String] { SharedImports.subfolders.flatMap { SharedImports.samples(in: $0) } }

    @Test("every real dump at 120 × 40 and 200 × 60: no row wider than the terminal, no ^ escape, nothing beyond the canvas",
          SharedImports.required)
    func realDumps() throws {
        for dump in Self.dumps {
            for (cols, rows) in [(120, 40), (200, 60)] {
                let r = try CLI.run(["render", dump, "--cols", "\(cols)", "--rows", "\(rows)"])
                #expect(r.status == 0, "\(dump): \(r.stderr)")
                let picture = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).map(String.init)
                guard let first = picture.first else { continue }
                let canvas = Self.wcswidth(first)
                for line in picture {
                    #expect(Self.wcswidth(line) <= min(cols, canvas), "\(dump) at \(cols): \(line)")
                    #expect(!line.contains("^"), "\(dump) at \(cols): \(line)")
                }
            }
        }
    }

    @Test("every real dump as SVG: the CJK fonts, no ^ escape in its text, drawn within the canvas", SharedImports.required)
    func realDumpsSVG() throws {
        for dump in Self.dumps {
            let out = try CLI.tempFile("", name: "picture.svg")
            let r = try CLI.run(["render", dump, "--svg", out, "--audit"])
            #expect(r.status == 0, "\(dump): \(r.stderr)")
            let svg = try String(contentsOfFile: out, encoding: .utf8)
            #expect(svg.contains(#""Noto Sans CJK JP", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif"#))
            #expect(svg.contains(#"<svg class="canvas" x="0" y="0""#))
            for piece in svg.components(separatedBy: "<text").dropFirst() {
                let text = piece.split(separator: ">", maxSplits: 1).last.map { $0.prefix { $0 != "<" } } ?? ""
                #expect(!text.contains("^"), "\(dump): \(text)")
            }
        }
    }

    @Test("a mistyped subcommand: did you mean, status 64; a far one is still read as a scene")
    func didYouMean() throws {
        let r = try CLI.run(["rendr", "x.yaml"])
        #expect(r.status == 64)
        #expect(r.stderr == "tapplay: rendr is no command nor a file: did you mean render? (see tapplay --help)\n")
        #expect(try CLI.run(["audti"]).stderr.contains("did you mean audit?"))
        let far = try CLI.run(["zzzzzzzz.yaml"])
        #expect(!far.stderr.contains("did you mean"))
    }

    @Test("render --ids titles plain containers where the id fits whole")
    func renderIDs() throws {
        let path = try CLI.tempFile(SceneYAML("ids", canvas: [390, 420], views: [
            .view("Wrapper", [0, 0, 390, 420]),
            .tappable("ok", [20, 100, 350, 80], "color: blue", "label: Calls & Settings"),
        ]).text)
        let plain = try CLI.run(["render", path, "--cols", "60", "--rows", "20"])
        #expect(!plain.stdout.contains("Wrapper"))
        let titled = try CLI.run(["render", path, "--cols", "60", "--rows", "20", "--ids"])
        #expect(titled.stdout.contains("Wrapper"))
        #expect(titled.stdout.contains("Calls & Settings"))
    }

    @Test("README's showcase runs as typed and prints what README shows")
    func readmeShowcase() throws {
        let readme = try String(contentsOf: Project.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = "```console\n$ .build/debug/tapplay render "
        let block = try #require(readme.components(separatedBy: start).dropFirst().first?
            .components(separatedBy: "\n```").first, "README has no render showcase")
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        let command = "render " + lines[0]
        // The one shell construct: `--taps <(printf '…')`, a file of the printed lines here.
        let taps = try #require(command.range(of: #"<\(printf '([^']*)'\)"#, options: .regularExpression))
        let printed = String(command[taps]).dropFirst("<(printf '".count).dropLast("')".count)
            .replacingOccurrences(of: "\\n", with: "\n")
        let file = try CLI.tempFile(printed, name: "taps.txt")
        let args = command.replacingCharacters(in: taps, with: file).split(separator: " ").map(String.init)
        let r = try CLI.run(in: Project.root.path, args)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == lines.dropFirst().joined(separator: "\n") + "\n")
    }
}
