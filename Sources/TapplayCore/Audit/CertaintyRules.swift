/// Decides each finding's certainty from the scene (SPEC 5.3): a finding is
/// `review` when one fact that decides it is not in the dump, and names that
/// fact; otherwise it is `certain`, right or wrong. Every rule here is a fact
/// about a platform or about what a dump records (docs/audit.md lists them),
/// never a list of apps, screens or ids.
///
/// The facts come from two places:
/// - the import, which writes what a dump leaves open about a view into the
///   view's `review` key (a guessed tappability, a control the system draws, a
///   view that was animating, a framework the dump cannot show), and the
///   density it assumed into the scene's `assumedDensity`;
/// - the scene's tree, for a tappable view that holds a control of its own (a
///   clickable container that only stops touches falling through, covered by
///   its own controls; a settings row whose switch is the control): whether
///   such a view acts on its own is not in any dump.
struct CertaintyRules {
    let scene: Scene
    let sizes: TargetExtent
    /// Whether each view holds a control of its own (`controlsInside`).
    private let holdsControl: [Bool]
    /// With an assumed density: how much larger lengths are at the smallest
    /// standard density within `densityMargin` of it (`nearbyGrowth`).
    private let densityGrowth: Double?

    /// An assumed density decides a verdict unless the verdict holds at every
    /// standard density within this share of it.
    static let densityMargin = 0.10

    init(scene: Scene, sizes: TargetExtent) {
        self.scene = scene
        self.sizes = sizes
        holdsControl = Self.controlsInside(scene)
        densityGrowth = scene.assumedDensity.map(Self.nearbyGrowth)
    }

    /// The certainty of `f`, a finding about this scene.
    func certainty(of f: AuditFinding) -> FindingCertainty {
        let views = f.views.compactMap(scene.index(of:))
        var reasons: [ReviewReason] = []
        // The views whose facts decide the finding: the target (and, for the
        // pair kinds, both); for `swallowed` also what takes its taps.
        let deciding: [Int]
        switch f.kind {
        case .close, .ambiguous: deciding = Array(views.prefix(2))
        default: deciding = views
        }
        let sizeKind = [.small, .targetSize, .targetSizeEnhanced, .close].contains(f.kind)
        for (n, v) in deciding.enumerated() {
            for r in scene.views[v].review {
                switch r {
                case .systemControl where !sizeKind: continue
                // What stands in front of a target is not asked whether it acts on its own.
                case .ownActionUnknown where n > 0 && f.kind != .close && f.kind != .ambiguous: continue
                default: reasons.append(r)
                }
            }
        }
        if let first = views.first, f.kind != .close, f.kind != .ambiguous, actsOnItsOwnIsUnknown(first) {
            reasons.append(.ownActionUnknown)
        }
        if sizeKind, let growth = densityGrowth, !holdsAtNearbyDensities(f, views: views, growth: growth) {
            reasons.append(.densityAssumed)
        }
        guard let first = reasons.min() else { return .certain }
        return .review(first)
    }

    /// Whether view `i` is tappable and holds a control of its own: a tappable
    /// descendant (a settings row and its switch, a clickable container and
    /// the controls that cover it), or a switch or check box by its type.
    func actsOnItsOwnIsUnknown(_ i: Int) -> Bool {
        scene.views[i].tappable && holdsControl[i]
    }

    /// For each view, whether a descendant is a control: one pass from the
    /// back of painter's order (children come after their parent).
    static func controlsInside(_ scene: Scene) -> [Bool] {
        let views = scene.views
        var inside = [Bool](repeating: false, count: views.count)
        for i in views.indices.reversed() {
            guard let p = views[i].parent else { continue }
            let v = views[i]
            if inside[i] || isToggle(v) || (v.handlesTaps && !v.hidden) { inside[p] = true }
        }
        return inside
    }

    /// A switch, toggle or check box by its type (`UISwitch`, `Switch`,
    /// `android.widget.CheckBox`, `SwitchCompat`, `XCUIElementTypeToggle`).
    static func isToggle(_ v: SceneView) -> Bool {
        guard let t = v.type else { return false }
        let short = TypeName.short(t)
        return ["Switch", "Toggle", "CheckBox", "Checkbox"].contains { short.hasSuffix($0) }
    }

    /// How much larger a length in dp is at the smallest standard density
    /// within 10% of an assumed density `d` than at `d`: lengths scale by
    /// `d / d′`, so the smallest such `d′` gives the largest lengths.
    static func nearbyGrowth(_ d: Double) -> Double {
        let near = PixelDensity.standard.filter { abs($0 - d) <= densityMargin * d + 1e-9 } + [d]
        return d / (near.min() ?? d)
    }

    /// Whether a size or spacing finding about `views` (its views' indices)
    /// made at an assumed density would still be made at every standard
    /// density within 10% of it, where its lengths are `growth` times larger.
    func holdsAtNearbyDensities(_ f: AuditFinding, views: [Int], growth factor: Double) -> Bool {
        switch f.kind {
        case .small:
            guard let s = f.size, let lim = f.limits, let v = views.first else { return true }
            return (sizes.judgesWidth(v) && s.width * factor < lim.width)
                || (sizes.judgesHeight(v) && s.height * factor < lim.height)
        case .targetSize, .targetSizeEnhanced:
            guard let sq = f.square, let lim = f.limit else { return true }
            return sq * factor < lim
        case .close:
            guard let g = f.gap, let spacing = f.limit else { return true }
            guard g * factor < spacing else { return false }
            // And one of the two still undersized once grown.
            return views.contains { i in
                let fr = scene.views[i].canvasFrame
                return sizes.isUndersized(i, width: fr.width * factor, height: fr.height * factor)
            }
        default:
            return true
        }
    }
}
