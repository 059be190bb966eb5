import ArgumentParser
import Foundation
import TapplayCore

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time hit resolution and the hit map on a scene; print one line of figures.",
        discussion: """
        Resolves --taps random points of the canvas (a fixed seed) and builds the full --cols × --rows \
        hit map, several times after a warm-up, and prints the medians: \
        views=1000 policy=uikit ns_per_hit=85 map_200x60_ms=0.41. ns_per_hit is one Resolver.resolve \
        (a full result: hit, responder, ambiguity, candidates and distances, no trace). \
        --json adds the load and index times, the allocation-free outcome query and a checksum of every answer.
        """ + CommandExamples.helpBlock("bench"))

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var policyOptions: PolicyOptions

    @Option(parsing: .unconditional, help: "Random taps per repetition.")
    var taps: Int = 100_000

    @Option(parsing: .unconditional, help: "Columns of the hit map.")
    var cols: Int = 200

    @Option(parsing: .unconditional, help: "Rows of the hit map.")
    var rows: Int = 60

    @Option(parsing: .unconditional, help: "Repetitions of each measurement (the median is printed).")
    var repeats: Int = 7

    @Flag(help: "Print one JSON object instead.")
    var json = false

    func validate() throws {
        guard (1...100_000_000).contains(taps) else { throw ValidationError("--taps must be between 1 and 100000000, got \(taps)") }
        guard (1...2000).contains(cols), (1...2000).contains(rows) else {
            throw ValidationError("--cols and --rows must be between 1 and 2000 (got \(cols)×\(rows))")
        }
        guard (1...1000).contains(repeats) else { throw ValidationError("--repeats must be between 1 and 1000, got \(repeats)") }
    }

    func run() throws {
        try reportingFailures {
            let t0 = Bench.now()
            let scene = try loadScene(scene)
            let t1 = Bench.now()
            let resolver = Resolver(scene: scene, slop: policyOptions.slop)   // builds the index
            let t2 = Bench.now()
            let policy = policyOptions.policy

            // Random taps over the canvas, the same for every run.
            var rng = SplitMix64(seed: 0x7A99_1A7)
            let w = scene.canvas.width, h = scene.canvas.height
            let points = (0..<taps).map { _ in Point(x: rng.unit() * w, y: rng.unit() * h) }

            var checksum = 0
            func resolveAll() -> Int {
                var sum = 0
                for p in points {
                    let r = resolver.resolve(p, policy: policy)
                    sum &+= (r.hit ?? -1) &* 31 &+ (r.responder ?? -1) &+ r.candidates.count &+ (r.ambiguous ? 7 : 0)
                }
                return sum
            }
            func outcomeAll() -> Int {
                var sum = 0
                for p in points {
                    if let o = resolver.outcome(p, policy: policy) {
                        sum &+= (o.hit ?? -1) &* 31 &+ (o.responder ?? -1) &+ (o.ambiguous ? 7 : 0)
                    }
                }
                return sum
            }
            let viewport = Viewport.fit(canvas: scene.canvas, cols: cols, rows: rows)
            func mapOnce() -> Int {
                let m = HitMap(resolver: resolver, policy: policy, viewport: viewport, cols: cols, rows: rows)
                var sum = 0
                for c in m.cells { sum &+= c ?? -1 }
                return sum
            }

            let hitNs = Bench.median(repeats: repeats, warmUp: { checksum &+= resolveAll() }) {
                checksum &+= resolveAll()
            } / Double(taps)
            let outcomeNs = Bench.median(repeats: repeats, warmUp: { checksum &+= outcomeAll() }) {
                checksum &+= outcomeAll()
            } / Double(taps)
            // Maps are short: repeat enough to fill a few milliseconds per sample.
            let mapNs = Bench.median(repeats: max(repeats, 15), warmUp: { for _ in 0..<3 { checksum &+= mapOnce() } }) {
                checksum &+= mapOnce()
            }

            let mapKey = "map_\(cols)x\(rows)_ms"
            if json {
                let grid = resolver.context.index.gridSize
                Console.out(JSON.object([
                    ("views", .int(scene.views.count)), ("policy", .string(policy.rawValue)),
                    ("taps", .int(taps)), ("ns_per_hit", .number(Bench.round(hitNs, 1))),
                    ("ns_per_outcome", .number(Bench.round(outcomeNs, 1))),
                    (mapKey, .number(Bench.round(mapNs / 1e6, 4))),
                    ("load_ms", .number(Bench.round(Double(t1 - t0) / 1e6, 2))),
                    ("index_ms", .number(Bench.round(Double(t2 - t1) / 1e6, 2))),
                    ("index_grid", .string("\(grid.cols)x\(grid.rows)")),
                    ("index_kb", .int(resolver.context.index.byteCount / 1024)),
                    ("index_entries_per_cell", JSON.object(resolver.context.index.meanEntriesPerCell.sorted { $0.key < $1.key }
                        .map { ($0.key, .number(Bench.round($0.value, 2))) })),
                    ("checksum", .int(checksum)),
                ]).serialized)
            } else {
                Bench.consume(checksum)
                Console.out("views=\(scene.views.count) policy=\(policy.rawValue) ns_per_hit=\(Bench.ns(hitNs)) "
                            + "\(mapKey)=\(Bench.ms(mapNs / 1e6))")
            }
        }
    }
}

enum Bench {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Median nanoseconds of `body` over `repeats` runs, after one warm-up.
    static func median(repeats: Int, warmUp: () -> Void, _ body: () -> Void) -> Double {
        warmUp()
        var samples: [Double] = []
        for _ in 0..<repeats {
            let a = now()
            body()
            samples.append(Double(now() - a))
        }
        samples.sort()
        let m = samples.count / 2
        return samples.count % 2 == 1 ? samples[m] : (samples[m - 1] + samples[m]) / 2
    }

    static func round(_ v: Double, _ digits: Int) -> Double {
        var f = 1.0
        for _ in 0..<digits { f *= 10 }
        return (v * f).rounded() / f
    }

    static func ns(_ v: Double) -> String {
        v >= 10 ? String(Int(v.rounded())) : String(round(v, 1))
    }

    static func ms(_ v: Double) -> String {
        v >= 100 ? String(Int(v.rounded())) : v >= 0.1 ? String(round(v, 2)) : String(round(v, 3))
    }

    /// Keeps a value alive so the work that made it cannot be optimised away.
    @inline(never)
    static func consume(_ v: Int) {
        if v == 0x5EED_F00D { Console.err("checksum \(v)") }
    }
}
