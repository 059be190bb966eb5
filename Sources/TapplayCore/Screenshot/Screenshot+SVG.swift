import Foundation

extension Screenshot {
    /// The picture as an SVG element under a scene's views (`render --svg`,
    /// `audit --svg`, and any picture that draws a canvas): the PNG's own
    /// bytes as a `data:image/png;base64,…` URI, so the file stands alone,
    /// at the canvas's top-left corner, `scale` pixels per unit, cut at the
    /// canvas's edge (a nested viewport the size of the canvas).
    public func svgImage(canvas: Size) -> String {
        let w = SVGWriter.n(canvas.width), h = SVGWriter.n(canvas.height)
        let imageHeight = SVGWriter.n(Double(height) / fit.scale)
        return "<svg class=\"screenshot\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "overflow=\"hidden\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
            + "<image x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(imageHeight)\" preserveAspectRatio=\"none\" "
            + "xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/></svg>"
    }
}
