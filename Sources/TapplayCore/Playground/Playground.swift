/// The interactive playground's whole state and behaviour, without a terminal:
/// events go in through `handle(_:)`, effects come out, and `draw()` renders
/// the screen into a cell buffer. The terminal run loop only shuttles between
/// these and ncurses, so everything here is tested directly.
public struct Playground: Sendable {
    /// Loads a scene file (injected so tests need no files).
    public typealias Loader = @Sendable (String) throws -> Scene

    public internal(set) var entries: [SceneEntry]
    public internal(set) var current: Int = 0
    public internal(set) var policy: PolicyKind = .uikit
    /// Slop set with `[`/`]`, overriding the scene's.
    public internal(set) var slopOverride: Double?
    public internal(set) var resolver: Resolver {
        // A new scene, layout or slop: the cached scene layer is stale.
        didSet { layerCache = LayerCache() }
    }
    /// The scene layer (views, shapes, map and diff overlays) of the last frame.
    var layerCache = LayerCache()
    /// Results for the current scene's taps under the current policy.
    public internal(set) var results: [HitResult] = []

    public var showMap = false
    public var showDiff = false
    public var showTrace = false
    public var showHelp = false
    public var showShapes = false
    /// The gesture and drag timeline panel (`e`).
    public var showTimeline = false
    /// The gesture lab's strategy (`g`).
    public internal(set) var strategy: GestureStrategy = .requireFail
    /// The gesture lab: tap, double tap and long press recognisers fed by the mouse.
    public internal(set) var gestures: GestureEngine
    /// The drag lab: lifts, drop-delegate calls and reorders fed by the mouse.
    public internal(set) var drags: DragEngine
    /// Fired gestures' latencies, per strategy.
    public internal(set) var latencies = GestureLatencyLog()
    /// Timeline lines (touch phases, recogniser transitions, fired gestures, drag calls).
    public internal(set) var timeline: [String] = []
    /// Session time of the first touch; timeline times are relative to it.
    var firstTouch: Double?
    /// Gesture marks next to dots: where, which label, whose gesture.
    public internal(set) var gestureMarks: [GestureMark] = []
    /// Where drags were released over no drop target.
    public internal(set) var lostDrops: [Point] = []
    /// The down point of the touch in progress, and of the last one.
    var touchDown: Point?
    var lastTouchDown: Point?
    /// The current touch lifted a drag: its release is a drop, not a tap.
    var touchIsDrag = false
    /// Where the pointer grabbed the dragged item, relative to its frame's origin.
    var grabOffset: Point = .zero
    /// Record lines of drag events not yet handed to the run loop (see `handle` and `advance`).
    var pendingRecords: [JSON] = []
    /// The HUD with resolve and frame timings (`f`).
    public var showHUD = false
    public var stats = FrameStats()
    public var colour: Bool

    public internal(set) var cols: Int
    public internal(set) var rows: Int
    public internal(set) var viewport: Viewport
    /// True until the user zooms or pans: the canvas is refitted on resize.
    public internal(set) var fitted = true
    /// The keyboard crosshair cell, when on.
    public internal(set) var crosshair: (col: Int, row: Int)?
    /// A one-off note shown in the status line ("reloaded", "no other scene").
    public internal(set) var note: String?
    /// A lasting problem shown in the status line ahead of everything else
    /// (the record file cannot be written).
    public var alert: String?
    /// Where the left button went down, waiting for its release.
    var pressedAt: (col: Int, row: Int)?
    /// Where the right button went down, for panning by drag.
    var panFrom: (col: Int, row: Int)?
    /// Seconds on the clock of the first event, for record times.
    public var clock: @Sendable () -> Double
    /// Record times are seconds since this instant (on the same clock as input times).
    public var timeOrigin: Double = 0

    let loader: Loader
    /// The most taps kept per scene; older ones are dropped first.
    public static let maxTaps = 5_000
    public static let minCols = 30
    public static let minRows = 8

    public init(entries: [SceneEntry], cols: Int, rows: Int, colour: Bool = true,
                loader: @escaping Loader, clock: @escaping @Sendable () -> Double = { 0 }) {
        precondition(!entries.isEmpty, "the playground needs a scene")
        self.entries = entries
        self.cols = cols
        self.rows = rows
        self.colour = colour
        self.loader = loader
        self.clock = clock
        self.resolver = Resolver(scene: entries[0].scene)
        self.gestures = GestureEngine(resolver: resolver, policy: .uikit, strategy: .requireFail)
        self.drags = DragEngine(scene: entries[0].scene, policy: .uikit,
                                settings: DragSettings(quick: entries[0].scene.quickDrag))
        self.viewport = Viewport(scale: 1)
        refit()
        reresolve()   // taps already on the scene (run --replay)
    }

    // MARK: - Derived

    public var entry: SceneEntry { entries[current] }
    public var scene: Scene { entries[current].scene }
    public var slop: Double { resolver.slop }
    public var lastResult: HitResult? { results.last }
    public var tooSmall: Bool { !headless && (cols < Playground.minCols || rows < Playground.minRows) }
    /// Drawing for `tapplay render`: any size is fine, no "too small" notice.
    public var headless = false

    /// Rows used by the status bar at the bottom.
    public var statusRows: Int { rows >= 12 ? 2 : 1 }
    /// The part of the screen that shows the canvas.
    public var canvasArea: ScreenArea { ScreenArea(col: 0, row: 0, width: cols, height: rows - statusRows) }

    // MARK: - Changing state

    /// Rebuilds the resolver (scene or slop changed) and re-resolves every tap.
    mutating func rebuild() {
        resolver = Resolver(scene: scene, slop: slopOverride)
        reresolve()
        rebuildLabs()
    }

    /// Resolves every tap of the current scene again under the current policy.
    mutating func reresolve() {
        let start = clock()
        results = entries[current].taps.map { resolver.resolve($0, policy: policy) }
        stats.lastResolve = clock() - start
    }

    mutating func refit() {
        let area = canvasArea
        viewport = Viewport.fitCentred(canvas: scene.canvas, cols: max(1, area.width), rows: max(1, area.height))
        fitted = true
    }

    public mutating func setPolicy(_ p: PolicyKind) {
        guard p != policy else { return }
        policy = p
        reresolve()
        rebuildLabs()
    }

    public mutating func setSlop(_ s: Double?) {
        slopOverride = s.map { max(0, $0) }
        rebuild()
    }

    public mutating func resize(cols: Int, rows: Int) {
        self.cols = max(0, cols)
        self.rows = max(0, rows)
        if fitted { refit() }
        if let c = crosshair { crosshair = clampToCanvasArea(c) }
    }

    func clampToCanvasArea(_ c: (col: Int, row: Int)) -> (col: Int, row: Int) {
        let a = canvasArea
        return (min(max(c.col, a.col), max(a.col, a.col + a.width - 1)),
                min(max(c.row, a.row), max(a.row, a.row + a.height - 1)))
    }

    /// Taps at the centre of a screen cell; returns the record effect.
    public mutating func tap(col: Int, row: Int, time: Double? = nil) -> [PlaygroundEffect] {
        guard canvasArea.contains(col: col, row: row) else { return [] }
        let p = viewport.point(col: col, row: row)
        entries[current].taps.append(p)
        let start = clock()
        let r = resolver.resolve(p, policy: policy)
        stats.lastResolve = clock() - start
        results.append(r)
        if entries[current].taps.count > Playground.maxTaps {
            entries[current].taps.removeFirst(entries[current].taps.count - Playground.maxTaps)
            results.removeFirst(results.count - Playground.maxTaps)
        }
        note = nil
        return [.record(TapRecord.json(time: (time ?? clock()) - timeOrigin, cell: (col, row), result: r, entry: entry, slop: slop))]
    }

    /// Adds a tap at a canvas point (replayed or scripted taps).
    public mutating func tap(point p: Point) {
        entries[current].taps.append(p)
        results.append(resolver.resolve(p, policy: policy))
    }

    /// Uses a fixed cell↔point mapping (as `render` does), not the fitted one.
    public mutating func setViewport(_ v: Viewport) {
        viewport = v
        fitted = false
    }

    public mutating func clearTaps() {
        entries[current].taps.removeAll()
        results.removeAll()
        gestureMarks.removeAll()
        lostDrops.removeAll()
        note = "dots cleared"
    }

    public mutating func switchScene(by delta: Int) {
        guard entries.count > 1 else {
            note = "only one scene open (give several: tapplay run a.yaml b.yaml)"
            return
        }
        current = (current + delta + entries.count) % entries.count
        // Gesture marks and lost drops belong to the scene they were made on.
        gestureMarks.removeAll()
        lostDrops.removeAll()
        rebuild()
        refit()
        note = "scene \(current + 1) of \(entries.count)"
    }

    /// Reloads the current scene from its file. A broken file keeps the last
    /// good scene and shows its problems.
    public mutating func reload(quiet: Bool = false) {
        guard let path = entry.path else {
            if !quiet { note = "the built-in scene has no file to reload" }
            return
        }
        do {
            let s = try loader(path)
            entries[current].scene = s
            entries[current].problems = []
            rebuild()
            if fitted { refit() }
            note = "reloaded \(path)"
        } catch {
            // A scene load error describes one problem per line.
            entries[current].problems = String(describing: error).split(separator: "\n").map(String.init)
            note = "\(path) has problems: keeping the last good scene"
        }
    }

    // MARK: - Zoom and pan

    public mutating func zoom(by factor: Double) {
        let area = canvasArea
        let centreCol = area.col + area.width / 2, centreRow = area.row + area.height / 2
        let anchor = viewport.point(col: centreCol, row: centreRow)
        // 0.05…1000 pt per cell; a canvas fitted outside that range (a huge or a
        // tiny one) may still zoom back toward it, never further away.
        let newScale = min(max(viewport.scale * factor, min(0.05, viewport.scale)), max(1000, viewport.scale))
        var v = Viewport(scale: newScale)
        // Keep the canvas point under the area's centre where it was.
        v.originCol = centreCol - Int(saturating: (anchor.x / newScale - 0.5).rounded())
        v.originRow = centreRow - Int(saturating: (anchor.y / (2 * newScale) - 0.5).rounded())
        viewport = v
        fitted = false
    }

    public mutating func pan(cols dc: Int, rows dr: Int) {
        viewport.originCol = Self.clampedOrigin(viewport.originCol &+ dc)
        viewport.originRow = Self.clampedOrigin(viewport.originRow &+ dr)
        fitted = false
    }

    /// Keeps a panned origin within the range cell conversions saturate to.
    static func clampedOrigin(_ v: Int) -> Int { min(max(v, -Limits.maxCellIndex), Limits.maxCellIndex) }

    public mutating func fit() {
        refit()
        note = "fitted to the screen"
    }
}
