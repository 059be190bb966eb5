/// Android's screen density: how many pixels make one dp.
///
/// A dump in pixels is converted to dp with a density taken, in this order,
/// from `--density`, the audit config's `density`, a density the dump itself
/// states, else assumed from the screen's width (a phone is 360–480 dp wide):
/// the standard density nearest to its width in pixels ÷ 400. An assumed
/// density is said once, with how to give the exact one.
public enum PixelDensity {
    /// Android's standard densities (ldpi … xxxhdpi and the common in-betweens).
    public static let standard: [Double] = [0.75, 1, 1.5, 2, 2.625, 2.75, 2.8125, 3, 3.5, 4]
    /// The dp width the assumption takes a screen to be.
    static let assumedWidth = 400.0
    /// Android's baseline: 160 dpi is one pixel per dp.
    static let baselineDPI = 160.0
    /// Densities outside this range are refused: no screen has them.
    static let plausible = 0.1...20.0

    /// A density as `--density` and the config take it: a factor (`2.625`) or a
    /// dpi value (`420dpi`, divided by 160). nil with the reason when it is neither.
    public static func parse(_ text: String) -> Result<Double, DensityError> {
        let t = text.trimmingChars(" \t")
        let lower = t.lowercased()
        let isDPI = lower.hasSuffix("dpi")
        let numberText = isDPI ? String(t.dropLast(3)).trimmingChars(" ") : t
        guard let v = Double(numberText), v.isFinite else { return .failure(DensityError(text: text)) }
        // 0, -1, 0dpi: a factor or a dpi value all the same, out of range.
        guard v > 0 else { return .failure(DensityError(text: text, outOfRange: isDPI ? v / baselineDPI : v)) }
        let d = isDPI ? v / baselineDPI : v
        guard plausible.contains(d) else {
            return .failure(DensityError(text: text, outOfRange: d, factorLooksLikeDPI: !isDPI && v >= 40))
        }
        return .success(d)
    }

    /// The standard density nearest to `widthPixels / 400` (the lower one on a
    /// tie); the width is the screen's in portrait, its shorter side.
    public static func assumed(widthPixels: Double) -> Double {
        let target = widthPixels / assumedWidth
        var best = standard[0]
        for d in standard where abs(d - target) < abs(best - target) { best = d }
        return best
    }

    /// A pixel edge in dp, rounded to 6 decimal places, so that views whose
    /// pixel edges touch still touch once both are converted.
    static func dp(_ pixels: Double, density: Double) -> Double {
        round6(pixels / density)
    }

    /// A rectangle in pixels converted edge by edge: `x = l / D`,
    /// `width = r / D − l / D` (the difference of the rounded edges, itself
    /// rounded to 6 decimals so that it reads `32`, not `31.999999999999993`).
    static func dp(_ r: Rect, density: Double) -> Rect {
        let l = dp(r.minX, density: density), t = dp(r.minY, density: density)
        let rr = dp(r.maxX, density: density), b = dp(r.maxY, density: density)
        return Rect(x: l, y: t, width: max(0, round6(rr - l)), height: max(0, round6(b - t)))
    }

    static func round6(_ v: Double) -> Double {
        abs(v) < 1e9 ? (v * 1e6).rounded() / 1e6 : v
    }
}

/// A `--density` (or config `density`) value that is no density.
public struct DensityError: Error, Sendable, CustomStringConvertible {
    public var text: String
    public var outOfRange: Double?
    public var factorLooksLikeDPI = false

    public var description: String {
        if factorLooksLikeDPI {
            return "density \(text) is no pixels-per-dp factor; for a dpi value write \(text)dpi"
        }
        if let d = outOfRange {
            let range = "a density is \(Format.exact(PixelDensity.plausible.lowerBound)) to \(Format.exact(PixelDensity.plausible.upperBound)) "
                + "pixels per dp (\(Format.exact(PixelDensity.plausible.lowerBound * PixelDensity.baselineDPI))dpi to "
                + "\(Format.exact(PixelDensity.plausible.upperBound * PixelDensity.baselineDPI))dpi); screens have 0.75 to 4"
            return "density \(text) is \(Format.exact(d)) pixels per dp, out of range: \(range)"
        }
        return "density '\(text)' is neither a factor such as 2.625 nor a dpi value such as 420dpi"
    }
}
