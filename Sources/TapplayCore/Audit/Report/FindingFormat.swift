/// A finding's text line and JSON object, the two forms every reporter builds
/// on: SARIF and GitHub messages and JUnit failures are the text line.
public enum FindingFormat {
    /// One line: `demo.yaml: swiftui: ambiguous reply ~ boost: 412.50 pt² near (56.25, 88.25)`.
    /// Raw text: callers that print to a terminal make it safe.
    public static func textLine(_ f: AuditFinding) -> String {
        let place = f.policy.map { "\(f.file): \($0.rawValue): " } ?? "\(f.file): "
        var out = place + f.kind.rawValue + " "
        switch f.kind {
        case .swallowed:
            out += (f.views.first ?? "?")
            let by = f.views.dropFirst()
            out += by.isEmpty ? " (to no handler)" : " by " + by.joined(separator: ", ")
        default:
            out += f.views.joined(separator: " ~ ")
        }
        switch f.kind {
        case .unreachable:
            out += ": no tap reaches it"
        case .close:
            out += ": \(String(format2: f.gap ?? 0)) pt apart"
        case .small, .swallowed, .ambiguous:
            if let size = f.size {
                out += ": \(Format.number(size.width)) × \(Format.number(size.height)) pt"
                out += f.area.map { ", \(String(format2: $0)) pt²" } ?? ""
            } else if let area = f.area {
                out += ": \(String(format2: area)) pt²"
            }
            if let at = f.at { out += " near \(at)" }
        }
        return out
    }

    /// One JSON object: `{"scene": "demo.yaml", "kind": "ambiguous", "policy":
    /// "swiftui", "views": [...], "area": 412.5, "at": [x, y], "bounds": [x, y, w, h]}`;
    /// `small` adds `size`; `close` has `"policy": null` and `gap`, and no area.
    public static func jsonObject(_ f: AuditFinding) -> JSON {
        var pairs: [(String, JSON)] = [
            ("scene", .string(f.file)),
            ("kind", .string(f.kind.rawValue)),
            ("policy", .string(f.policy?.rawValue)),
            ("views", .array(f.views.map { .string($0) })),
        ]
        if f.kind != .close { pairs.append(("area", .number(f.area ?? 0))) }
        if let at = f.at { pairs.append(("at", .array([.number(at.x), .number(at.y)]))) }
        if let b = f.bounds {
            pairs.append(("bounds", .array([.number(b.x), .number(b.y), .number(b.width), .number(b.height)])))
        }
        if let size = f.size { pairs.append(("size", .array([.number(size.width), .number(size.height)]))) }
        if let gap = f.gap { pairs.append(("gap", .number(gap))) }
        return .object(pairs)
    }
}
