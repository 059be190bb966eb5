/// The left button in the playground: a press is resolved once
/// (`ResolvedPress`) under the current settings and handed to the labs
/// (`LabSession`) with its cell; its motion and release follow as canvas
/// points in the mapping the press began with. What the labs report comes
/// back out of `handle(_:)` like everything else: drag events as record
/// lines, a tap as its dot and record line, in the order they happened.
extension Playground {
    /// The earliest pending timer of either lab, on the input clock (nil: none):
    /// the run loop wakes by then and sends `.tick`.
    public var nextDeadline: Double? { labs.nextDeadline.map { $0 + clock.origin } }

    /// Runs the labs' timers due by `time` (input clock); returns the record
    /// lines of what happened (a lift and its drop-delegate calls).
    @discardableResult
    mutating func advance(to time: Double) -> [PlaygroundEffect] {
        adopt(labs.advance(to: clock.session(time)))
    }

    /// A left-button press at a canvas cell: resolved once, then fed to both labs.
    mutating func pressDown(col: Int, row: Int, time: Double) -> [PlaygroundEffect] {
        let p = viewport.point(col: col, row: row)
        let resolved: ResolvedPress
        (resolved, stats.lastResolve) = clock.timed { ResolvedPress.resolve(p, with: resolver, policy: policy) }
        return adopt(labs.press(resolved, cell: (col, row), viewport: viewport, time: clock.session(time)))
    }

    /// Motion with the left button held.
    mutating func pressMoved(col: Int, row: Int, time: Double) -> [PlaygroundEffect] {
        guard let pr = labs.press else { return [] }
        return adopt(labs.move(to: pr.viewport.point(col: col, row: row), time: clock.session(time)))
    }

    /// The release: both labs hear it; when the touch was a tap, the press's
    /// result becomes the dot and its record line follows the drag events'.
    mutating func pressReleased(col: Int, row: Int, time: Double) -> [PlaygroundEffect] {
        guard let pr = labs.press else { return [] }
        let report = labs.release(at: pr.viewport.point(col: col, row: row), time: clock.session(time))
        var effects = adopt(report)
        if let tap = report.tap { effects += addTap(tap.resolved.tap, cell: tap.cell, time: time) }
        return effects
    }

    /// The next gesture strategy (`g`).
    public mutating func cycleStrategy() {
        _ = adopt(labs.cycleStrategy())
    }

    /// Takes in what the labs reported: shows its note, adopts a reordered
    /// layout (shown and resolved at once, the gesture lab rebuilt on it), and
    /// returns a record line per drag event, in order.
    mutating func adopt(_ report: LabReport) -> [PlaygroundEffect] {
        if let n = report.note { note = n }
        let dragScene = labs.drags.scene
        let records = report.dragEvents.map { PlaygroundEffect.record(.drag($0, in: dragScene, file: entry.path)) }
        if let s = report.reordered { reordered(s) }
        return records
    }
}
