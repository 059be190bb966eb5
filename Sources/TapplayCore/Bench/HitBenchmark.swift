/// `tapplay bench`: times resolving random taps and building a full hit map on
/// one scene under one policy, several times after a warm-up, and reports the
/// medians. The taps come from a fixed seed, so every run times the same work;
/// a checksum of every answer keeps the work from being optimised away.
public enum HitBenchmark {
    public struct Settings: Sendable {
        /// Random taps per repetition.
        public var taps: Int
        /// The hit map's size.
        public var cols: Int
        public var rows: Int
        /// Repetitions of each measurement (the median is reported).
        public var repeats: Int

        public init(taps: Int = 100_000, cols: Int = 200, rows: Int = 60, repeats: Int = 7) {
            self.taps = taps
            self.cols = cols
            self.rows = rows
            self.repeats = repeats
        }
    }

    public struct Result: Sendable {
        public var views: Int
        public var policy: PolicyKind
        /// `sampled`'s radius.
        public var radius: Double
        public var settings: Settings
        /// Median nanoseconds of one full `Resolver.resolve` (no trace).
        public var nsPerHit: Double
        /// Median nanoseconds of one allocation-free outcome query.
        public var nsPerOutcome: Double
        /// Median nanoseconds of one full hit map.
        public var mapNs: Double
        public var loadMs: Double
        public var indexMs: Double
        public var index: HitIndex
        public var checksum: Int

        var mapKey: String { "map_\(settings.cols)x\(settings.rows)_ms" }

        /// "views=1000 policy=uikit ns_per_hit=85 map_200x60_ms=0.41".
        public var line: String {
            "views=\(views) policy=\(policy.rawValue)\(policy.usesRadius ? " radius=\(Format.number(radius))" : "") ns_per_hit=\(HitBenchmark.ns(nsPerHit)) "
                + "\(mapKey)=\(HitBenchmark.ms(mapNs / 1e6))"
        }

        public var json: JSON {
            let grid = index.gridSize
            return .object([
                ("views", .int(views)), ("policy", .string(policy.rawValue)),
                ("taps", .int(settings.taps)), ("ns_per_hit", .number(HitBenchmark.round(nsPerHit, 1))),
                ("ns_per_outcome", .number(HitBenchmark.round(nsPerOutcome, 1))),
                (mapKey, .number(HitBenchmark.round(mapNs / 1e6, 4))),
                ("load_ms", .number(HitBenchmark.round(loadMs, 2))),
                ("index_ms", .number(HitBenchmark.round(indexMs, 2))),
                ("index_grid", .string("\(grid.cols)x\(grid.rows)")),
                ("index_kb", .int(index.byteCount / 1024)),
                ("index_entries_per_cell", JSON.object(index.meanEntriesPerCell.sorted { $0.key < $1.key }
                    .map { ($0.key, .number(HitBenchmark.round($0.value, 2))) })),
                ("checksum", .int(checksum)),
            ])
        }
    }

    /// Loads the scene with `load` (timed), builds its index (timed), then times the taps and the map.
    /// `policy` nil: the scene's platform's.
    public static func run(load: () throws -> Scene, policy givenPolicy: PolicyKind?, slop: Double?,
                           radius: Double? = nil, settings: Settings = Settings()) throws -> Result {
        let clock = ContinuousClock()
        let t0 = clock.now
        let scene = try load()
        let t1 = clock.now
        let resolver = Resolver(scene: scene, slop: slop, radius: radius)   // builds the index
        let policy = givenPolicy ?? scene.defaultPolicy
        let t2 = clock.now

        // Random taps over the canvas, the same for every run: drawn afresh from
        // the same seed each time rather than kept, so memory does not grow with the count.
        let w = scene.canvas.width, h = scene.canvas.height
        let taps = settings.taps
        func forEachPoint(_ body: (Point) -> Void) {
            var rng = SplitMix64(seed: 0x7A99_1A7)
            for _ in 0..<taps { body(Point(x: rng.unit() * w, y: rng.unit() * h)) }
        }

        var checksum = 0
        func resolveAll() -> Int {
            var sum = 0
            forEachPoint { p in
                let r = resolver.resolve(p, policy: policy)
                sum &+= (r.hit ?? -1) &* 31 &+ (r.responder ?? -1) &+ r.candidates.count &+ (r.ambiguous ? 7 : 0)
            }
            return sum
        }
        func outcomeAll() -> Int {
            var sum = 0
            forEachPoint { p in
                if let o = resolver.outcome(p, policy: policy) {
                    sum &+= (o.hit ?? -1) &* 31 &+ (o.responder ?? -1) &+ (o.ambiguous ? 7 : 0)
                }
            }
            return sum
        }
        let viewport = Viewport.fit(canvas: scene.canvas, cols: settings.cols, rows: settings.rows)
        func mapOnce() -> Int {
            let m = HitMap(resolver: resolver, policy: policy, viewport: viewport, cols: settings.cols, rows: settings.rows)
            var sum = 0
            for c in m.cells { sum &+= c ?? -1 }
            return sum
        }

        let repeats = settings.repeats
        let hitNs = median(repeats: repeats, warmUp: { checksum &+= resolveAll() }) {
            checksum &+= resolveAll()
        } / Double(settings.taps)
        let outcomeNs = median(repeats: repeats, warmUp: { checksum &+= outcomeAll() }) {
            checksum &+= outcomeAll()
        } / Double(settings.taps)
        // Maps are short: repeat enough to fill a few milliseconds per sample.
        let mapNs = median(repeats: max(repeats, 15), warmUp: { for _ in 0..<3 { checksum &+= mapOnce() } }) {
            checksum &+= mapOnce()
        }
        return Result(views: scene.views.count, policy: policy, radius: resolver.radius, settings: settings, nsPerHit: hitNs,
                      nsPerOutcome: outcomeNs, mapNs: mapNs, loadMs: milliseconds(t1 - t0),
                      indexMs: milliseconds(t2 - t1), index: resolver.context.index, checksum: checksum)
    }

    /// Median nanoseconds of `body` over `repeats` runs, after one warm-up.
    static func median(repeats: Int, warmUp: () -> Void, _ body: () -> Void) -> Double {
        warmUp()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<repeats {
            let a = clock.now
            body()
            samples.append(nanoseconds(clock.now - a))
        }
        samples.sort()
        let m = samples.count / 2
        return samples.count % 2 == 1 ? samples[m] : (samples[m - 1] + samples[m]) / 2
    }

    static func nanoseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
    }

    static func milliseconds(_ d: Duration) -> Double { nanoseconds(d) / 1e6 }

    static func round(_ v: Double, _ digits: Int) -> Double {
        var f = 1.0
        for _ in 0..<digits { f *= 10 }
        return (v * f).rounded() / f
    }

    static func ns(_ v: Double) -> String {
        v >= 10 ? String(Int(saturating: v.rounded())) : String(round(v, 1))
    }

    static func ms(_ v: Double) -> String {
        v >= 100 ? String(Int(saturating: v.rounded())) : v >= 0.1 ? String(round(v, 2)) : String(round(v, 3))
    }
}
