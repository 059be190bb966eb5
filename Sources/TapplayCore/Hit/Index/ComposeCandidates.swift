/// A candidate of a `compose` result, to be listed by key: the key
/// `(0 if inLayer else 1, d)` packed in one integer, and the view (16 bytes).
///
/// The layer is the top bit; below it a direct hit (`d = −1`) is 0 and a
/// near distance `d ≥ 0` is its bits plus one (finite non-negative doubles
/// order as their bit patterns), so comparing two keys as integers compares
/// them as SPEC §2 does, and the distance can be read back exactly.
struct ComposeCandidate {
    var key: UInt64
    var view: Int32

    static let outside: UInt64 = 1 << 63

    @inline(__always)
    init(view: Int32, d: Double, inLayer: Bool) {
        self.view = view
        key = (inLayer ? 0 : Self.outside) | (d < 0 ? 0 : d.bitPattern &+ 1)
    }

    /// The near distance's square root, 0 for a direct hit (`ComposeReport.distance`).
    @inline(__always)
    var distance: Double {
        let bits = key & ~Self.outside
        return bits == 0 ? 0 : Double(bitPattern: bits &- 1).squareRoot()
    }

    /// Sorts `s[0 ..< n]` by key, ties kept in their order (the order of
    /// evaluation): an insertion sort for a few, else a merge sort through
    /// `temp` (room for `n`).
    static func sort(_ s: UnsafeMutablePointer<ComposeCandidate>, _ n: Int, temp: UnsafeMutablePointer<ComposeCandidate>) {
        guard n > 1 else { return }
        if n <= 32 {
            insertion(s, 0, n)
            return
        }
        // Runs of 16 by insertion, then merged pairwise.
        var lo = 0
        while lo < n {
            insertion(s, lo, min(lo + 16, n))
            lo += 16
        }
        var src = s, dst = temp
        var width = 16
        while width < n {
            lo = 0
            while lo < n {
                let mid = min(lo + width, n), hi = min(lo + 2 * width, n)
                var a = lo, b = mid, k = lo
                while a < mid && b < hi {
                    if src[b].key < src[a].key { dst[k] = src[b]; b += 1 } else { dst[k] = src[a]; a += 1 }
                    k += 1
                }
                while a < mid { dst[k] = src[a]; a += 1; k += 1 }
                while b < hi { dst[k] = src[b]; b += 1; k += 1 }
                lo = hi
            }
            swap(&src, &dst)
            width *= 2
        }
        if src != s { s.update(from: src, count: n) }
    }

    @inline(__always)
    static func insertion(_ s: UnsafeMutablePointer<ComposeCandidate>, _ lo: Int, _ hi: Int) {
        var i = lo + 1
        while i < hi {
            let v = s[i]
            var j = i
            while j > lo && v.key < s[j - 1].key {
                s[j] = s[j - 1]
                j -= 1
            }
            s[j] = v
            i += 1
        }
    }

    /// The result's two lists: the hit first (its distance `hitD`), then `s[0 ..< n]` in order.
    /// (Copied from a buffer on the stack: `Array(UnsafeBufferPointer)` is specialized, where
    /// `Array(unsafeUninitializedCapacity:)` looks the storage's generic metadata up on every call.)
    @inline(__always)
    static func lists(hit: Int, hitD: Double, _ s: UnsafeMutablePointer<ComposeCandidate>, _ n: Int)
        -> (candidates: [Int], distances: [Double]) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n + 1) { ib in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n + 1) { db in
                ib[0] = hit
                db[0] = ComposeReport.distance(hitD)
                for k in 0..<n {
                    ib[k + 1] = Int(s[k].view)
                    db[k + 1] = s[k].distance
                }
                return (Array(UnsafeBufferPointer(ib)), Array(UnsafeBufferPointer(db)))
            }
        }
    }

    /// `[ComposeReport.distance(d)]` for a lone near hit's distances.
    @inline(__always)
    static func lone(_ d: Double) -> [Double] {
        withUnsafePointer(to: d.squareRoot()) { Array(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// R's views as the path.
    @inline(__always)
    static func path(_ r: UnsafeMutablePointer<ComposeSlot>, _ n: Int) -> [Int] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { b in
            for k in 0..<n { b[k] = Int(r[k].view) }
            return Array(UnsafeBufferPointer(b))
        }
    }
}
