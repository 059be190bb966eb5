/// The screen that `tapplay run` would draw, without a terminal: `tapplay render`.
public enum HeadlessScreen {
    /// The canvas fills `cols` × `rows` cells with its origin at the top-left
    /// cell, a cell `s` points wide and `2s` tall with
    /// `s = max(W / cols, H / (2 · rows))`; the status bar follows below. The
    /// taps are dots, resolved under `settings`. `ids` titles plain containers (`--ids`).
    public static func render(scene: Scene, path: String?, cols: Int, rows: Int, settings: HitSettings,
                              taps: [Point], screenshot: Screenshot? = nil, ids: Bool = false) -> CellBuffer {
        let statusRows = rows + 2 >= 12 ? 2 : 1
        var pg = Playground(entries: [SceneEntry(path: path, scene: scene, screenshot: screenshot)], settings: settings,
                            cols: cols, rows: rows + statusRows, colour: false, headless: true, loader: { _ in scene })
        pg.setViewport(Viewport.fit(canvas: scene.canvas, cols: cols, rows: rows))
        pg.overlays.ids = ids
        for p in taps { pg.tap(point: p) }
        return pg.draw()
    }
}
