/// The frame of an HTML report: the document with its language, character
/// set, title and style, the landmarks a reader (and a screen reader) finds
/// their way by (`header`, `nav`, `main`, `footer`), and the escaping that
/// keeps every piece of scene text inert.
enum HTMLPage {
    /// Text made safe for HTML element content and quoted attribute values
    /// alike: markup characters and both quotes as references, control
    /// characters shown (`^[`, `?`) rather than kept (`XMLText.picture`).
    static func text(_ s: String) -> String { XMLText.picture(s) }

    /// The whole page. `title` and the parts are already HTML.
    static func document(title: String, generator: String, style: String,
                         header: String, nav: String, main: String, footer: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(text(generator))">
        <title>\(title)</title>
        <style>
        \(style)</style>
        </head>
        <body>
        <header>
        \(header)</header>
        <nav aria-label="Contents">
        \(nav)</nav>
        <main id="main">
        \(main)</main>
        <footer>
        \(footer)</footer>
        </body>
        </html>

        """
    }

    /// `<section id="ID" aria-labelledby="ID-h">` with its heading: a named
    /// region, listed by screen readers under its heading.
    static func section(id: String, level: Int, heading: String, class cls: String? = nil, body: String) -> String {
        "<section id=\"\(id)\"" + (cls.map { " class=\"\($0)\"" } ?? "") + " aria-labelledby=\"\(id)-h\">\n"
            + "<h\(level) id=\"\(id)-h\">\(heading)</h\(level)>\n" + body + "</section>\n"
    }

    /// A table with a caption and column headers (`scope="col"`); each row is
    /// its cells' HTML, the first a row header when `rowHeaders`.
    static func table(caption: String, columns: [String], rows: [(attributes: String, cells: [String])],
                      rowHeaders: Bool = true, footer: [String]? = nil, class cls: String? = nil) -> String {
        var out = "<table" + (cls.map { " class=\"\($0)\"" } ?? "") + ">\n<caption>\(caption)</caption>\n<thead><tr>"
        for c in columns { out += "<th scope=\"col\">\(c)</th>" }
        out += "</tr></thead>\n<tbody>\n"
        func row(_ cells: [String]) -> String {
            cells.enumerated().map { k, c in
                k == 0 && rowHeaders ? "<th scope=\"row\">\(c)</th>" : "<td>\(c)</td>"
            }.joined()
        }
        for r in rows { out += "<tr\(r.attributes)>" + row(r.cells) + "</tr>\n" }
        out += "</tbody>\n"
        if let footer { out += "<tfoot><tr>" + row(footer) + "</tr></tfoot>\n" }
        return out + "</table>\n"
    }
}
