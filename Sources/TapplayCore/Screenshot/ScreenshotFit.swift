/// How a screenshot lies on a canvas (SPEC 6.2): aligned at the top-left
/// corner, `scale` = its width ÷ the canvas width pixels per point. It fits
/// when its height ÷ `scale` is within one point of the canvas height, or
/// longer by at most a fifth (Android's navigation bar below an app window
/// that the dump's root stops above); what lies below the canvas is cut off.
public struct ScreenshotFit: Sendable, Hashable {
    /// Pixels per point.
    public let scale: Double
    /// The rows of pixels over the canvas (the rest are cut off).
    public let rows: Int

    /// How much longer than the canvas a picture may be.
    public static let longerBy = 0.2
    /// How far, in points, a picture's height may be from the canvas's.
    public static let tolerance = 1.0

    /// Why a picture does not fit: both sizes and what each implies.
    public struct Refusal: Error, Sendable {
        public var text: String
    }

    public static func check(width: Int, height: Int, canvas: Size) -> Result<ScreenshotFit, Refusal> {
        let W = canvas.width, H = canvas.height
        let s = Double(width) / W
        let tall = Double(height) / s
        if s.isFinite, s > 0, tall >= H - tolerance, tall <= max(H + tolerance, H * (1 + longerBy)) {
            return .success(ScreenshotFit(scale: s, rows: min(height, Int((H * s).rounded()))))
        }
        let hint: String
        if width > height && H > W {
            hint = "a landscape picture of a portrait screen?"
        } else if height > width && W > H {
            hint = "a portrait picture of a landscape screen?"
        } else if tall < H {
            hint = "a picture of a smaller window or of another screen?"
        } else {
            hint = "a picture of another screen?"
        }
        let px = Format.number((s * 1000).rounded() / 1000)
        return .failure(Refusal(text:
            "the picture (\(width) × \(height) px) does not fit the scene's \(Format.number(W)) × \(Format.number(H)) pt canvas: "
            + "at its width's \(px) px per pt the picture is \(Format.number(W)) × \(Format.number((tall * 10).rounded() / 10)) pt, "
            + "and the canvas would be \(width) × \(Format.number((H * s).rounded())) px; it must be within "
            + "\(Format.number(tolerance)) pt of the canvas's height or longer by at most a fifth (\(hint))"))
    }
}
