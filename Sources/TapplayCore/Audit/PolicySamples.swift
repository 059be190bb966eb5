import Foundation

/// What a tap at every sample does under one policy: the hit, the responder
/// (whose handler runs) and, where the tap is ambiguous, its first two
/// candidates. Exactly what `Resolver.resolve` answers at each sample, taken
/// through the spatial index without building a result per sample.
struct PolicySamples {
    let policy: PolicyKind
    let grid: SampleGrid
    /// View index per sample (sample order), -1 for none.
    var hit: [Int32]
    var responder: [Int32]
    /// Ambiguous samples with their first and second candidates, in sample order.
    var ambiguous: [(sample: Int32, first: Int32, second: Int32)]

    init(resolver: Resolver, policy: PolicyKind, grid: SampleGrid) {
        self.policy = policy
        self.grid = grid
        let n = grid.count
        var hit = [Int32](repeating: -1, count: n)
        var responder = [Int32](repeating: -1, count: n)
        let index = resolver.index
        let cols = grid.cols
        // Rows in bands, one per core; each band writes its own rows and its own ambiguous list.
        let bands = max(1, min(PolicySamples.cores, grid.rows / 16))
        let ambiguousBands = AmbiguousBands(count: bands)
        hit.withUnsafeMutableBufferPointer { hb in
            responder.withUnsafeMutableBufferPointer { rb in
                nonisolated(unsafe) let hb = hb, rb = rb
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let rows = (grid.rows * band / bands)..<(grid.rows * (band + 1) / bands)
                    var ambiguous: [(sample: Int32, first: Int32, second: Int32)] = []
                    for j in rows {
                        let y = grid.coordinate(j)
                        let base = j * cols
                        switch policy {
                        case .uikit:
                            for i in 0..<cols {
                                let h = index.uikitHit(grid.coordinate(i), y)
                                guard h >= 0 else { continue }
                                hb[base + i] = Int32(h)
                                rb[base + i] = index.responderOf[h]
                            }
                        case .swiftui, .exact, .filtered:
                            let set = policy == .exact ? index.exact : index.normal
                            let filtered = policy == .filtered
                            for i in 0..<cols {
                                let x = grid.coordinate(i)
                                let c = index.topTwo(x, y, set)
                                guard c.winner >= 0 else { continue }
                                hb[base + i] = Int32(c.winner)
                                if !filtered || index.frames[c.winner].contains(Point(x: x, y: y)) {
                                    rb[base + i] = Int32(c.winner)
                                }
                                if c.ambiguous {
                                    ambiguous.append((Int32(base + i), Int32(c.first), Int32(c.second)))
                                }
                            }
                        case .compose:
                            index.compose.withReader { compose, work in
                                for i in 0..<cols {
                                    let o = compose.topTwo(grid.coordinate(i), y, work: work)
                                    guard o.hit >= 0 else { continue }
                                    hb[base + i] = o.hit
                                    rb[base + i] = o.responder
                                    if o.ambiguous { ambiguous.append((Int32(base + i), o.first, o.second)) }
                                }
                            }
                        default:
                            // Any other policy: its own untraced outcome per sample; the
                            // candidates are listed only where the tap is ambiguous.
                            for i in 0..<cols {
                                let x = grid.coordinate(i)
                                guard let o = index.outcome(x, y, policy: policy) else { continue }
                                hb[base + i] = Int32(o.hit ?? -1)
                                rb[base + i] = Int32(o.responder ?? -1)
                                if o.ambiguous {
                                    let r = index.resolve(Point(x: x, y: y), policy: policy)
                                    if r.candidates.count >= 2 {
                                        ambiguous.append((Int32(base + i), Int32(r.candidates[0]), Int32(r.candidates[1])))
                                    }
                                }
                            }
                        }
                    }
                    ambiguousBands.set(band, ambiguous)
                }
            }
        }
        self.hit = hit
        self.responder = responder
        self.ambiguous = ambiguousBands.joined
    }

    /// `filtered` from `swiftui`'s samples: the same winner and ambiguity,
    /// whose handler runs only inside its own frame.
    init(filteredFrom s: PolicySamples, frames: [Rect]) {
        self.policy = .filtered
        self.grid = s.grid
        self.hit = s.hit
        self.ambiguous = s.ambiguous
        var responder = s.hit
        let cols = grid.cols
        for k in 0..<responder.count where responder[k] >= 0 {
            let p = Point(x: grid.coordinate(k % cols), y: grid.coordinate(k / cols))
            if !frames[Int(responder[k])].contains(p) { responder[k] = -1 }
        }
        self.responder = responder
    }

    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Every sample resolved one by one through `Resolver.resolve`: the way
    /// for a policy without a faster path.
    init(resolvingEach resolver: Resolver, policy: PolicyKind, grid: SampleGrid) {
        self.policy = policy
        self.grid = grid
        var hit = [Int32](repeating: -1, count: grid.count)
        var responder = [Int32](repeating: -1, count: grid.count)
        var ambiguous: [(sample: Int32, first: Int32, second: Int32)] = []
        for k in 0..<grid.count {
            let r = resolver.resolve(grid.point(k), policy: policy)
            hit[k] = r.hit.map(Int32.init) ?? -1
            responder[k] = r.responder.map(Int32.init) ?? -1
            if r.ambiguous && r.candidates.count >= 2 {
                ambiguous.append((Int32(k), Int32(r.candidates[0]), Int32(r.candidates[1])))
            }
        }
        self.hit = hit
        self.responder = responder
        self.ambiguous = ambiguous
    }
}

/// The ambiguous samples found by each band of rows, joined in band order
/// (so in sample order).
private final class AmbiguousBands: @unchecked Sendable {
    private var bands: [[(sample: Int32, first: Int32, second: Int32)]]
    private let lock = NSLock()

    init(count: Int) { bands = Array(repeating: [], count: count) }

    func set(_ band: Int, _ list: [(sample: Int32, first: Int32, second: Int32)]) {
        lock.lock()
        bands[band] = list
        lock.unlock()
    }

    var joined: [(sample: Int32, first: Int32, second: Int32)] {
        lock.lock()
        defer { lock.unlock() }
        return bands.flatMap { $0 }
    }
}
