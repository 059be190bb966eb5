/// The HTML report (SPEC 6.3): one page a reviewer opens from a CI run's
/// artifacts, self-contained (inline CSS and SVG, no script, nothing
/// fetched). A summary (screens, policies, findings certain and to review by
/// kind, the tool's version, new and fixed findings against a baseline),
/// filters by kind, policy and certainty (`HTMLFilters`), the findings
/// grouped by kind in `<details>`, and a section per screen: its picture
/// with the findings numbered on it (`ReportPicture`) and a table of them.
/// Semantic HTML that reads without CSS; every piece of scene text escaped
/// (`HTMLPage.text`); ids made from numbers, never from scene text; the same
/// bytes for the same audit.
enum HTMLReporter {
    /// One audited screen as the page shows it.
    struct Screen {
        /// 1-based, in the order given.
        var number: Int
        var scene: AuditedScene
        var findings: [AuditFinding]
        /// The audit behind it, for the picture; nil for a report made from findings alone.
        var audit: AuditResult?
        /// The app's screenshot, drawn under the picture (SPEC 6.2).
        var screenshot: Screenshot?

        var id: String { "screen-\(number)" }
        func findingID(_ k: Int) -> String { "\(id)-finding-\(k + 1)" }
        /// `3. Shop — login.txt`: unique in the page, as a region's name must be.
        var heading: String { "\(number). " + HTMLPage.text(scene.name) }
    }

    static func render(_ report: AuditReport) -> String {
        let byFile = report.findingsByFile()
        let aligned = report.audits.count == report.scenes.count
            && zip(report.audits, report.scenes).allSatisfy { $0.file == $1.file }
        let screens = report.scenes.enumerated().map { k, s in
            let audit = aligned ? report.audits[k] : nil
            return Screen(number: k + 1, scene: s, findings: audit?.findings ?? byFile[s.file] ?? [], audit: audit,
                          screenshot: report.screenshots[s.file])
        }
        let findings = screens.flatMap(\.findings)
        let filters = HTMLFilters(findings: findings)
        let version = "tapplay \(TapplayVersion.string)"
        let headline = "\(plural(screens.count, "screen")), \(plural(findings.count, "finding"))"
        let header = "<h1>tapplay audit</h1>\n<p>\(headline): \(certainties(findings)). Made by \(version).</p>\n"
        let main = summary(report, screens, findings, version: version)
            + HTMLPage.section(id: "filters", level: 2, heading: "Filters", body: findings.isEmpty
                ? "<p>No findings to filter.</p>\n"
                : "<p class=\"muted\">Show only the findings of one kind, policy or certainty (the screens and "
                    + "groups without any are hidden too).</p>\n" + filters.controls)
            + byKind(screens)
            + HTMLPage.section(id: "screens", level: 2, heading: "Screens", body: screens.map(section).joined())
        return HTMLPage.document(
            title: "tapplay audit: \(headline)", generator: version, style: HTMLStyle.sheet + filters.css,
            header: header, nav: nav(screens, findings: !findings.isEmpty), main: main,
            footer: "<p>Made by \(version): the tap problems of each screen, measured on its dump. "
                + "This page is self-contained: no script, nothing loaded from elsewhere.</p>\n")
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// `10 certain, 2 to review`.
    static func certainties(_ findings: [AuditFinding]) -> String {
        let review = findings.filter { !$0.certainty.isCertain }.count
        return "\(findings.count - review) certain, \(review) to review"
    }

    static func nav(_ screens: [Screen], findings: Bool) -> String {
        var out = "<ul>\n<li><a href=\"#summary\">Summary</a></li>\n<li><a href=\"#filters\">Filters</a></li>\n"
            + "<li><a href=\"#by-kind\">Findings by kind</a></li>\n<li><a href=\"#screens\">Screens</a>\n<ol>\n"
        for s in screens {
            out += "<li><a href=\"#\(s.id)\">\(HTMLPage.text(s.scene.name))</a> "
                + "<span class=\"count\">(\(s.findings.count))</span></li>\n"
        }
        return out + "</ol>\n</li>\n</ul>\n"
    }

    // MARK: - Summary

    static func summary(_ report: AuditReport, _ screens: [Screen], _ findings: [AuditFinding], version: String) -> String {
        let policies = PolicyKind.allCases.filter { p in screens.contains { $0.scene.policies.contains(p) } }
        var facts: [(String, String)] = [
            ("Screens", "\(screens.count)"),
            ("Policies", policies.isEmpty ? "none" : policies.map(\.rawValue).joined(separator: ", ")),
            ("Findings", "\(findings.count): \(certainties(findings))"),
        ]
        let known = screens.reduce(0) { $0 + $1.scene.known }, ignored = screens.reduce(0) { $0 + $1.scene.ignored }
        if known > 0 || ignored > 0 {
            facts.append(("Left out", "\(known) known from the baseline, \(ignored) ignored by the config"))
        }
        let omitted = screens.reduce(0) { $0 + $1.scene.omittedCount }
        if omitted > 0 {
            facts.append(("Not listed", "\(omitted) past the limit of \(Limits.maxFindingsPerScene) findings per screen"))
        }
        facts.append(("Tool", HTMLPage.text(version)))
        var body = "<dl class=\"facts\">\n" + facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>\n" }.joined() + "</dl>\n"
        let kinds = FindingKind.allCases.filter { k in findings.contains { $0.kind == k } }
        if !kinds.isEmpty {
            func counts(_ fs: [AuditFinding]) -> [String] {
                let review = fs.filter { !$0.certainty.isCertain }.count
                return ["\(fs.count - review)", "\(review)", "\(fs.count)"]
            }
            body += HTMLPage.table(
                caption: "Findings by kind", columns: ["Kind", "Certain", "To review", "All"],
                rows: kinds.map { k in ("", ["<a href=\"#kind-\(k.rawValue)\">\(k.rawValue)</a>"]
                    + counts(findings.filter { $0.kind == k })) },
                footer: ["All kinds"] + counts(findings), class: "counts")
        }
        if let b = report.baseline { body += baseline(b, new: findings.count) }
        return HTMLPage.section(id: "summary", level: 2, heading: "Summary", body: body)
    }

    /// New, known and fixed findings, and the fixed ones listed.
    static func baseline(_ b: BaselineComparison, new: Int) -> String {
        var out = "<h3 id=\"baseline-h\">Against the baseline</h3>\n"
            + "<p>\(new) new (every finding this page lists), \(b.known) known (left out), "
            + "\(b.fixed.count) fixed (in the baseline, not found now).</p>\n"
        guard !b.fixed.isEmpty else { return out }
        out += HTMLPage.table(
            caption: "Fixed since the baseline", columns: ["Screen", "Kind", "Policy", "Views"],
            rows: b.fixed.map { e in
                ("", [HTMLPage.text(e.scene), e.kind.rawValue, e.policy?.rawValue ?? "none (close)",
                      e.views.map { "<code>\(HTMLPage.text($0))</code>" }.joined(separator: ", ")])
            }, rowHeaders: false)
        return out
    }

    // MARK: - Findings by kind

    static func byKind(_ screens: [Screen]) -> String {
        var body = ""
        for kind in FindingKind.allCases {
            let rows = screens.flatMap { s in
                s.findings.enumerated().filter { $0.element.kind == kind }.map { (s, $0.offset, $0.element) }
            }
            guard !rows.isEmpty else { continue }
            let on = Set(rows.map(\.0.number)).count
            let rule = FindingRule.of(kind)
            body += "<details id=\"kind-\(kind.rawValue)\" class=\"kind-group k-\(kind.rawValue)\">\n"
                + "<summary>\(kind.rawValue): \(plural(rows.count, "finding")) "
                + "(\(certainties(rows.map(\.2)))) on \(plural(on, "screen"))</summary>\n"
                + "<p>\(HTMLPage.text(rule.short)) Usual fix: \(HTMLPage.text(rule.help))"
                + (rule.helpURI.map { " <a href=\"\(HTMLPage.text($0))\">W3C's Understanding page</a>." } ?? "")
                + "</p>\n"
            body += HTMLPage.table(
                caption: "The \(kind.rawValue) findings of every screen",
                columns: ["Screen", "#", "Finding", "Policy", "Certainty", "Reason"],
                rows: rows.map { s, k, f in
                    (" class=\"\(HTMLFilters.classes(f))\"",
                     ["<a href=\"#\(s.findingID(k))\">\(s.heading)</a>", "\(k + 1)", line(f), policy(f),
                      certainty(f), reason(f)])
                }, rowHeaders: false)
            body += "</details>\n"
        }
        if body.isEmpty { body = "<p>No findings.</p>\n" }
        return HTMLPage.section(id: "by-kind", level: 2, heading: "Findings by kind", body: body)
    }

    // MARK: - A screen

    static func section(_ s: Screen) -> String {
        // The summary line, without the file it begins with (said just before).
        let said = TextReporter.summary(s.scene, s.findings), head = s.scene.file + ": "
        var body = "<p>File: <code>\(HTMLPage.text(s.scene.file))</code>. "
            + HTMLPage.text(said.hasPrefix(head) ? String(said.dropFirst(head.count)) : said) + "</p>\n"
        if let audit = s.audit {
            let title = "Screen \(s.scene.name): its views"
                + (s.findings.isEmpty ? ", with no findings" : ", with its \(plural(s.findings.count, "finding")) "
                    + "numbered as in the table below")
                + (audit.policies.count > 1 ? ", one panel per policy (\(audit.policies.map(\.rawValue).joined(separator: ", ")))" : "")
            body += "<figure>\n"
                + ReportPicture.inlineSVG(audit, id: "\(s.id)-picture", title: title,
                                          numbers: audit.findings.indices.map { $0 + 1 },
                                          markClass: { "mark " + HTMLFilters.classes($0) }, screenshot: s.screenshot)
                + "<figcaption>Numbered rings: the findings below (dashed: to review). Purple zones: ambiguous; "
                + "dark zones: swallowed; orange outlines: small; red dashed outlines: unreachable; blue outlines "
                + "and circles: target size; dotted orange lines: close views.</figcaption>\n</figure>\n"
        }
        if s.findings.isEmpty {
            body += "<p>No findings on this screen.</p>\n"
        } else {
            body += HTMLPage.table(
                caption: "The findings of screen \(s.heading)",
                columns: ["#", "Finding", "Kind", "Policy", "Certainty", "Reason"],
                rows: s.findings.enumerated().map { k, f in
                    (" id=\"\(s.findingID(k))\" class=\"\(HTMLFilters.classes(f))\"",
                     ["\(k + 1)", line(f), f.kind.rawValue, policy(f), certainty(f), reason(f)])
                })
        }
        return HTMLPage.section(id: s.id, level: 3, heading: s.heading, class: "screen", body: body)
    }

    // MARK: - Cells

    /// The finding's text line, without the file it begins with (the screen's section names it).
    static func line(_ f: AuditFinding) -> String {
        let text = FindingFormat.textLine(f)
        let head = f.file + ": "
        return "<span class=\"line\">\(HTMLPage.text(text.hasPrefix(head) ? String(text.dropFirst(head.count)) : text))</span>"
    }

    static func policy(_ f: AuditFinding) -> String { f.policy?.rawValue ?? "none (close)" }

    static func certainty(_ f: AuditFinding) -> String {
        f.certainty.isCertain ? "<span class=\"badge certain\">certain</span>" : "<span class=\"badge review\">review</span>"
    }

    static func reason(_ f: AuditFinding) -> String {
        guard let r = f.certainty.because else { return "<span class=\"muted\">none</span>" }
        return "<code>\(r.rawValue)</code>: \(HTMLPage.text(r.question))"
    }
}
