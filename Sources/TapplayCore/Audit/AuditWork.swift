/// The work an audit would do, estimated before any sample is resolved, so
/// that no legal option value can keep it running for hours: resolving every
/// sample tests the views listed in the sample's cell of the policy's index
/// (`--slop 1e9` puts every tappable view in every cell), the swallowed check
/// tests every sample in each audited view's frame, and `close` compares the
/// pairs of views less than `--spacing` apart along x.
struct AuditWork {
    /// What the largest share of the work is, for the message.
    var policy: PolicyKind?
    var tests: Double
    var perSample: Double
    var closePairs: Double

    /// A compared pair costs more than a sample's test: when the two views are
    /// close it makes a finding (two ids, its place in the order), about this many tests' worth.
    static let closePairWeight = 25.0

    /// An ancestor weighed under `sampled` costs about this many tests' worth (a chain
    /// of 490 nested tappable views: about 2,800 tests' worth per sample, measured; 4 is
    /// the lower side, so that no audit that fits is refused).
    static let sampledAncestorWeight = 4.0

    /// The estimate for `policies` on `grid`; the indexes it reads are the
    /// ones the audit builds anyway.
    static func estimate(resolver: Resolver, policies: [PolicyKind], grid: SampleGrid, spacing: Double) -> AuditWork {
        let context = resolver.context
        let samples = Double(grid.count)
        var total = 0.0
        var worst: (PolicyKind?, Double) = (nil, 0)
        for policy in policies {
            let perSample = 1 + listedPerCell(policy, context)
            total += samples * perSample
            if perSample > worst.1 { worst = (policy, perSample) }
        }
        // The swallowed check: every sample in each tappable view's frame, once per policy.
        var inFrames = 0.0
        for v in context.tappables {
            let f = context.views[v].canvasFrame
            inFrames += Double(grid.columns(from: f.minX, to: f.maxX).count) * Double(grid.rows(from: f.minY, to: f.maxY).count)
        }
        total += inFrames * Double(policies.count)
        let pairs = CloseViews.comparisons(context: context, spacing: spacing)
        total += pairs * closePairWeight
        return AuditWork(policy: worst.0, tests: total, perSample: worst.1, closePairs: pairs)
    }

    /// The mean number of index entries a sample's resolution looks at under `policy`.
    static func listedPerCell(_ policy: PolicyKind, _ context: HitContext) -> Double {
        let index = context.index
        let cells = Double(max(1, index.grid.cellCount))
        switch policy {
        case .uikit:
            // An entry under a view with `passThrough` rects also tests every
            // rect of that view and of the pass-through views above it.
            let holes = index.holesInChain
            var tests = 0.0
            for e in index.uikit.entries { tests += 1 + (e.holeOwner >= 0 ? Double(holes[Int(e.holeOwner)]) : 0) }
            return tests / cells
        case .swiftui, .filtered:
            return Double(index.normal.candidates.entries.count + index.normal.occluders.entries.count) / cells
        case .exact:
            return Double(index.exact.candidates.entries.count + index.exact.occluders.entries.count) / cells
        case .sampled:
            // Each listed leaf is tested against the cloud's points (a quarter of them, on
            // average, through the axis look-ups), and the leaves hit are weighed with their
            // ancestors, node by node down the tree: a leaf 490 views deep costs 490 nodes.
            // Leaves share ancestors, so a cell counts its deepest leaf's chain once.
            let s = context.sampledIndex
            let cells = Double(max(1, s.grid.cellCount))
            let views = context.views
            var chains = 0.0
            for c in 0..<s.grid.cellCount {
                var deepest = 0
                for k in Int(s.leaves.offsets[c])..<Int(s.leaves.offsets[c + 1]) {
                    deepest = max(deepest, views[Int(s.leaves.entries[k].view)].depth)
                }
                chains += Double(deepest)
            }
            return Double(s.leaves.entries.count) / cells * Double(s.weights.count) / 4
                + chains / cells * sampledAncestorWeight
        case .android:
            let a = context.androidIndex
            return Double(a.entries.entries.count) / Double(max(1, a.grid.cellCount))
        case .compose:
            let c = context.composeIndex
            return Double(c.entries.entries.count) / Double(max(1, c.grid.cellCount))
        case .flutter:
            let f = context.flutterIndex
            return Double(f.entries.entries.count) / Double(max(1, f.grid.cellCount))
        }
    }

    /// Whether the audit may run, or the one line that says why not and what to change.
    func refusal(file: String, grid: SampleGrid, resolution: Double, slop: Double, spacing: Double) -> String? {
        guard tests > Limits.maxAuditTests else { return nil }
        let limit = Limits.text(Limits.maxAuditTests)
        if closePairs * AuditWork.closePairWeight > tests / 2 {
            return "\(file): --spacing \(Format.exact(spacing)) makes the audit compare about \(AuditWork.count(closePairs)) "
                + "pairs of views for close (\(AuditWork.count(closePairs * AuditWork.closePairWeight)) tests' worth); "
                + "at most \(limit) tests per audit: use a smaller --spacing"
        }
        // Tests fall with the square of the step.
        let coarser = resolution * (tests / Limits.maxAuditTests).squareRoot()
        var advice = "use a coarser --resolution (\(AuditWork.roundedUp(coarser)) or more)"
        if let p = policy, [.swiftui, .exact, .filtered].contains(p), perSample > 64 {
            advice += " or a smaller --slop (now \(Format.exact(slop)))"
        }
        let what = policy.map { " under \($0.rawValue)" } ?? ""
        return "\(file): the audit would run about \(AuditWork.count(tests)) tests\(what) "
            + "(\(ByteSize.grouped(grid.count)) samples, each against about \(AuditWork.count(perSample.rounded())) views); "
            + "at most \(limit) tests per audit: \(advice)"
    }

    /// `4170`, `1,316,736`, `5.5e9`.
    static func count(_ v: Double) -> String {
        guard v.isFinite else { return "too many" }
        if v < 1e7 { return ByteSize.grouped(Int(v.rounded())) }
        var m = v, e = 0
        while m >= 10 { m /= 10; e += 1 }
        return "\(Format.number((m * 10).rounded() / 10))e\(e)"
    }

    /// Two significant digits, rounded up: 1.23 → 1.3, 0.0431 → 0.044.
    static func roundedUp(_ v: Double) -> String {
        guard v.isFinite, v > 0 else { return Format.exact(v) }
        var scale = 1.0
        while v * scale < 10 { scale *= 10 }
        while v * scale >= 100 { scale /= 10 }
        return Format.exact((v * scale).rounded(.up) / scale)
    }
}

extension Audit {
    /// The audit for a picture or an overlay, which have no `--resolution` to
    /// give: at the options' step when the canvas allows it, else at the
    /// finest step (doubling) whose samples and work fit the limits, or half
    /// the canvas's side for a canvas finer than the step. Throws only what
    /// no step can fix.
    public static func analyseFitting(scene: Scene, file: String, options: AuditOptions) throws -> AuditResult {
        var options = options
        // Only the sample grid changes between tries: the resolver (and its indexes) is built once.
        let resolver = Resolver(scene: scene, slop: options.slop, radius: options.radius)
        for _ in 0..<64 {
            do {
                return try analyse(resolver, file: file, options: options)
            } catch AuditError.tooManySamples, AuditError.tooMuchWork {
                options.resolution *= 2
            } catch AuditError.noSamples(_, let canvas, _) {
                let side = min(canvas.width, canvas.height)
                guard side > 0, side.isFinite, side < options.resolution * 2 else { break }
                options.resolution = side
            }
        }
        do {
            return try analyse(resolver, file: file, options: options)
        } catch AuditError.tooMuchWork(let message) {
            // A picture or an overlay has no --resolution or --spacing to change:
            // the facts, and the command that has them.
            let facts = message.range(of: ": use ", options: .backwards).map { String(message[..<$0.lowerBound]) } ?? message
            throw AuditError.tooMuchWork(facts + " at any step: audit it with tapplay audit, whose --spacing, --slop "
                                         + "and --resolution change the work")
        }
    }
}
