/// One tap under `sampled`: SwiftUI's weighted touch cloud competing down the
/// tree of nodes.
///
/// Nodes: the root has one node per top-level view; a view's node has as
/// children first its own content (a leaf, when it has any), then its
/// subviews' nodes, back to front. A view that is hidden, not interactive or
/// below 0.001 opacity has no node, nor has its subtree. A view node's opacity
/// is its alpha; the root's and every leaf's is 1. A leaf contains the sample
/// points its shape contains; any other node the union of its children's.
///
/// `resolve(node, mask)`, where `mask` is the set of points already taken:
/// 1. `own` = the node's points not in `mask`; `weight = opacity × Σ` of their
///    weights in point order; nothing when 0.
/// 2. `cover = mask ∪ own` when the opacity is above 0.5, else `mask`.
/// 3. `childMask = mask ∪` the points the node does not contain.
/// 4. Children front-most first (the own leaf last): each one's cover becomes
///    the mask of the next, winner or not; the two largest weights are kept as
///    `w1` (with its result, `best`) and `w2`, a tie going to the front-most.
/// 5. Significant when `w1 ≥ max(w2 × 1.2, 8)`: the node answers with
///    `best`'s responder; otherwise with itself. Either way with its own
///    weight and cover.
///
/// The node where the chain of significant decisions stops is `F`: the hit is
/// its view (none for the root); the tap is ambiguous when at `F` `w2 > 0`,
/// `w1 ≥ 8` and `w1 < w2 × 1.2`.
struct SampledResolution {
    /// A node of the tap's tree: `.root`, a view's node (by slot) or a view's own content.
    enum Node: Hashable {
        case root
        case view(Int)
        case leaf(Int)
    }

    /// One child's answer in a competition.
    struct Contender {
        var child: Node
        /// The node it answered with (its own decision chain's end).
        var responder: Node
        var weight: Double
    }

    /// One node's competition among its children.
    struct Competition {
        var node: Node
        var weight: Double
        /// Children that returned a result, front-most first.
        var contenders: [Contender]
        var w1: Double
        var w2: Double
        var best: Int?
        var runnerUp: Int?
        var significant: Bool
    }

    /// A part of the tree that contains sample points: views in painter's order.
    struct Slot {
        var view: Int32
        var parent: Int32
        /// The points the view's node contains (its subtree's leaves').
        var union: UInt64
        /// The points its own content contains (0 without a leaf).
        var leaf: UInt64
        var hasLeaf: Bool
        var lastChild: Int32 = -1
        var prevSibling: Int32 = -1
    }

    struct Result {
        var responder: Node
        var weight: Double
        var cover: UInt64
        /// `w1` and `w2` at the responder's own competition.
        var w1: Double
        var w2: Double
    }

    let index: SampledIndex
    private(set) var slots: [Slot] = []
    private var rootLast: Int32 = -1
    private var rootUnion: UInt64 = 0
    /// Recorded only when asked for: each competition, and who took each point first.
    let recording: Bool
    /// By slot; the root's last.
    private var recorded: [Competition?] = []
    private(set) var takenBy: [Int] = []

    init(index: SampledIndex, x: Double, y: Double, recording: Bool) {
        self.index = index
        self.recording = recording
        if recording { takenBy = [Int](repeating: -1, count: index.weights.count) }
        build(x, y)
    }

    /// The sparse tree: the leaves that contain points and their ancestors, in
    /// painter's order, built with the stack of the previous leaf's chain.
    private mutating func build(_ x: Double, _ y: Double) {
        var chain: [Int32] = []          // slots from the top-level view down
        var slots: [Slot] = []
        slots.reserveCapacity(16)
        var pending: [Int32] = []
        var rootLast: Int32 = -1
        let parent = index.parent
        let end = index.subtreeEnd
        index.hitLeaves(x, y) { v, mask in
            // Leave the chain where it no longer holds v.
            while let top = chain.last, !(Int32(v) < end[Int(slots[Int(top)].view)]) { chain.removeLast() }
            // The ancestors of v below the chain's last view, then v.
            let stopView: Int32 = chain.last.map { slots[Int($0)].view } ?? -1
            pending.removeAll(keepingCapacity: true)
            var a = Int32(v)
            while a != stopView && a >= 0 {
                pending.append(a)
                a = parent[Int(a)]
            }
            for view in pending.reversed() {
                let p = chain.last ?? -1
                let s = Int32(slots.count)
                var slot = Slot(view: view, parent: p, union: 0, leaf: 0, hasLeaf: false)
                if p >= 0 {
                    slot.prevSibling = slots[Int(p)].lastChild
                    slots[Int(p)].lastChild = s
                } else {
                    slot.prevSibling = rootLast
                    rootLast = s
                }
                slots.append(slot)
                chain.append(s)
            }
            let s = Int(chain.last!)
            slots[s].leaf = mask
            slots[s].hasLeaf = true
        }
        // Unions, children after parents.
        var rootUnion: UInt64 = 0
        for s in slots.indices.reversed() {
            slots[s].union |= slots[s].leaf
            let p = Int(slots[s].parent)
            if p >= 0 { slots[p].union |= slots[s].union } else { rootUnion |= slots[s].union }
        }
        self.slots = slots
        self.rootLast = rootLast
        self.rootUnion = rootUnion
    }

    private struct Frame {
        var node: Node
        var weight: Double
        var cover: UInt64
        var childMask: UInt64
        var w1 = 0.0
        var w2 = 0.0
        var best: Result?
        var bestAt: Int?
        var runnerUpAt: Int?
        /// The next child to visit: a slot, or -2 for the own leaf, or -3 when done.
        var next: Int32
        var contenders: [Contender] = []
    }

    /// The competition recorded at a node (a view's or the root's), if it was visited.
    func competition(at node: Node) -> Competition? {
        switch node {
        case .root: recorded.last ?? nil
        case .view(let s): s < recorded.count ? recorded[s] : nil
        case .leaf: nil
        }
    }

    /// The root's answer, or nil when no node contains a point.
    mutating func run() -> Result? {
        if recording { recorded = [Competition?](repeating: nil, count: slots.count + 1) }
        var stack: [Frame] = []
        stack.reserveCapacity(16)
        guard enter(.root, mask: 0, onto: &stack) else { return nil }
        while !stack.isEmpty {
            let k = stack.count - 1
            let next = stack[k].next
            if next >= 0 {
                let s = Int(next)
                if slots[s].prevSibling >= 0 {
                    stack[k].next = slots[s].prevSibling
                } else if case .view(let me) = stack[k].node, slots[me].hasLeaf {
                    stack[k].next = -2
                } else {
                    stack[k].next = -3
                }
                let mask = stack[k].childMask
                _ = enter(.view(s), mask: mask, onto: &stack)
                continue
            }
            if next == -2 {
                stack[k].next = -3
                guard case .view(let s) = stack[k].node else { continue }
                let r = leaf(s, mask: stack[k].childMask)
                offer(r, child: .leaf(s), to: &stack[k])
                continue
            }
            // Done with this node's children: decide.
            let f = stack.removeLast()
            let significant = f.best != nil && f.w1 >= max(f.w2 * 1.2, SampledPolicy.minimumWeight)
            if recording {
                let at: Int
                switch f.node {
                case .view(let s): at = s
                default: at = slots.count
                }
                recorded[at] = Competition(node: f.node, weight: f.weight, contenders: f.contenders,
                                                   w1: f.w1, w2: f.w2, best: f.bestAt, runnerUp: f.runnerUpAt,
                                                   significant: significant)
            }
            let r: Result
            if significant, let b = f.best {
                r = Result(responder: b.responder, weight: f.weight, cover: f.cover, w1: b.w1, w2: b.w2)
            } else {
                r = Result(responder: f.node, weight: f.weight, cover: f.cover, w1: f.w1, w2: f.w2)
            }
            if stack.isEmpty { return r }
            offer(r, child: f.node, to: &stack[stack.count - 1])
        }
        return nil
    }

    /// Steps 1–3 for a view node or the root: pushes its frame, or nothing when it weighs 0.
    private func enter(_ node: Node, mask: UInt64, onto stack: inout [Frame]) -> Bool {
        let union: UInt64, opacity: Double, next: Int32
        switch node {
        case .root:
            union = rootUnion; opacity = 1; next = rootLast
        case .view(let s):
            union = slots[s].union
            opacity = index.opacity[Int(slots[s].view)]
            next = slots[s].lastChild >= 0 ? slots[s].lastChild : (slots[s].hasLeaf ? -2 : -3)
        case .leaf:
            return false
        }
        let own = union & ~mask
        let weight = opacity * index.sum(own)
        if weight == 0 { return false }
        let cover = opacity > 0.5 ? mask | own : mask
        stack.append(Frame(node: node, weight: weight, cover: cover, childMask: mask | ~union, next: next))
        return true
    }

    /// A leaf's answer: itself, with its weight, taking its points.
    private mutating func leaf(_ s: Int, mask: UInt64) -> Result? {
        let own = slots[s].leaf & ~mask
        let weight = 1 * index.sum(own)
        if weight == 0 { return nil }
        if recording {
            var m = own
            while m != 0 {
                let k = m.trailingZeroBitCount
                if takenBy[k] < 0 { takenBy[k] = Int(slots[s].view) }
                m &= m &- 1
            }
        }
        return Result(responder: .leaf(s), weight: weight, cover: mask | own, w1: 0, w2: 0)
    }

    /// Step 4: a child's answer enters its parent's competition.
    private func offer(_ r: Result?, child: Node, to f: inout Frame) {
        guard let r else { return }
        f.childMask = r.cover
        if recording { f.contenders.append(Contender(child: child, responder: r.responder, weight: r.weight)) }
        let at = f.contenders.count - 1
        if r.weight <= f.w2 { return }
        if r.weight <= f.w1 {
            f.w2 = r.weight
            f.runnerUpAt = at
        } else {
            f.w2 = f.w1
            f.runnerUpAt = f.bestAt
            f.w1 = r.weight
            f.best = r
            f.bestAt = at
        }
    }

    /// The view a node stands for (nil for the root).
    func view(of node: Node) -> Int? {
        switch node {
        case .root: nil
        case .view(let s), .leaf(let s): Int(slots[s].view)
        }
    }
}
