extension AuditFinding {
    /// The finding as one JSON object: scene (the file as given), kind,
    /// policy (null for `close`), views, then what the kind measures.
    public var json: JSON {
        var pairs: [(String, JSON)] = [("scene", .string(file)), ("kind", .string(kind.rawValue)),
                                       ("policy", .string(policy?.rawValue)),
                                       ("views", .array(views.map { .string($0) }))]
        switch kind {
        case .close:
            pairs.append(("gap", .number(gap ?? 0)))
        case .unreachable:
            pairs.append(("area", .int(0)))
        default:
            pairs.append(("area", .number(area ?? 0)))
            if let at { pairs.append(("at", .array([.number(at.x), .number(at.y)]))) }
            if let b = bounds {
                pairs.append(("bounds", .array([.number(b.x), .number(b.y), .number(b.width), .number(b.height)])))
            }
            if kind == .small, let s = size {
                pairs.append(("size", .array([.number(s.width), .number(s.height)])))
            }
            if kind == .targetSize || kind == .targetSizeEnhanced {
                pairs.append(("standard", .string(standard?.rawValue)))
                pairs.append(("square", .number(square ?? 0)))
            }
        }
        pairs.append(("certainty", .string(certainty.name)))
        if let because = certainty.because { pairs.append(("because", .string(because.rawValue))) }
        return .object(pairs)
    }
}
