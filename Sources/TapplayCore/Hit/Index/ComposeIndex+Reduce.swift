/// The reduced cell lists of `ComposeIndex`: what `topTwo` reads (maps,
/// outcomes, the audit), without the targets that can change neither the
/// hit, nor the responder, nor the ambiguity, nor the first two candidates
/// at any point of the cell. `resolve` reads the full lists: every
/// evaluated target is a candidate.
///
/// A target X (without listed descendants) is left out when two targets
/// listed before it, under the same listed ancestor, are evaluated at
/// every point of the cell where X is, with keys no greater than X's:
/// X is then tested at the same level of the walk, after them, so R's best
/// entry after h is no greater than theirs (records only lower it, except a
/// direct hit outside the layer, which a *breaker* below can be), X is never
/// strictly better, never the second candidate (ties go to the one evaluated
/// first) and adds nothing to the ambiguity. Two rules find such pairs:
/// * a run of targets with the same frame and clipping, tested in a row:
///   the third and later (the same d as the first two, the same layer);
/// * dominance: X is never inside in the cell, and each of the two is in
///   the layer wherever X is (no clip leaves a point of the cell out, it does
///   not clip itself) and is inside, or in its ring, at every point of the
///   cell, at a near distance no greater there than X's least: bounds taken
///   at the cell's corners in the same double arithmetic, which rounds
///   monotonically, so that they bound every point's d exactly.
///
/// The *hit lists* (what maps read: the hit and its responder alone) leave
/// out more: one such target before X is enough to keep X from ever being
/// recorded, so X can be neither the hit nor on R's path; the dominator
/// need not be listed itself (it is tested in any case); and X may have
/// listed descendants when it does not clip (never recorded, it only passes
/// the walk on to them at the same level, step 5; its evaluation matters
/// to the candidates alone).
extension ComposeIndex {
    /// The two best dominators seen so far under one listed ancestor.
    struct ReduceGroup {
        var epoch = -1
        var first = Double.infinity
        var second = Double.infinity
    }

    /// Appends to `out` the entries of `list[lo ..< hi]` that the reduced list keeps, and to
    /// `hits` those that the hit lists keep.
    static func reduce(_ list: UnsafeMutableBufferPointer<ComposeRef>, _ lo: Int, _ hi: Int, _ parent: [Int],
                       _ targets: [ComposeTarget], _ prints: [Footprint], _ g: GridGeometry, col: Int, row: Int,
                       scratch groups: inout [ReduceGroup], _ hitGroups: inout [ReduceGroup],
                       into out: inout [ComposeRef], hits: inout [ComposeRef]) {
        let (cx0, cx1) = g.columnBounds(col)
        let (cy0, cy1) = g.rowBounds(row)
        groups.removeAll(keepingCapacity: true)
        groups.append(contentsOf: repeatElement(ReduceGroup(), count: hi - lo + 1))
        hitGroups.removeAll(keepingCapacity: true)
        hitGroups.append(contentsOf: repeatElement(ReduceGroup(), count: hi - lo + 1))
        // A breaker (a target that can be a direct hit outside the layer: a clip leaves a point
        // of the cell out and its frame reaches past the clips) ends every group's dominators.
        var epoch = 0
        var run = 0
        for j in lo..<hi {
            let ref = list[j]
            let t = targets[Int(ref.target)]
            let fp = prints[Int(ref.target)]
            let breaker = ref.clipped && !fp.frameInClips
            let group = parent[j - lo] < 0 ? 0 : parent[j - lo] - lo + 1
            let plain = ref.span == 1 && !breaker
            // The run rule.
            if j > lo && plain && run > 0 && parent[j - lo] == parent[j - lo - 1]
                && fp.clipParent == prints[Int(list[j - 1].target)].clipParent
                && t.sameReach(targets[Int(list[j - 1].target)]) {
                run += 1
            } else {
                run = plain ? 1 : 0
            }
            var keep = run <= 2
            let least = plain && !fp.touches(col, row) ? leastNear(t, cx0, cx1, cy0, cy1) : -.infinity
            // The dominance rule.
            if keep && groups[group].epoch == epoch && groups[group].second <= least {
                keep = false
            }
            // The hit lists: one dominator or one run-mate before it is enough, and a target
            // that does not clip may have listed descendants (never recorded, it only passes
            // the walk on to them at the same level, step 5).
            let hitPlain = !breaker && (ref.span == 1 || t.flags & ComposeTarget.clips == 0)
            let hitLeast = hitPlain && !fp.touches(col, row) ? leastNear(t, cx0, cx1, cy0, cy1) : -.infinity
            if run <= 1 && !(hitGroups[group].epoch == epoch && hitGroups[group].first <= hitLeast) {
                hits.append(ref)
            }
            let bound = ref.span == 1 && !ref.clipped && t.flags & ComposeTarget.clips == 0
                ? mostNear(t, fp.covers(col, row), cx0, cx1, cy0, cy1) : nil
            if let bound, hitGroups[group].epoch != epoch || bound < hitGroups[group].first {
                hitGroups[group] = ReduceGroup(epoch: epoch, first: bound)
            }
            if keep {
                out.append(ref)
                if let bound {
                    var gr = groups[group]
                    if gr.epoch != epoch { gr = ReduceGroup(epoch: epoch) }
                    if bound < gr.first {
                        gr.second = gr.first
                        gr.first = bound
                    } else if bound < gr.second {
                        gr.second = bound
                    }
                    groups[group] = gr
                }
            }
            if breaker { epoch += 1 }
        }
    }

    /// The greatest key a target can have in the cell `[cx0, cx1] × [cy0, cy1]`
    /// when it is evaluated at every point of it: -1 when its frame covers the
    /// cell (a direct hit everywhere), else the near distance at the farthest
    /// corner, when the ring holds the whole cell; nil otherwise.
    static func mostNear(_ t: ComposeTarget, _ covers: Bool, _ cx0: Double, _ cx1: Double, _ cy0: Double,
                         _ cy1: Double) -> Double? {
        if covers { return -1 }
        let mx = max(t.frame.x0 - cx0, cx1 - t.frame.x1, 0)
        let my = max(t.frame.y0 - cy0, cy1 - t.frame.y1, 0)
        guard mx <= t.padX, my <= t.padY else { return nil }
        return mx * mx + my * my
    }

    /// The least near distance a target can have in the cell (at the nearest corner or side).
    static func leastNear(_ t: ComposeTarget, _ cx0: Double, _ cx1: Double, _ cy0: Double, _ cy1: Double) -> Double {
        let mx = max(t.frame.x0 - cx1, cx0 - t.frame.x1, 0)
        let my = max(t.frame.y0 - cy1, cy0 - t.frame.y1, 0)
        return mx * mx + my * my
    }

    /// In a flat cell (the walk stays at one level of R everywhere) whose
    /// list `list[lo ..< hi]` holds no frame that can hold a point of the cell:
    /// the target hit at every point, and its responder, when there is one;
    /// (-1, -1) otherwise. The hit is the smallest key, the first on a tie: a
    /// target X evaluated everywhere in the cell is it when every other has a
    /// greater layer, or the same layer and a least near distance above X's
    /// greatest (no smaller when it comes after X).
    static func nearest(_ list: UnsafeMutableBufferPointer<ComposeRef>, _ lo: Int, _ hi: Int, _ targets: [ComposeTarget],
                        _ prints: [Footprint], _ g: GridGeometry, col: Int, row: Int) -> (Int32, Int32) {
        let none: (Int32, Int32) = (-1, -1)
        let (cx0, cx1) = g.columnBounds(col)
        let (cy0, cy1) = g.rowBounds(row)
        // The only one that can be it: the least layer, then the least greatest d, then the first.
        var x = -1
        var xd = Double.infinity
        var xl = 2
        for j in lo..<hi {
            let ref = list[j]
            if prints[Int(ref.target)].touches(col, row) { return none }
            let t = targets[Int(ref.target)]
            if let m = mostNear(t, false, cx0, cx1, cy0, cy1), layer(t) < xl || (layer(t) == xl && m < xd) {
                x = j
                xd = m
                xl = layer(t)
            }
        }
        guard x >= 0 else { return none }
        let t = targets[Int(list[x].target)]
        for j in lo..<hi where j != x {
            let o = targets[Int(list[j].target)]
            if layer(o) > layer(t) { continue }
            if layer(o) < layer(t) { return none }
            let least = leastNear(o, cx0, cx1, cy0, cy1)
            if j < x ? !(xd < least) : !(xd <= least) { return none }
        }
        return (t.view, t.flags & ComposeTarget.interactive != 0 ? t.view : -1)
    }

    /// A target's layer when the point lies outside its frame: 1 when it clips (step 1), else 0.
    static func layer(_ t: ComposeTarget) -> Int { t.flags & ComposeTarget.clips != 0 ? 1 : 0 }
}
