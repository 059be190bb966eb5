/// The audit as a picture: one panel per policy, side by side in policy
/// order, each titled with its policy, and beside them the legend and the
/// findings' lines (`PictureLegend`); a single policy gives exactly the
/// scene's picture (`ScenePicture.svg`: the canvas at the origin, the legend
/// beside it).
public enum AuditPicture {
    static let gap = 16.0
    static let titleHeight = 22.0

    /// With a `screenshot`, each panel draws it under the views (SPEC 6.2).
    public static func svg(_ a: AuditResult, screenshot: Screenshot? = nil) -> String {
        let scene = a.scene
        if a.policies.count <= 1 {
            // Exactly the scene's picture, its legend beside it.
            var pic = ScenePicture(scene: scene)
            pic.screenshot = screenshot
            pic.audit = a
            pic.auditPolicy = a.policies.first
            return pic.svg
        }
        let d = drawing(a, screenshot: screenshot)
        // The legend of every panel's marks and all the findings' lines, beside the panels.
        var all = ScenePicture(scene: scene)
        all.audit = a
        let legend = PictureLegend(picture: all, findings: a.findings)
        let s = PictureLegend.textSize(canvas: scene.canvas)
        let size = legend.size(s)
        var w = SVGWriter()
        legend.draw(&w, at: Point(x: d.width + 2 * s, y: titleHeight), size: s)
        return SVGWriter.document(width: d.width + 2 * s + size.width,
                                  height: max(scene.canvas.height, size.height) + titleHeight,
                                  title: "tapplay audit: \(scene.name)", body: d.body + w.body)
    }

    /// The panels without the document around them, and their size: what
    /// `svg` wraps, and what an HTML report inlines. `screenshot` is drawn
    /// under each panel's views (`ScenePicture.screenshot`), `overlay` over each
    /// panel, in its canvas coordinates, given the panel's policy (nil: the
    /// single picture of a scene audited under no policy).
    static func drawing(_ a: AuditResult, screenshot: Screenshot? = nil,
                        overlay: (PolicyKind?) -> String = { _ in "" }) -> (width: Double, height: Double, body: String) {
        let scene = a.scene
        func panel(_ p: PolicyKind?) -> String {
            var pic = ScenePicture(scene: scene)
            pic.screenshot = screenshot
            pic.audit = a
            pic.auditPolicy = p
            return pic.body + overlay(p)
        }
        let W = scene.canvas.width, H = scene.canvas.height
        if a.policies.count <= 1 {
            return (W, H, panel(a.policies.first))
        }
        var body = ""
        for (k, p) in a.policies.enumerated() {
            let dx = Double(k) * (W + gap)
            var w = SVGWriter()
            let mine = a.findings.filter { $0.policy == p }
            w.text("\(p.rawValue)" + (mine.isEmpty ? ": no findings" : ": \(AuditSummary.breakdown(mine))"),
                   at: Point(x: dx + 4, y: 15), size: 10, weight: "bold")
            body += w.body
            body += "<g class=\"panel\" transform=\"translate(\(SVGWriter.n(dx)) \(SVGWriter.n(titleHeight)))\">\n"
            body += panel(p)
            body += "</g>\n"
        }
        let total = Double(a.policies.count) * W + Double(a.policies.count - 1) * gap
        return (total, H + titleHeight, body)
    }
}
