/// The interactive playground without a terminal: events go in through
/// `handle(_:)`, effects (record lines, quit) come out, and `draw()` renders
/// the screen into a cell buffer. The run loop only shuttles between these and
/// a `PlaygroundScreen`, so everything here is tested directly.
///
/// Its state, by concern:
/// - the scenes and their taps: `entries`, `current`, the `resolver` under the
///   current `settings` (policy and slop), and `results`, each tap resolved
///   under them (`Playground.swift`);
/// - what is shown and where: `layout` (`ScreenLayout`: size, viewport,
///   crosshair), the `overlays` and the status note;
/// - the labs' session: `labs` (`LabSession`, `Playground+Labs.swift`, where
///   the touch pipeline feeds both labs and the dots);
/// - keys: `Keymap` binds them to `PlaygroundAction`s (`Playground+Input.swift`);
/// - drawing: one small `Layer` per part of the screen (`Playground+Draw.swift`, `Layers/`).
public struct Playground: Sendable {
    /// Loads a scene file (injected so tests need no files).
    public typealias Loader = @Sendable (String) throws -> Scene

    // MARK: The scenes, their taps and the policy

    public internal(set) var entries: [SceneEntry]
    public internal(set) var current: Int = 0
    /// The policy and slop taps are resolved under.
    public internal(set) var settings = HitSettings()
    public internal(set) var resolver: Resolver {
        // A new scene, layout or slop: the cached scene layer is stale.
        didSet { layerCache = LayerCache(); auditCache = AuditCache() }
    }
    /// Results for the current scene's taps under the current policy.
    public internal(set) var results: [HitResult] = []
    /// The left-button press waiting for its release.
    var press: Press?

    // MARK: What is shown and where

    /// The screen's size, the cell↔point mapping and the crosshair.
    public internal(set) var layout: ScreenLayout
    /// The overlays and panels shown.
    public var overlays = Overlays()
    /// A one-off note shown in the status line ("reloaded", "no other scene").
    public internal(set) var note: String?
    /// A lasting problem shown in the status line ahead of everything else
    /// (the record file cannot be written).
    public var alert: String?
    /// Where the right button went down, for panning by drag.
    var panFrom: (col: Int, row: Int)?
    public var colour: Bool
    /// The scene layer (views, shapes, map and diff overlays) of the last frame.
    var layerCache = LayerCache()
    /// The audit overlay of each policy, for the current resolver.
    var auditCache = AuditCache()
    /// What the audit overlay checks (the config file's settings and
    /// `--standard`); its policy, slop and radius are the playground's.
    public var auditOptions = AuditOptions() {
        didSet { auditCache = AuditCache() }
    }
    /// Resolve and frame timings for the HUD.
    public var stats = FrameStats()

    // MARK: The labs

    /// The gesture and drag labs, fed by the mouse.
    public internal(set) var labs: LabSession
    /// Record lines of drag events not yet handed to the run loop (see `handle` and `advance`).
    var pendingRecords: [RecordLine] = []

    // MARK: Time

    /// Seconds on the clock of the input events, for record times and resolve timings.
    public var clock: @Sendable () -> Double
    /// Record times are seconds since this instant (on the same clock as input times).
    public var timeOrigin: Double = 0

    let loader: Loader
    /// The most taps kept per scene; older ones are dropped first.
    public static let maxTaps = 5_000
    public static let minCols = ScreenLayout.minCols
    public static let minRows = ScreenLayout.minRows

    public init(entries: [SceneEntry], cols: Int, rows: Int, colour: Bool = true,
                loader: @escaping Loader, clock: @escaping @Sendable () -> Double = { 0 }) {
        precondition(!entries.isEmpty, "the playground needs a scene")
        self.entries = entries
        self.layout = ScreenLayout(cols: cols, rows: rows)
        self.colour = colour
        self.loader = loader
        self.clock = clock
        self.resolver = Resolver(scene: entries[0].scene)
        self.labs = LabSession(resolver: resolver, policy: .uikit)
        refit()
        reresolve()   // taps already on the scene (run --replay)
    }

    // MARK: - Derived

    public var entry: SceneEntry { entries[current] }
    public var scene: Scene { entries[current].scene }
    public var policy: PolicyKind { settings.policy }
    /// The slop in effect: the override, else the scene's.
    public var slop: Double { resolver.slop }
    /// `sampled`'s finger radius in effect: the override, else 20.
    public var radius: Double { resolver.radius }
    public var lastResult: HitResult? { results.last }
    public var tooSmall: Bool { layout.tooSmall }

    /// Rows used by the status bar at the bottom.
    public var statusRows: Int { layout.statusRows }
    /// The part of the screen that shows the canvas.
    public var canvasArea: ScreenArea { layout.canvasArea }
    public var cols: Int { layout.cols }
    public var rows: Int { layout.rows }
    public var viewport: Viewport { layout.viewport }
    public var crosshair: (col: Int, row: Int)? { layout.crosshair }
    /// Drawing for `tapplay render`: any size is fine, no "too small" notice.
    public var headless: Bool {
        get { layout.headless }
        set { layout.headless = newValue }
    }

    // MARK: - Changing state

    /// Rebuilds the resolver (scene or slop changed) and re-resolves every tap.
    mutating func rebuild() {
        resolver = Resolver(scene: scene, slop: settings.slop, radius: settings.radius)
        reresolve()
        rebuildLabs()
    }

    /// Resolves every tap of the current scene again under the current policy.
    mutating func reresolve() {
        let start = clock()
        results = entries[current].taps.map { resolver.resolve($0, policy: policy) }
        stats.lastResolve = clock() - start
    }

    mutating func refit() { layout.fit(canvas: scene.canvas) }

    public mutating func setPolicy(_ p: PolicyKind) {
        guard p != policy else { return }
        settings.policy = p
        reresolve()
        rebuildLabs()
    }

    public mutating func setSlop(_ s: Double?) {
        settings.slop = s.map { max(0, $0) }
        rebuild()
    }

    /// How far `{` and `}` change the radius.
    public static let radiusStep = 4.0

    public mutating func setRadius(_ r: Double?) {
        settings.radius = r.map { $0.isFinite ? max(0, $0) : TouchCloud.defaultRadius }
        rebuild()
    }

    public mutating func resize(cols: Int, rows: Int) {
        layout.resize(cols: cols, rows: rows, canvas: scene.canvas)
    }

    /// Taps at the centre of a screen cell without a touch (the keyboard
    /// crosshair); returns the record effect.
    public mutating func tap(col: Int, row: Int, time: Double? = nil) -> [PlaygroundEffect] {
        guard canvasArea.contains(col: col, row: row) else { return [] }
        let p = viewport.point(col: col, row: row)
        let start = clock()
        let r = resolver.resolve(p, policy: policy)
        stats.lastResolve = clock() - start
        return addTap(r, cell: (col, row), time: time)
    }

    /// Adds a tap already resolved (under the current policy and slop) as a dot,
    /// and returns its record line.
    mutating func addTap(_ r: HitResult, cell: (col: Int, row: Int), time: Double?) -> [PlaygroundEffect] {
        entries[current].taps.append(r.point)
        results.append(r)
        if entries[current].taps.count > Playground.maxTaps {
            entries[current].taps.removeFirst(entries[current].taps.count - Playground.maxTaps)
            results.removeFirst(results.count - Playground.maxTaps)
        }
        note = nil
        return [.record(.tap(r, time: (time ?? clock()) - timeOrigin, cell: cell, slop: slop, radius: radius, entry: entry))]
    }

    /// Adds a tap at a canvas point (replayed or scripted taps).
    public mutating func tap(point p: Point) {
        entries[current].taps.append(p)
        results.append(resolver.resolve(p, policy: policy))
    }

    /// Uses a fixed cell↔point mapping (as `render` does), not the fitted one.
    public mutating func setViewport(_ v: Viewport) {
        layout.setViewport(v)
    }

    public mutating func clearTaps() {
        entries[current].taps.removeAll()
        results.removeAll()
        labs.clearMarks()
        note = "dots cleared"
    }

    public mutating func switchScene(by delta: Int) {
        guard entries.count > 1 else {
            note = "only one scene open (give several: tapplay run a.yaml b.yaml)"
            return
        }
        current = (current + delta + entries.count) % entries.count
        // Gesture marks and lost drops belong to the scene they were made on.
        labs.clearMarks()
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
            if layout.fitted { refit() }
            note = "reloaded \(path)"
        } catch {
            // A scene load error describes one problem per line.
            entries[current].problems = String(describing: error).split(separator: "\n").map(String.init)
            note = "\(path) has problems: keeping the last good scene"
        }
    }

    // MARK: - Zoom and pan

    public mutating func zoom(by factor: Double) { layout.zoom(by: factor) }

    public mutating func pan(cols dc: Int, rows dr: Int) { layout.pan(cols: dc, rows: dr) }

    public mutating func fit() {
        refit()
        note = "fitted to the screen"
    }
}
