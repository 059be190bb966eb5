/// The report's filters, which work without script: for each facet (kind,
/// policy, certainty) a group of radio buttons, `all` checked first, and for
/// each other button CSS rules (`:has()`) that, while it is checked, hide the
/// findings it leaves out (their table rows and their numbers on the
/// pictures), and the screens and kind groups left with none of its findings.
/// Without CSS the buttons do nothing and every finding is listed.
struct HTMLFilters {
    struct Facet {
        /// The radio group's name and the ids' part: `kind`, `policy`, `certainty`.
        var name: String
        var legend: String
        /// The class prefix a finding carries its value under (`k-small`).
        var prefix: String
        var options: [(value: String, label: String, count: Int)]
    }

    var facets: [Facet]

    /// The facets of these findings: only the values some finding has.
    init(findings: [AuditFinding]) {
        func count(_ test: (AuditFinding) -> Bool) -> Int { findings.reduce(0) { $0 + (test($1) ? 1 : 0) } }
        let kinds = FindingKind.allCases.map { k in (k.rawValue, k.rawValue, count { $0.kind == k }) }
        var policies = PolicyKind.allCases.map { p in (p.rawValue, p.rawValue, count { $0.policy == p }) }
        policies.append((Self.noPolicy, "none (close)", count { $0.policy == nil }))
        let certainties = [("certain", "certain", count { $0.certainty.isCertain }),
                           ("review", "to review", count { !$0.certainty.isCertain })]
        facets = [
            Facet(name: "kind", legend: "Kind", prefix: "k", options: kinds.filter { $0.2 > 0 }),
            Facet(name: "policy", legend: "Policy", prefix: "p", options: policies.filter { $0.2 > 0 }),
            Facet(name: "certainty", legend: "Certainty", prefix: "c", options: certainties.filter { $0.2 > 0 }),
        ]
    }

    /// The class value of a `close` finding's policy.
    static let noPolicy = "none"

    /// The classes every element that shows a finding carries: `finding`
    /// and its value of each facet (`finding k-small p-uikit c-certain`).
    static func classes(_ f: AuditFinding) -> String {
        "finding k-\(f.kind.rawValue) p-\(f.policy?.rawValue ?? noPolicy) c-\(f.certainty.name)"
    }

    static func id(_ facet: Facet, _ value: String) -> String { "filter-\(facet.name)-\(value)" }

    /// The radio buttons, a fieldset per facet.
    var controls: String {
        var out = "<div class=\"filters\">\n"
        for facet in facets {
            out += "<fieldset>\n<legend>\(facet.legend)</legend>\n"
            let total = facet.options.reduce(0) { $0 + $1.count }
            for (k, o) in ([("all", "all", total)] + facet.options).enumerated() {
                let id = Self.id(facet, o.value)
                out += "<span class=\"choice\"><input type=\"radio\" name=\"\(facet.name)\" id=\"\(id)\" "
                    + "value=\"\(o.value)\"\(k == 0 ? " checked=\"\"" : "")><label for=\"\(id)\">\(HTMLPage.text(o.label)) "
                    + "<span class=\"count\">(\(o.count))</span></label></span>\n"
            }
            out += "</fieldset>\n"
        }
        return out + "</div>\n"
    }

    /// The rules that make the buttons work.
    var css: String {
        var out = ""
        for facet in facets {
            for o in facet.options {
                let on = "body:has(#\(Self.id(facet, o.value)):checked)"
                let cls = ".\(facet.prefix)-\(o.value)"
                out += "\(on) .finding:not(\(cls)),\n"
                    + "\(on) .screen:not(:has(.finding\(cls))),\n"
                    + "\(on) .kind-group:not(:has(.finding\(cls))) { display: none; }\n"
            }
        }
        return out
    }
}
