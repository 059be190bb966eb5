import Foundation
import Testing
import TapplayTestSupport

/// The documentation holds together: every relative link in README.md and
/// docs/ leads somewhere, and every command `tapplay --help` lists is in the
/// command table of docs/commands.md with every option its own --help lists;
/// docs/ARCHITECTURE.md names only files, folders and types that exist.
@Suite("Docs: links that resolve, every command's options documented")
struct DocsTests {
    /// README.md and every page in docs/.
    static func pages() throws -> [URL] {
        let docs = Project.root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [Project.root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    /// Why `target`, a link on `page`, does not resolve; nil when it does. A relative
    /// link must name a file or folder inside the project; its `#anchor`, a heading
    /// (GitHub's slug) or an HTML anchor of the Markdown page it names.
    static func problem(_ target: String, on page: URL) throws -> String? {
        if Markdown.isExternal(target) { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].removingPercentEncoding ?? parts[0]
        let file = path.isEmpty ? page : URL(fileURLWithPath: path, relativeTo: page.deletingLastPathComponent()).standardizedFileURL
        guard file.path.hasPrefix(Project.root.standardizedFileURL.path + "/") else { return "outside the project" }
        guard FileManager.default.fileExists(atPath: file.path) else { return "no such file" }
        guard parts.count == 2 else { return nil }
        guard file.pathExtension == "md" else { return "an anchor into a file that is not Markdown" }
        let anchors = try Markdown.anchors(in: try String(contentsOf: file, encoding: .utf8))
        return anchors.contains(parts[1]) ? nil : "no heading or anchor #\(parts[1]) in \(file.lastPathComponent)"
    }

    @Test("every relative link in README.md and docs/*.md resolves: the file, and the heading of a #anchor")
    func links() throws {
        let pages = try Self.pages()
        #expect(pages.count >= 10, "\(pages.map(\.lastPathComponent))")
        var relative = 0
        for page in pages {
            for link in try Markdown.links(in: try String(contentsOf: page, encoding: .utf8)) {
                if !Markdown.isExternal(link.target) { relative += 1 }
                if let problem = try Self.problem(link.target, on: page) {
                    Issue.record("\(page.lastPathComponent):\(link.line): \(link.target): \(problem)")
                }
            }
        }
        #expect(relative >= 20, "only \(relative) relative links found: is the link parser broken?")
    }

    @Test("the link checker refuses what GitHub would not find, and finds what it would")
    func linkChecker() throws {
        let readme = Project.root.appendingPathComponent("README.md")
        let commands = Project.root.appendingPathComponent("docs/commands.md")
        #expect(try Self.problem("docs/commands.md", on: readme) == nil)
        #expect(try Self.problem("commands.md#hit", on: commands) == nil)
        #expect(try Self.problem("#hit", on: commands) == nil)
        #expect(try Self.problem("https://example.com/x.md#y", on: readme) == nil)
        #expect(try Self.problem("docs/nothing-here.md", on: readme) == "no such file")
        #expect(try Self.problem("../../etc/passwd", on: readme) == "outside the project")
        #expect(try Self.problem("docs/commands.md#no-such-heading", on: readme)?.hasPrefix("no heading") == true)
        // GitHub's slugs: punctuation gone, spaces made '-', case folded, duplicates numbered.
        #expect(Markdown.slug("gestures — the gesture lab") == "gestures--the-gesture-lab")
        #expect(Markdown.slug("`tapplay hit` and `--at X,Y`") == "tapplay-hit-and---at-xy")
        #expect(Markdown.slug("Maestro, idb, Espresso, dumpsys and Compose") == "maestro-idb-espresso-dumpsys-and-compose")
        #expect(Markdown.slug("[The audit](audit.md): 44 × 44 pt") == "the-audit-44--44-pt")
        let page = "# A\n\n## Same\n\n```\n# not a heading\n```\n\n## Same\n<a id=\"here\"></a>\n"
        #expect(try Markdown.anchors(in: page) == ["a", "same", "same-1", "here"])
        let links = try Markdown.links(in: "[a](x.md) `[b](y.md)` ![c](p.svg \"t\")\n```\n[d](z.md)\n```\n[e]: ref.md\n")
        #expect(links.map(\.target) == ["x.md", "p.svg", "ref.md"])
    }

    /// The rows of docs/commands.md's command table: each synopsis (the first cell,
    /// without its backticks) by the subcommand it documents (`tapplay` alone: `run`).
    static func synopses() throws -> [String: [String]] {
        let text = try String(contentsOf: Project.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `tapplay") {
            // Cells split on '|' that is not escaped as '\|'.
            let first = line.dropFirst(2).replacingOccurrences(of: "\\|", with: "\u{0}")
                .split(separator: "|").first.map { String($0).replacingOccurrences(of: "\u{0}", with: "|") } ?? ""
            // `tapplay` / `tapplay run …`: the run row names both.
            for synopsis in first.components(separatedBy: " / ") {
                let words = synopsis.replacingOccurrences(of: "`", with: "").split(separator: " ").map(String.init)
                let sub = words.count > 1 && !words[1].hasPrefix("[") && !words[1].hasPrefix("-") ? words[1] : "run"
                rows[sub, default: []].append(synopsis)
            }
        }
        return rows
    }

    @Test("every subcommand in --help has a row in docs/commands.md's table naming every option its --help lists, and no other")
    func commandsDocumented() throws {
        let rows = try Self.synopses()
        for sub in try HelpText.subcommands() {
            guard let synopses = rows[sub] else {
                Issue.record("docs/commands.md has no row for tapplay \(sub)")
                continue
            }
            let documented = Set(synopses.flatMap { s in
                s.split(whereSeparator: { " []|=".contains($0) }).filter { $0.hasPrefix("--") }.map(String.init)
            })
            let listed = Set(try HelpText.options(of: sub).map(\.name))
            for option in listed.subtracting(documented).sorted() {
                Issue.record("docs/commands.md: tapplay \(sub)'s row leaves out \(option)")
            }
            for option in documented.subtracting(listed).sorted() {
                Issue.record("docs/commands.md: tapplay \(sub)'s row names \(option), which its --help does not list")
            }
        }
    }

    /// The project's files and folders, as paths relative to its root (no `.build`, no `.git`).
    static func projectPaths() -> (files: Set<String>, folders: Set<String>) {
        var files = Set<String>(), folders = Set<String>()
        let root = Project.root.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return (files, folders) }
        while let path = walk.nextObject() as? String {
            if path == ".build" || path == ".git" || path.hasPrefix(".build/") || path.hasPrefix(".git/") {
                walk.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if isFolder.boolValue { folders.insert(path) } else { files.insert(path) }
        }
        return (files, folders)
    }

    @Test("docs/ARCHITECTURE.md names only what exists: every file and folder in backticks, every type and its member")
    func architectureNamesExist() throws {
        let text = try String(contentsOf: Project.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let (files, folders) = Self.projectPaths()
        var swift = ""
        for f in files where f.hasSuffix(".swift") && (f.hasPrefix("Sources/") || f.hasPrefix("Tests/")) {
            swift += try String(contentsOfFile: Project.root.appendingPathComponent(f).path, encoding: .utf8) + "\n"
        }
        func declares(_ pattern: String) -> Bool { swift.range(of: pattern, options: .regularExpression) != nil }
        var paths = 0, names = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for span in try Markdown.captures("`([^`]+)`", in: String(line)) where !span.contains(" ") {
                let problem: String?
                if span.contains("/") || span.range(of: #"^[A-Za-z][\w+.-]*\.(swift|md|yaml|yml|h|sh|json)$"#,
                                                    options: .regularExpression) != nil {
                    // A file or folder: the path itself, or the end of one (`Hit/Index/`, `Playground+Input.swift`).
                    if span.hasPrefix("../") || span.hasPrefix("/") { continue }
                    paths += 1
                    // A trailing '/' names a folder; without it, a file or a folder (`Sources/tapplay`).
                    let folder = span.hasSuffix("/")
                    let name = folder ? String(span.dropLast()) : span
                    let pool = folder ? folders : files.union(folders)
                    problem = pool.contains(name) || pool.contains(where: { $0.hasSuffix("/" + name) })
                        ? nil : "no such \(folder ? "folder" : "file or folder")"
                } else if let m = span.firstMatch(of: /^([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*))?(?:\(.*\))?$/) {
                    // A type, or a type's member: `Keymap`, `Keymap.action(for:)`, `Playground(entries:settings:)`.
                    names += 1
                    let type = String(m.output.1)
                    if !declares(#"(struct|enum|class|protocol|typealias|actor)\s+"# + type + #"\b"#) {
                        problem = "no type \(type)"
                    } else if let member = m.output.2.map(String.init),
                              !declares(#"(func|var|let|case)\s+(\w+(\([^)]*\))?\s*,\s*)*"# + member + #"\b"#) {
                        problem = "no member \(member)"
                    } else {
                        problem = nil
                    }
                } else {
                    continue
                }
                if let problem { Issue.record("docs/ARCHITECTURE.md:\(number + 1): `\(span)`: \(problem)") }
            }
        }
        #expect(paths >= 40 && names >= 40, "only \(paths) paths and \(names) names found: is the span reader broken?")
    }
}
