/// The largest solid square of samples in each view's region: the largest
/// `k` such that some `k × k` block of samples all belongs to the region.
/// A property of the sampled region, not of its bounding box: an L-shaped
/// region left by a label in front has a small square in a large box.
///
/// One pass over the sample grid in sample order with the classic
/// largest-square recurrence: the side of the largest square whose
/// bottom-right sample is `(i, j)` is 0 when the sample is in no region, else
/// `1 + min(up, left, up-left)`, each neighbour counting only when it belongs
/// to the same region (another region's square is 0 for this one). Two rows
/// of the table are kept; every region is measured at once.
enum LargestSquare {
    /// Per view index: the side, in samples, of the largest square of its
    /// region (0 for an empty region). `owner` holds a view index per sample
    /// (sample order), or a negative number for none.
    static func sides(owner: [Int32], grid: SampleGrid, viewCount: Int) -> [Int] {
        var best = [Int](repeating: 0, count: viewCount)
        let cols = grid.cols, rows = grid.rows
        guard cols > 0, rows > 0, owner.count >= cols * rows else { return best }
        var above = [Int32](repeating: 0, count: cols)
        var row = [Int32](repeating: 0, count: cols)
        owner.withUnsafeBufferPointer { o in
            best.withUnsafeMutableBufferPointer { b in
                for j in 0..<rows {
                    let base = j * cols
                    above.withUnsafeBufferPointer { up in
                        row.withUnsafeMutableBufferPointer { here in
                            for i in 0..<cols {
                                let v = o[base + i]
                                guard v >= 0, Int(v) < b.count else {
                                    here[i] = 0
                                    continue
                                }
                                var k: Int32 = 1
                                if i > 0 && j > 0 {
                                    let u = o[base - cols + i] == v ? up[i] : 0
                                    let l = o[base + i - 1] == v ? here[i - 1] : 0
                                    let d = o[base - cols + i - 1] == v ? up[i - 1] : 0
                                    k = 1 + min(u, l, d)
                                }
                                here[i] = k
                                if Int(k) > b[Int(v)] { b[Int(v)] = Int(k) }
                            }
                        }
                    }
                    swap(&above, &row)
                }
            }
        }
        return best
    }
}
