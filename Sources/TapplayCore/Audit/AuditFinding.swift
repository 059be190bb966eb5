/// The kinds of tap problem the audit reports, in the order findings sort.
public enum FindingKind: String, CaseIterable, Sendable, Codable, Comparable {
    /// A tappable view that no tap reaches.
    case unreachable
    /// A view whose reachable region is narrower or shorter than the minimum size.
    case small
    /// WCAG 2.2 SC 2.5.8: no solid 24 × 24 square in the region, and too close to others.
    case targetSize = "target-size"
    /// WCAG 2.2 SC 2.5.5: no solid 44 × 44 square in the region.
    case targetSizeEnhanced = "target-size-enhanced"
    /// Taps inside a view's frame that it would get alone, but that in the scene
    /// go to no handler or to a view behind it.
    case swallowed
    /// A zone where a tap could go to either of two views.
    case ambiguous
    /// Two tappable views closer than the minimum spacing.
    case close

    public static func < (a: FindingKind, b: FindingKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One tap problem of one scene under one policy (`close`: under none).
///
/// `area`, `at` and `bounds` describe the zone (`swallowed`, `ambiguous`) or
/// the region (`small`); `unreachable` has area 0 and neither `at` nor
/// `bounds`; `close` has a `gap` and no area.
public struct AuditFinding: Sendable, Hashable {
    /// The scene or dump file as given on the command line.
    public var file: String
    /// The scene's `name`.
    public var sceneName: String
    public var kind: FindingKind
    /// nil for `close`, which is geometry, not a policy's doing.
    public var policy: PolicyKind?
    /// View ids, in the order the kind defines.
    public var views: [String]
    /// Square points; nil for `close`.
    public var area: Double?
    /// The zone's sample nearest to its mean.
    public var at: Point?
    /// The zone's bounding box grown by half a sample step on each side.
    public var bounds: Rect?
    /// `small`: the region's bounds' width and height.
    public var size: Size?
    /// `close`: the distance between the two frames.
    public var gap: Double?
    /// The line of the first view in `file` (its `id:` in a scene, its
    /// element in a dump), when known.
    public var line: Int?
    /// `small`: the minimum size; `close`: the minimum spacing; the target-size
    /// kinds: the side of the square the criterion asks for (24, 44).
    public var limit: Double?
    /// `small`: the minimum width and height (on Android 32 dp, scaled with
    /// the minimum size, on an axis whose screen edges the region touches).
    public var limits: Size?
    /// The target-size kinds: the side `k·r` of the largest solid square of
    /// samples in the region.
    public var square: Double?
    /// `target-size`: the views that break the spacing exception, and how.
    public var spacingBreaks: [SpacingBreak]?
    /// The target-size kinds: the axis not judged ("width" or "height") when
    /// the view is cut off on it (by the canvas or a clipping ancestor), so
    /// that only its region's extent on the other axis was measured.
    public var cutAxis: String?
    /// What causes the problem, in words (`unreachable`, `swallowed`): "outside its parent card".
    public var reason: String?
    /// What usually fixes it, in words.
    public var advice: String?
    /// The unit of the scene's geometry as text says it: `pt` on iOS, `dp` on Android.
    public var unit: String
    /// Certain, or to review and why (SPEC 5.3); decided by `CertaintyRules`.
    public var certainty: FindingCertainty = .certain

    public init(file: String, sceneName: String, kind: FindingKind, policy: PolicyKind?, views: [String],
                area: Double? = nil, at: Point? = nil, bounds: Rect? = nil, size: Size? = nil,
                gap: Double? = nil, line: Int? = nil, limit: Double? = nil, reason: String? = nil,
                advice: String? = nil, unit: String = "pt") {
        self.unit = unit
        self.limit = limit
        self.reason = reason
        self.advice = advice
        self.file = file
        self.sceneName = sceneName
        self.kind = kind
        self.policy = policy
        self.views = views
        self.area = area
        self.at = at
        self.bounds = bounds
        self.size = size
        self.gap = gap
        self.line = line
    }
}
