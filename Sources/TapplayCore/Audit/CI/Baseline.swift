/// The findings a team has accepted for now, so that a screen with old
/// problems can adopt the audit and hear only about new ones. A finding is
/// known when an entry has the same scene name, kind, policy and views and
/// either no area or an area at least the finding's ÷ 1.1: a zone that grew by
/// more than 10% is new.
public struct Baseline: Sendable {
    /// The version of the file format this tapplay reads and writes.
    public static let formatVersion = 1
    /// How much larger than recorded a zone may grow and still be known.
    public static let areaTolerance = 1.1

    public struct Entry: Sendable, Hashable {
        public var scene: String
        public var kind: FindingKind
        public var policy: PolicyKind?
        public var views: [String]
        public var area: Double?

        public init(scene: String, kind: FindingKind, policy: PolicyKind?, views: [String], area: Double?) {
            self.scene = scene
            self.kind = kind
            self.policy = policy
            self.views = views
            self.area = area
        }

        /// What a finding is recorded as (`close` findings have no area).
        public init(_ f: AuditFinding) {
            self.init(scene: f.sceneName, kind: f.kind, policy: f.policy, views: f.views,
                      area: f.kind == .close ? nil : (f.area ?? 0))
        }

        var key: Key { Key(scene: scene, kind: kind, policy: policy, views: views) }
    }

    struct Key: Hashable {
        var scene: String
        var kind: FindingKind
        var policy: PolicyKind?
        var views: [String]
    }

    public private(set) var entries: [Entry]
    private var areasByKey: [Key: [Double?]] = [:]

    public init(entries: [Entry]) {
        self.entries = entries
        for e in entries { areasByKey[e.key, default: []].append(e.area) }
    }

    /// The baseline of these findings.
    public init(findings: [AuditFinding]) {
        self.init(entries: findings.map(Entry.init))
    }

    /// Whether the finding is in the baseline.
    public func knows(_ f: AuditFinding) -> Bool {
        guard let areas = areasByKey[Key(scene: f.sceneName, kind: f.kind, policy: f.policy, views: f.views)] else {
            return false
        }
        return areas.contains { recorded in
            guard let recorded, let area = f.area else { return true }
            // A relative hair of slack: 1.1 × A rounded down must not make an exact 10% growth new.
            return area <= recorded * Self.areaTolerance * (1 + 1e-12)
        }
    }

    /// The entries of these scenes (by name) that no finding found now
    /// matches (`found`: the findings the baseline knows, as entries): the
    /// problems that were fixed since the baseline was written. In the file's order.
    public func fixed(scenes: Set<String>, found: [Entry]) -> [Entry] {
        var areas: [Key: [Double?]] = [:]
        for f in found { areas[f.key, default: []].append(f.area) }
        return entries.filter { e in
            guard scenes.contains(e.scene) else { return false }
            guard let now = areas[e.key] else { return true }
            return !now.contains { area in
                guard let recorded = e.area, let area else { return true }
                return area <= recorded * Self.areaTolerance * (1 + 1e-12)
            }
        }
    }

    /// The file: `{"tapplay-baseline": 1, "findings": [...]}`, one entry a line
    /// so that changes to it read well in a diff.
    public var serialized: String {
        let head = "{\"tapplay-baseline\": \(Self.formatVersion), \"findings\": ["
        guard !entries.isEmpty else { return head + "]}\n" }
        let lines = entries.map { e -> String in
            var pairs: [(String, JSON)] = [
                ("scene", .string(e.scene)), ("kind", .string(e.kind.rawValue)),
                ("policy", .string(e.policy?.rawValue)), ("views", .array(e.views.map { .string($0) })),
            ]
            if let area = e.area { pairs.append(("area", .number(area))) }
            return "  " + JSON.object(pairs).serialized
        }
        return head + "\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
