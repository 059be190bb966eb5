extension AuditFinding {
    /// The unit of the scene's lengths in text: dp on Android, pt on iOS
    /// (both are WCAG's CSS pixels for native apps).
    public var unit: String { platform == .android ? "dp" : "pt" }

    /// The standard the finding's kind belongs to (`platform` for `small`,
    /// `wcag-aa`, `wcag-aaa`); nil for the kinds every audit reports.
    public var standard: Standard? { kind.standard }

    /// `small`'s minimum: ", under the 44 pt minimum", or, where the width's
    /// and height's differ (Android's edge rule), ", under the 32 × 48 dp
    /// minimum (32 where it touches the screen's edge)".
    var smallMinimumText: String {
        if let l = limits, l.width != l.height {
            let edge = min(l.width, l.height)
            return ", under the \(Format.number(l.width)) × \(Format.number(l.height)) \(unit) minimum "
                + "(\(Format.number(edge)) where it touches the screen's edge)"
        }
        guard let m = limits?.width ?? limit else { return "" }
        return ", under the \(Format.number(m)) \(unit) minimum"
    }

    /// "WCAG 2.5.8: its largest square is 20 × 20 pt, under 24, and help is
    /// 7 pt from its centre".
    var targetSizeText: String {
        let std = standard
        let name = std?.criterion.map { "WCAG \($0)" } ?? kind.rawValue
        let side = limit ?? std?.squareSide ?? 0
        let sq = square.map(Format.number) ?? "?"
        var out = "\(name): "
        if let s = size, let axis = judgedAxisText(s, side: side) {
            out += axis + " (its largest square is \(sq) × \(sq) \(unit))"
        } else {
            out += "its largest square is \(sq) × \(sq) \(unit), under \(Format.number(side))"
        }
        if let breaks = spacingBreaks, !breaks.isEmpty {
            out += ", and " + breaks.map { b in
                b.centres
                    ? "\(b.view), also under \(Format.number(side)), is centred \(Format.number(b.distance)) \(unit) away"
                    : "\(b.view) is \(Format.number(b.distance)) \(unit) from its centre"
            }.joined(separator: ", ")
        }
        return out
    }

    /// Where one axis is not judged (the view is cut off): "its region is
    /// 18 pt tall, under 24 (its width is cut off)"; nil when both are judged.
    func judgedAxisText(_ s: Size, side: Double) -> String? {
        if s.height < side && !(s.width < side) {
            return "its region is \(Format.number(s.height)) \(unit) tall, under \(Format.number(side))"
        }
        return "its region is \(Format.number(s.width)) \(unit) wide, under \(Format.number(side))"
    }

    /// The usual fix for a target-size finding.
    var targetSizeAdvice: String {
        switch kind {
        case .targetSizeEnhanced:
            return "make its tap area at least 44 × 44 \(unit)"
        default:
            return "make its tap area at least 24 × 24 \(unit), or keep other targets 12 \(unit) from its centre"
        }
    }
}
