/// The audit: every tap problem of a scene under each policy, measured on
/// one sample grid so that two correct implementations agree to the digit.
///
/// A view's region under a policy is the set of samples whose responder it
/// is. Only tappable views that take touches under the policy are audited; a
/// view made untouchable on purpose is no finding.
public enum Audit {
    /// The findings of one scene, sorted.
    public static func run(scene: Scene, file: String, options: AuditOptions) throws -> [AuditFinding] {
        try analyse(scene: scene, file: file, options: options).findings
    }

    /// The findings with the samples of each finding's zone (for pictures and overlays).
    ///
    /// `filter` (a CI run's `ignore` rules and baseline) leaves findings out
    /// as they are made, counting them; at most `limit` findings are kept,
    /// the first in the audit's order, and the rest counted. The work is
    /// estimated first: an audit beyond `Limits.maxAuditTests` is refused
    /// with what to change.
    public static func analyse(scene: Scene, file: String, options: AuditOptions, filter: FindingFilter? = nil,
                               limit: Int = Limits.maxFindingsPerScene) throws -> AuditResult {
        try analyse(Resolver(scene: scene, slop: options.slop, radius: options.radius), file: file, options: options,
                    filter: filter, limit: limit)
    }

    /// As `analyse(scene:…)`, with the resolver already built for `options`' slop and radius
    /// (`AuditWork.analyseFitting` retries coarser resolutions with one resolver).
    static func analyse(_ resolver: Resolver, file: String, options: AuditOptions, filter: FindingFilter? = nil,
                        limit: Int = Limits.maxFindingsPerScene) throws -> AuditResult {
        let scene = resolver.scene
        guard let grid = SampleGrid(canvas: scene.canvas, step: options.resolution) else {
            throw AuditError.tooManySamples(file: file, canvas: scene.canvas, resolution: options.resolution)
        }
        guard grid.count > 0 else {
            throw AuditError.noSamples(file: file, canvas: scene.canvas, resolution: options.resolution)
        }
        let work = AuditWork.estimate(resolver: resolver, policies: options.policies(for: scene), grid: grid,
                                      spacing: options.spacing)
        if let refusal = work.refusal(file: file, grid: grid, resolution: options.resolution,
                                      slop: resolver.context.slop, spacing: options.spacing) {
            throw AuditError.tooMuchWork(refusal)
        }
        var collector = FindingCollector(limit: limit, filter: filter)
        var swiftuiSamples: PolicySamples?
        let sizes = TargetExtent(scene: scene, minSize: options.minSize(for: scene))
        let certainty = CertaintyRules(scene: scene, sizes: sizes)
        var audited = Set<Int>()
        for policy in options.policies(for: scene) {
            let samples: PolicySamples
            if policy == .filtered, let s = swiftuiSamples {
                samples = PolicySamples(filteredFrom: s, frames: resolver.index.frames)
            } else {
                samples = PolicySamples(resolver: resolver, policy: policy, grid: grid)
            }
            if policy == .swiftui { swiftuiSamples = samples }
            let auditedHere = Self.audited(resolver.context, policy, sizes)
            audited.formUnion(auditedHere)
            for e in findings(of: samples, resolver: resolver, file: file, sizes: sizes, audited: auditedHere,
                              standards: options.standards) {
                var f = e.finding
                f.certainty = certainty.certainty(of: f)
                collector.add(f, e.zone)
            }
        }
        CloseViews.forEachFinding(context: resolver.context, file: file, spacing: options.spacing, sizes: sizes) { f in
            var f = f
            f.certainty = certainty.certainty(of: f)
            collector.add(f, SampleZone())
        }
        let entries = collector.sorted()
        return AuditResult(file: file, scene: scene, grid: grid, policies: options.policies(for: scene),
                           policyChoice: options.policyChoice(for: scene), auditedViews: audited.count,
                           findings: entries.map(\.finding), zones: entries.map(\.zone),
                           known: collector.known, ignored: collector.ignored, omitted: collector.omitted,
                           recognised: collector.recognised)
    }

    /// The views audited under a policy: tappable ones that take touches,
    /// and are on the screen (`TargetExtent.isOnScreen`).
    static func audited(_ context: HitContext, _ policy: PolicyKind, _ sizes: TargetExtent) -> [Int] {
        let views = context.views
        return takingTouches(context, policy).filter {
            views[$0].handlesTaps && !views[$0].otherApp && sizes.isOnScreen($0)
        }
    }

    /// Tappable views that take touches under a policy.
    private static func takingTouches(_ context: HitContext, _ policy: PolicyKind) -> [Int] {
        if policy.minimumAlpha <= 0 {
            // Where alpha plays no part (Android): the view and every ancestor are not
            // hidden, and the view itself is interactive.
            let views = context.views
            return context.tappables.filter { i in
                guard views[i].interactive else { return false }
                var cur: Int? = i
                while let c = cur {
                    if views[c].hidden { return false }
                    cur = views[c].parent
                }
                return true
            }
        }
        let touchable = policy.minimumAlpha >= PolicyKind.uikit.minimumAlpha
            ? context.touchableUIKit : context.touchableSwiftUI
        return context.tappables.filter { touchable[$0] }
    }

    /// unreachable, the standards' kinds (small, target-size,
    /// target-size-enhanced), swallowed and ambiguous under one policy.
    /// `audited`: the views audited under the samples' policy (`audited(_:_:_:)`).
    static func findings(of s: PolicySamples, resolver: Resolver, file: String, sizes: TargetExtent, audited: [Int],
                         standards: [Standard] = Standard.defaults) -> [(finding: AuditFinding, zone: SampleZone)] {
        let context = resolver.context
        let scene = context.scene
        let grid = s.grid
        let views = scene.views
        var out: [(finding: AuditFinding, zone: SampleZone)] = []
        /// A finding with its zone's measure (nil: an empty zone, area 0).
        func finding(_ kind: FindingKind, _ ids: [Int], _ measure: SampleZone.Measure?) -> AuditFinding {
            var f = AuditFinding(file: file, sceneName: scene.name, kind: kind, policy: s.policy,
                                 views: ids.map { views[$0].id }, line: ids.first.flatMap { views[$0].line },
                                 unit: scene.platform.unit)
            if let m = measure {
                f.area = m.area
                f.at = m.at
                f.bounds = m.bounds
            } else {
                f.area = 0
            }
            return f
        }
        func make(_ kind: FindingKind, _ ids: [Int], _ zone: SampleZone) -> AuditFinding {
            finding(kind, ids, zone.measure(on: grid))
        }

        // Regions: the samples whose responder each view is.
        var region = [SampleZone](repeating: SampleZone(), count: views.count)
        s.responder.withUnsafeBufferPointer { rb in
            for k in 0..<rb.count where rb[k] >= 0 { region[Int(rb[k])].add(k) }
        }
        let minimum = PlatformMinimum(platform: scene.platform, minSize: sizes.minSize, grid: grid)
        for v in audited {
            if region[v].isEmpty {
                var f = make(.unreachable, [v], SampleZone())
                let frame = views[v].canvasFrame
                if grid.columns(from: frame.minX, to: frame.maxX).isEmpty || grid.rows(from: frame.minY, to: frame.maxY).isEmpty {
                    // A sampling artefact, not the scene's doing: say so.
                    f.reason = "no sample falls inside its \(Format.number(frame.width)) × \(Format.number(frame.height)) frame: "
                        + "the audit's samples are \(Format.exact(grid.step)) pt apart"
                    f.advice = "audit with a finer --resolution (under \(Format.exact(min(frame.width, frame.height))))"
                } else {
                    f.reason = UnreachableReason.explain(v, resolver: resolver, policy: s.policy)
                }
                out.append((f, SampleZone()))
            } else if standards.contains(.platform), let m = region[v].measure(on: grid) {
                let b = m.bounds
                // Judged only on the axes the screen shows whole (TargetExtent), against
                // the platform's minimum of each axis (Android's is 32 dp at the screen's edge);
                // a finding is made only for a view that is small.
                let lim = minimum.limits(for: b)
                if (sizes.judgesWidth(v) && b.width < lim.width) || (sizes.judgesHeight(v) && b.height < lim.height) {
                    var f = finding(.small, [v], m)
                    f.size = Size(width: b.width, height: b.height)
                    f.limit = sizes.minSize
                    f.limits = lim
                    out.append((f, region[v]))
                }
            }
        }
        out += TargetSize.findings(regions: region, owner: s.responder, audited: audited, grid: grid,
                                   standards: standards,
                                   judged: { TargetSize.Axes(width: sizes.judgesWidth($0), height: sizes.judgesHeight($0)) },
                                   ids: views.map(\.id), make: make)

        // Swallowed: samples in a view's frame, on the screen (not cut off by a
        // clipping ancestor), that it would take alone, but that go to nobody
        // or to a view drawn behind it.
        let reach = StandaloneReach(context: context, policy: s.policy)
        for v in audited {
            let frame = views[v].canvasFrame
            let cols = grid.columns(from: frame.minX, to: frame.maxX)
            let rows = grid.rows(from: frame.minY, to: frame.maxY)
            guard !cols.isEmpty, !rows.isEmpty else { continue }
            var zone = SampleZone()
            var hits: [Int: Int] = [:]
            let v32 = Int32(v)
            s.responder.withUnsafeBufferPointer { rb in
                for j in rows {
                    let y = grid.coordinate(j)
                    let base = j * grid.cols
                    for i in cols where rb[base + i] < v32 {
                        let p = Point(x: grid.coordinate(i), y: y)
                        guard frame.contains(p), sizes.shows(v, p), reach.reaches(v, p) else { continue }
                        zone.add(base + i)
                        let h = Int(s.hit[base + i])
                        if h >= 0 && h != v { hits[h, default: 0] += 1 }
                    }
                }
            }
            guard !zone.isEmpty else { continue }
            let others = hits.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.map(\.key)
            var f = make(.swallowed, [v] + others, zone)
            f.reason = SwallowedCause.explain(v, hits: others, resolver: resolver, policy: s.policy, zone: zone,
                                             samples: s)
            out.append((f, zone))
        }

        // Ambiguous: per pair of first two candidates whose handlers differ
        // (a zone where the same handler runs either way, or none, is no tap problem).
        // Only policies under which a tap can be ambiguous have ambiguous samples.
        if !s.ambiguous.isEmpty {
            let handler = scene.nearestTappable()
            var pairs: [Int64: (order: (Int32, Int32), zone: SampleZone)] = [:]
            var pairOrder: [Int64] = []
            for a in s.ambiguous where handler[Int(a.first)] != handler[Int(a.second)] {
                let lo = min(a.first, a.second), hi = max(a.first, a.second)
                let key = Int64(lo) << 32 | Int64(hi)
                if pairs[key] == nil {
                    pairs[key] = ((a.first, a.second), SampleZone())
                    pairOrder.append(key)
                }
                pairs[key]!.zone.add(Int(a.sample))
            }
            for key in pairOrder {
                let p = pairs[key]!
                out.append((make(.ambiguous, [Int(p.order.0), Int(p.order.1)], p.zone), p.zone))
            }
        }
        return out
    }
}
