extension AuditFinding {
    /// One line a developer understands on its own: which views, where, how
    /// big, under which policy, and what usually fixes it.
    public var textLine: String {
        let head = "\(file): " + (policy.map { "\($0.rawValue): " } ?? "")
        let near = at.map { " near \($0)" } ?? ""
        let pt2 = area.map { "\(String(format2: $0)) \(unit)²" } ?? ""
        let fix = (advice ?? defaultAdvice).map { " — \($0)" } ?? ""
        switch kind {
        case .unreachable:
            return "\(head)unreachable \(views.joined(separator: ", ")): no tap reaches it"
                + (reason.map { " (\($0))" } ?? "") + fix
        case .small:
            let s = size.map { "\(Format.number($0.width)) × \(Format.number($0.height)) \(unit)" } ?? "?"
            return "\(head)small \(views.first ?? ""): its taps land in \(s)\(smallMinimumText) (\(pt2))\(near)\(fix)"
        case .targetSize, .targetSizeEnhanced:
            return "\(head)\(kind.rawValue) \(views.first ?? ""): \(targetSizeText)\(fix)"
        case .swallowed:
            let by = views.count > 1 ? " by \(views.dropFirst().joined(separator: ", "))" : ""
            return "\(head)swallowed \(views.first ?? "")\(by): \(pt2)\(near)"
                + (reason.map { ", \($0)" } ?? "") + fix
        case .ambiguous:
            return "\(head)ambiguous \(views.joined(separator: " ~ ")): \(pt2)\(near)\(fix)"
        case .close:
            let g = gap.map { "\(Format.number($0)) \(unit) apart" } ?? "close"
            let min = limit.map { ", under the \(Format.number($0)) \(unit) spacing" } ?? ""
            return "\(head)close \(views.joined(separator: " ~ ")): \(g)\(min)\(fix)"
        }
    }

    /// The usual fix for the kind under the policy.
    var defaultAdvice: String? {
        switch kind {
        case .unreachable:
            return UnreachableReason.advice(policy ?? .uikit, reason: reason ?? "")
        case .small:
            switch policy {
            case .uikit?: return "grow the hit area with hitInsets"
            case .exact?: return "give it a larger frame: .exactHitArea() keeps taps inside it"
            case .android?: return "make it at least 48 dp, or let its parent grow it with a TouchDelegate"
            case .compose?: return "give it room: Compose grows it to 48 dp only where no other target is nearer"
            case .flutter?: return "make it at least 48 × 48 (a SizedBox, or Material's padded tap target size): Flutter does not grow it"
            case .sampled?: return "give it a larger frame or .contentShape: the touch cloud takes points by area"
            default: return "give it a larger frame or .contentShape"
            }
        case .targetSize, .targetSizeEnhanced:
            return targetSizeAdvice
        case .swallowed:
            return SwallowedCause.advice(policy ?? .uikit, reason: reason ?? "")
        case .ambiguous:
            return policy == .compose ? "space the targets so their 48 dp areas do not overlap: the nearest edge takes the tap"
                : "add spacing or .exactHitArea()"
        case .close:
            return "add spacing between them"
        }
    }
}
