extension ScenePicture {
    /// Over a screenshot (SPEC 6.2) a view is its outline in its colour
    /// (a plain container's thin gray one) with its label as `SceneText`
    /// shows it on a white halo,
    /// never filled, so the app's own pixels show; alpha fades the outline.
    func drawViewOverScreenshot(_ i: Int, opacity: Double, label: String?, into w: inout SVGWriter) {
        let v = scene.views[i]
        let f = v.canvasFrame
        let fade = opacity < 1 ? " stroke-opacity=\"\(SVGWriter.n(opacity))\"" : ""
        if v.drawsOutlineOnly {
            w.rect(f, fill: "none", stroke: Self.containerOutline, strokeWidth: 0.5, extra: fade + " class=\"container\"")
            return
        }
        let c = scene.color(of: i)
        w.rect(f, fill: "none", stroke: c.hex, strokeWidth: v.tappable ? 1.5 : 0.75, extra: fade + " class=\"view\"")
        guard let label, f.width > 6, f.height > 4 else { return }
        let size = min(9, max(4, f.height * 0.4))
        w.raw("<g stroke=\"#ffffff\" stroke-width=\"2\" stroke-linejoin=\"round\" paint-order=\"stroke\""
              + "\(opacity < 1 ? " opacity=\"\(SVGWriter.n(opacity))\"" : "")>")
        w.text(Self.fitted(label, columns: Int(saturating: (f.width / (size * 0.6)).rounded(.down))),
               at: Point(x: f.x + 2, y: f.y + min(f.height - 1, size + 1)), size: size, fill: c.hex == "#fafafa" ? "#212121" : c.hex)
        w.raw("</g>")
    }
}
