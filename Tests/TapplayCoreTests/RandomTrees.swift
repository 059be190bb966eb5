@testable import TapplayCore

/// The skeleton of the random scenes the reference tests compare policies on:
/// `views` views, each, with probability `nesting`, the child of one of the last
/// `window` views drawn (else a root), its own frame and keys drawn by `make`
/// from its index, its parent's size (the canvas for a root) and the generator.
/// The views come back as trees in drawing order.
enum RandomTrees {
    static func build(_ rng: inout SplitMix64, views: Int, canvas: Size, nesting: Double, window: Int,
                      make: (_ i: Int, _ parent: (width: Double, height: Double), _ rng: inout SplitMix64) -> SceneView)
        -> [ViewTree] {
        var parents: [Int?] = []
        var drawn: [SceneView] = []
        for i in 0..<views {
            var parent: Int? = nil
            if !drawn.isEmpty && rng.chance(nesting) { parent = rng.int(max(0, drawn.count - window)...(drawn.count - 1)) }
            let size = parent.map { (drawn[$0].frame.width, drawn[$0].frame.height) } ?? (canvas.width, canvas.height)
            drawn.append(make(i, size, &rng))
            parents.append(parent)
        }
        var children = [[Int]](repeating: [], count: drawn.count)
        var roots: [Int] = []
        for (i, p) in parents.enumerated() { if let p { children[p].append(i) } else { roots.append(i) } }
        func tree(_ i: Int) -> ViewTree { ViewTree(drawn[i], children[i].map(tree)) }
        return roots.map(tree)
    }
}

extension SplitMix64 {
    /// A number drawn in lo…hi and rounded to the half-point lattice.
    mutating func half(_ lo: Double, _ hi: Double) -> Double { (double(lo, hi) * 2).rounded() / 2 }
}
