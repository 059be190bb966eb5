extension AuditFinding {
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
        if let s = size, let cut = cutAxis {
            // Cut off on one axis: only the other's extent was judged.
            let judged = cut == "width" ? "\(Format.number(s.height)) \(unit) tall" : "\(Format.number(s.width)) \(unit) wide"
            out += "its region is \(judged), under \(Format.number(side)) (its \(cut) is cut off on screen, "
                + "so only its \(cut == "width" ? "height" : "width") is judged; its largest square is \(sq) × \(sq) \(unit))"
        } else {
            out += "its largest square is \(sq) × \(sq) \(unit), under \(Format.number(side))"
        }
        if let breaks = spacingBreaks, !breaks.isEmpty {
            out += spacingText(breaks, side: side)
        }
        return out
    }

    /// Why the spacing exception fails: ", and help is 7 pt from its centre",
    /// ", and star1 and star3 are 8 pt from its centre", ", and the centre of
    /// share, also under 24, is 22 pt away".
    func spacingText(_ breaks: [SpacingBreak], side: Double) -> String {
        func names(_ list: [String]) -> String {
            list.count <= 1 ? (list.first ?? "")
                : list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
        }
        func d(_ v: Double) -> String { "\(Format.number(v)) \(unit)" }
        var parts: [String] = []
        let regions = breaks.filter { !$0.centres }
        if let first = regions.first {
            if regions.count == 1 {
                parts.append("\(first.view) is \(d(first.distance)) from its centre")
            } else if regions.allSatisfy({ Format.number($0.distance) == Format.number(first.distance) }) {
                parts.append("\(names(regions.map(\.view))) are \(d(first.distance)) from its centre")
            } else {
                parts.append("\(first.view) is \(d(first.distance)), "
                             + regions.dropFirst().map { "\($0.view) \(d($0.distance))" }.joined(separator: ", ")
                             + " from its centre")
            }
        }
        let centres = breaks.filter(\.centres)
        if let first = centres.first {
            let under = "also under \(Format.number(side))"
            if centres.count == 1 {
                parts.append("the centre of \(first.view), \(under), is \(d(first.distance)) away")
            } else if centres.allSatisfy({ Format.number($0.distance) == Format.number(first.distance) }) {
                parts.append("the centres of \(names(centres.map(\.view))), \(under), are \(d(first.distance)) away")
            } else {
                parts.append("the centres of \(names(centres.map(\.view))), \(under), are "
                             + names(centres.map { Format.number($0.distance) }) + " \(unit) away")
            }
        }
        return parts.map { ", and " + $0 }.joined()
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
