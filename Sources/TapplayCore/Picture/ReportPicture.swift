/// The audit picture of one screen as an HTML report shows it: inline in the
/// page (no XML declaration), an image with a text alternative
/// (`role="img"`, named by its `<title>`), the panels of `AuditPicture` with
/// each finding's number drawn at its place, in the panel of its policy (a
/// `close` finding in each), a finding to review in a dashed ring.
public enum ReportPicture {
    /// `id`: the element's id (its title's is `id-title`), unique in the
    /// page; `numbers`: parallel to the audit's findings, each one's number in
    /// the report; `markClass`: the class attribute of each finding's number
    /// (so that the page's filters hide it with its row); `screenshot`: the
    /// app's picture under the views, which are then outlines (SPEC 6.2).
    public static func inlineSVG(_ a: AuditResult, id: String, title: String, numbers: [Int],
                                 markClass: (AuditFinding) -> String, screenshot: Screenshot? = nil) -> String {
        let scene = a.scene
        let radius = max(6, min(scene.canvas.width, scene.canvas.height) / 45)
        let d = AuditPicture.drawing(a, screenshot: screenshot) { policy in
            var w = SVGWriter()
            for (f, number) in zip(a.findings, numbers) where f.policy == policy || f.policy == nil {
                guard let at = anchor(f, in: scene) else { continue }
                let c = Point(x: min(max(at.x, radius), max(radius, scene.canvas.width - radius)),
                              y: min(max(at.y, radius), max(radius, scene.canvas.height - radius)))
                let review = !f.certainty.isCertain
                w.raw("<g class=\"\(SVGWriter.escape(markClass(f)))\">")
                w.raw("<circle cx=\"\(SVGWriter.n(c.x))\" cy=\"\(SVGWriter.n(c.y))\" r=\"\(SVGWriter.n(radius))\" "
                      + "fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"\(SVGWriter.n(radius / 5))\""
                      + (review ? " stroke-dasharray=\"\(SVGWriter.n(radius / 2.5)) \(SVGWriter.n(radius / 4))\"" : "")
                      + "/>")
                let size = radius * (number < 100 ? 1.1 : 0.8)
                w.raw("<text x=\"\(SVGWriter.n(c.x))\" y=\"\(SVGWriter.n(c.y))\" text-anchor=\"middle\" "
                      + "dominant-baseline=\"central\" font-family=\"Helvetica, Arial, sans-serif\" "
                      + "font-size=\"\(SVGWriter.n(size))\" font-weight=\"bold\" fill=\"#000000\">\(number)</text>")
                w.raw("</g>")
            }
            return w.body
        }
        let w = SVGWriter.n(max(1, d.width)), h = SVGWriter.n(max(1, d.height))
        let name = SVGWriter.escape(id)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(name)\" class=\"picture\" role=\"img\" "
            + "aria-labelledby=\"\(name)-title\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            + "<title id=\"\(name)-title\">\(SVGWriter.escape(title))</title>\n"
            + d.body + "</svg>\n"
    }

    /// Where a finding's number goes: the zone's or region's sample nearest
    /// its mean; an unreachable view's centre; an undersized target's region;
    /// between the two views of a close pair.
    static func anchor(_ f: AuditFinding, in scene: Scene) -> Point? {
        let frames = f.views.compactMap(scene.index(of:)).map { scene.views[$0].canvasFrame }
        switch f.kind {
        case .close:
            guard frames.count >= 2 else { return frames.first?.center }
            return Point(x: (frames[0].midX + frames[1].midX) / 2, y: (frames[0].midY + frames[1].midY) / 2)
        case .unreachable:
            return frames.first?.center ?? f.at
        case .small, .swallowed, .ambiguous, .targetSize, .targetSizeEnhanced:
            return f.at ?? f.bounds?.center ?? frames.first?.center
        }
    }
}
