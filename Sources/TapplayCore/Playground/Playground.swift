/// The interactive playground without a terminal: events go in through
/// `handle(_:)` (keys, mouse and size from the terminal; the clock, a changed
/// scene file, the record file's trouble and frame timings from the run loop),
/// effects come out (record lines, quit), and `draw()` renders the screen into
/// a cell buffer. The run loop only shuttles between these and a
/// `PlaygroundScreen`, so everything here is tested directly.
///
/// It is made of parts that each own their state and rules:
/// - `scenes` (`SceneDeck`): the open scenes and their taps, the one shown,
///   switching and reloading;
/// - `settings` (`HitSettings`), the `resolver` built from the scene and them,
///   and `results`, each tap of the scene shown resolved under them; every
///   change goes through `apply(_:)` (`Playground.swift`);
/// - `layout` (`ScreenLayout`): size, viewport, panning, crosshair; `overlays`,
///   the status `note` and `alert`;
/// - `labs` (`LabSession`): the gesture and drag labs and the touch pipeline
///   that feeds them and the dots (`Playground+Labs.swift` hands them the mouse);
/// - keys: `Keymap` binds them to `PlaygroundAction`s (`Playground+Input.swift`);
/// - drawing: one small `Layer` per part of the screen (`Playground+Draw.swift`,
///   `Layers/`), over `caches` kept for the current resolver.
public struct Playground: Sendable {
    /// Loads a scene file (injected so tests need no files).
    public typealias Loader = @Sendable (String) throws -> Scene

    // MARK: The scenes, their taps and the policy

    /// The open scenes, their taps and the one shown.
    public private(set) var scenes: SceneDeck
    /// The policy, slop and radius taps are resolved under.
    public private(set) var settings: HitSettings
    public private(set) var resolver: Resolver {
        // A new scene (or a reordered one), slop or radius: the cached layers are stale.
        didSet { caches = DrawCaches() }
    }
    /// Results for the current scene's taps under the current settings.
    public private(set) var results: [HitResult] = []

    // MARK: What is shown and where

    /// The screen's size, the cell↔point mapping, panning and the crosshair.
    public internal(set) var layout: ScreenLayout
    /// The overlays and panels shown.
    public var overlays = Overlays()
    /// A one-off note shown in the status line ("reloaded", "no other scene").
    public internal(set) var note: String?
    /// A lasting problem shown in the status line ahead of everything else
    /// (the record file cannot be written), from `PlaygroundEvent.alert`.
    public internal(set) var alert: String?
    /// Whether the screen shows colours (else attributes and glyphs only).
    public var colour: Bool
    /// Why a screenshot cannot be drawn on this screen (too few colours), nil
    /// when it can (`setPictureColours`, `Playground+Picture.swift`).
    public internal(set) var pictureUnavailable: String?
    /// What the audit overlay checks (the config file's settings and
    /// `--standard`); its policy, slop and radius are the playground's.
    public let auditOptions: AuditOptions
    /// The scene layer and audit overlays kept for the current resolver.
    var caches = DrawCaches()
    /// Resolve and frame timings for the HUD.
    public internal(set) var stats = FrameStats()

    // MARK: The labs and time

    /// The gesture and drag labs, and the touch in progress.
    public internal(set) var labs: LabSession
    /// Input times, record times and resolve timings.
    let clock: SessionClock

    public static let minCols = ScreenLayout.minCols
    public static let minRows = ScreenLayout.minRows

    /// The one way a playground starts: the scenes (with any taps already on
    /// them, from `run --replay`) resolved under `settings` on a screen of
    /// `cols` × `rows` cells. `headless` draws at any size (`render`); `audit`
    /// is what the audit overlay checks; `clock` gives input and record times.
    public init(entries: [SceneEntry], settings: HitSettings = HitSettings(), cols: Int, rows: Int,
                colour: Bool = true, headless: Bool = false, audit: AuditOptions = AuditOptions(),
                loader: @escaping Loader, clock: SessionClock = SessionClock()) {
        scenes = SceneDeck(entries: entries, loader: loader)
        self.settings = settings.normalised
        layout = ScreenLayout(cols: cols, rows: rows, headless: headless)
        self.colour = colour
        auditOptions = audit
        self.clock = clock
        resolver = Resolver(scene: scenes.scene, slop: self.settings.slop, radius: self.settings.radius)
        labs = LabSession(resolver: resolver, policy: self.settings.policy)
        refit()
        reresolve()
        placePanels()
    }

    // MARK: - Derived

    public var entry: SceneEntry { scenes.entry }
    public var scene: Scene { scenes.scene }
    public var policy: PolicyKind { settings.policy }
    /// The slop in effect: the override, else the scene's.
    public var slop: Double { resolver.slop }
    /// `sampled`'s finger radius in effect: the override, else 20.
    public var radius: Double { resolver.radius }
    public var lastResult: HitResult? { results.last }
    public var viewport: Viewport { layout.viewport }
    public var crosshair: (col: Int, row: Int)? { layout.crosshair }

    // MARK: - Settings

    /// Resolves taps under `new` from now on, rebuilding what it changes: a
    /// new slop or radius a new resolver; with either or a new policy, every
    /// dot re-resolved and new lab engines (a touch in progress is dropped).
    /// Nothing happens when nothing changes.
    public mutating func apply(_ new: HitSettings) {
        let new = new.normalised
        guard new != settings else { return }
        let old = settings
        settings = new
        if new.slop != old.slop || new.radius != old.radius {
            resolver = Resolver(scene: scene, slop: new.slop, radius: new.radius)
        }
        reresolve()
        labs.rebuild(resolver: resolver, policy: policy)
    }

    public mutating func setPolicy(_ p: PolicyKind) {
        var s = settings
        s.policy = p
        apply(s)
    }

    public mutating func setSlop(_ slop: Double?) {
        var s = settings
        s.slop = slop
        apply(s)
    }

    /// How far `{` and `}` change the radius.
    public static let radiusStep = 4.0

    public mutating func setRadius(_ radius: Double?) {
        var s = settings
        s.radius = radius
        apply(s)
    }

    /// A new scene shown (switched, reloaded or reordered): a new resolver
    /// under the same settings, every dot re-resolved.
    mutating func sceneChanged() {
        resolver = Resolver(scene: scene, slop: settings.slop, radius: settings.radius)
        reresolve()
    }

    /// Resolves every tap of the current scene again under the current settings.
    mutating func reresolve() {
        let taps = entry.taps
        (results, stats.lastResolve) = clock.timed { taps.map { resolver.resolve($0, policy: policy) } }
    }

    // MARK: - Taps

    /// Taps at the centre of a screen cell without a touch (the keyboard
    /// crosshair); returns the record effect.
    public mutating func tap(col: Int, row: Int, time: Double? = nil) -> [PlaygroundEffect] {
        guard layout.canvasArea.contains(col: col, row: row) else { return [] }
        let p = viewport.point(col: col, row: row)
        let r: HitResult
        (r, stats.lastResolve) = clock.timed { resolver.resolve(p, policy: policy) }
        return addTap(r, cell: (col, row), time: time)
    }

    /// Adds a tap already resolved (under the current settings) as a dot,
    /// keeping the newest `Limits.maxTaps`, and returns its record line.
    mutating func addTap(_ r: HitResult, cell: (col: Int, row: Int), time: Double?) -> [PlaygroundEffect] {
        scenes.addTap(r.point)
        results.append(r)
        results.keepNewest(Limits.maxTaps)
        note = nil
        return [.record(.tap(r, time: clock.session(time ?? clock.now()), cell: cell, slop: slop, radius: radius,
                             scene: scene, file: entry.path))]
    }

    /// Adds a tap at a canvas point (replayed or scripted taps).
    public mutating func tap(point p: Point) {
        scenes.appendTap(p)
        results.append(resolver.resolve(p, policy: policy))
    }

    public mutating func clearTaps() {
        scenes.clearTaps()
        results.removeAll()
        labs.clearMarks()
        note = "dots cleared"
    }

    // MARK: - Scenes

    public mutating func switchScene(by delta: Int) {
        guard scenes.switchScene(by: delta) else {
            note = "only one scene open (give several: tapplay run a.yaml b.yaml)"
            return
        }
        // Gesture marks and lost drops belong to the scene they were made on.
        labs.clearMarks()
        sceneChanged()
        labs.rebuild(resolver: resolver, policy: policy)
        refit()
        note = "scene \(scenes.current + 1) of \(scenes.entries.count)"
    }

    /// Reloads the current scene from its file. A broken file keeps the last
    /// good scene and shows its problems.
    mutating func reload(quiet: Bool = false) {
        switch scenes.reload() {
        case .noFile:
            if !quiet { note = "the built-in scene has no file to reload" }
        case .reloaded(let path):
            sceneChanged()
            labs.rebuild(resolver: resolver, policy: policy)
            if layout.fitted { refit() }
            note = "reloaded \(path)"
        case .broken(let path):
            note = "\(path) has problems: keeping the last good scene"
        }
    }

    /// The scene shown with its views moved by a reorder in the drag lab:
    /// shown and resolved at once, the gesture lab rebuilt on it (the drag goes on).
    mutating func reordered(_ s: Scene) {
        scenes.replaceScene(s)
        sceneChanged()
        labs.reordered(resolver: resolver, policy: policy)
    }

    // MARK: - Screen, zoom and pan

    mutating func refit() { layout.fit(canvas: scene.canvas) }

    public mutating func resize(cols: Int, rows: Int) {
        layout.resize(cols: cols, rows: rows, canvas: scene.canvas)
    }

    /// Uses a fixed cell↔point mapping (as `render` does), not the fitted one.
    public mutating func setViewport(_ v: Viewport) {
        layout.setViewport(v)
    }

    public mutating func zoom(by factor: Double) { layout.zoom(by: factor) }

    public mutating func pan(cols dc: Int, rows dr: Int) { layout.pan(cols: dc, rows: dr) }

    public mutating func fit() {
        refit()
        note = "fitted to the screen"
    }
}
