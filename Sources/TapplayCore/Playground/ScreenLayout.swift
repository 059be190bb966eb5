/// Where things are on the playground's screen: its size, the status rows at
/// the bottom, the canvas area above them, the cell↔point mapping (`viewport`,
/// fitted and centred until the user zooms or pans, with the keys, the wheel
/// or a right-button drag) and the keyboard crosshair.
public struct ScreenLayout: Sendable {
    public internal(set) var cols: Int
    public internal(set) var rows: Int
    public internal(set) var viewport = Viewport(scale: 1)
    /// True until the user zooms or pans: the canvas is refitted on resize.
    public internal(set) var fitted = true
    /// The keyboard crosshair cell, when on.
    public internal(set) var crosshair: (col: Int, row: Int)?
    /// Drawing for `tapplay render`: any size is fine, no "too small" notice.
    public let headless: Bool
    /// Where a right-button drag that pans is, while the button is held.
    private(set) var panFrom: (col: Int, row: Int)?
    /// Whether panels (help, audit, trace, …) are open: a fitted canvas then
    /// moves aside to leave them room beside it when the screen has it.
    public private(set) var panelsOpen = false
    /// The columns at the right of the canvas area where the panels stand
    /// beside the canvas; 0 when they go over it (no room, or no panels).
    public private(set) var panelColumns = 0

    /// The narrowest and the widest panel column beside the canvas.
    public static let panelMinimum = 40
    public static let panelMaximum = 100

    /// The smallest screen the playground draws on; below it a notice asks for more room.
    public static let minCols = 30
    public static let minRows = 8

    public init(cols: Int, rows: Int, headless: Bool = false) {
        self.cols = max(0, cols)
        self.rows = max(0, rows)
        self.headless = headless
    }

    public var tooSmall: Bool { !headless && (cols < Self.minCols || rows < Self.minRows) }
    /// Rows used by the status bar at the bottom.
    public var statusRows: Int { rows >= 12 ? 2 : 1 }
    /// The part of the screen that shows the canvas.
    public var canvasArea: ScreenArea { ScreenArea(col: 0, row: 0, width: cols, height: rows - statusRows) }

    /// Fits `canvas` into the canvas area, centred; with panels open and room
    /// for them beside it (`panelMinimum` columns), centred in what they leave.
    mutating func fit(canvas: Size) {
        let area = canvasArea
        viewport = Viewport.fitCentred(canvas: canvas, cols: max(1, area.width), rows: max(1, area.height))
        fitted = true
        panelColumns = 0
        guard panelsOpen else { return }
        let used = Int(saturating: (canvas.width / viewport.scale).rounded(.up))
        let free = area.width - used - 1
        guard free >= Self.panelMinimum else { return }
        panelColumns = min(Self.panelMaximum, free)
        viewport.originCol = area.col + max(0, (area.width - panelColumns - used) / 2)
    }

    /// Panels opened or closed: a fitted canvas is fitted again beside them;
    /// a zoomed or panned one stays, and new panels go over it.
    mutating func setPanelsOpen(_ open: Bool, canvas: Size) {
        guard open != panelsOpen else { return }
        panelsOpen = open
        if fitted {
            fit(canvas: canvas)
        } else if !open {
            panelColumns = 0
        }
    }

    /// Where the panels are drawn: the column beside the canvas, or the canvas area (over it).
    public var panelArea: ScreenArea {
        let a = canvasArea
        guard panelColumns > 0 else { return a }
        return ScreenArea(col: a.col + a.width - panelColumns, row: a.row, width: panelColumns, height: a.height)
    }

    /// A new screen size: refitted unless zoomed or panned; the crosshair stays inside.
    mutating func resize(cols: Int, rows: Int, canvas: Size) {
        self.cols = max(0, cols)
        self.rows = max(0, rows)
        if fitted { fit(canvas: canvas) }
        if let c = crosshair { crosshair = clamp(c) }
    }

    /// A fixed cell↔point mapping (as `render` uses), not the fitted one.
    mutating func setViewport(_ v: Viewport) {
        viewport = v
        fitted = false
    }

    /// Zooms about the canvas area's centre: the point under it stays there.
    mutating func zoom(by factor: Double) {
        let area = canvasArea
        let centreCol = area.col + area.width / 2, centreRow = area.row + area.height / 2
        let anchor = viewport.point(col: centreCol, row: centreRow)
        // 0.05…1000 pt per cell; a canvas fitted outside that range (a huge or a
        // tiny one) may still zoom back toward it, never further away.
        let newScale = min(max(viewport.scale * factor, min(0.05, viewport.scale)), max(1000, viewport.scale))
        var v = Viewport(scale: newScale)
        // Saturating: a far anchor gives a far origin, never a trap.
        v.originCol = centreCol - Int(saturating: (anchor.x / newScale - 0.5).rounded())
        v.originRow = centreRow - Int(saturating: (anchor.y / (2 * newScale) - 0.5).rounded())
        viewport = v
        fitted = false
    }

    mutating func pan(cols dc: Int, rows dr: Int) {
        viewport.originCol = Self.clampedOrigin(viewport.originCol &+ dc)
        viewport.originRow = Self.clampedOrigin(viewport.originRow &+ dr)
        fitted = false
    }

    /// A right-button press: panning by drag begins at this cell.
    mutating func beginPanDrag(col: Int, row: Int) {
        panFrom = (col, row)
    }

    /// The pointer moved to this cell during a pan by drag: the canvas follows it.
    /// With `ending`, the drag is over (the button was released).
    mutating func panDrag(to col: Int, row: Int, ending: Bool = false) {
        guard let f = panFrom else { return }
        pan(cols: col - f.col, rows: row - f.row)
        panFrom = ending ? nil : (col, row)
    }

    /// Keeps a panned origin within the range cell conversions saturate to.
    static func clampedOrigin(_ v: Int) -> Int { min(max(v, -Limits.maxCellIndex), Limits.maxCellIndex) }

    /// Turns the crosshair on at the centre of the canvas area, or off.
    mutating func toggleCrosshair() {
        if crosshair == nil {
            let a = canvasArea
            crosshair = clamp((a.col + a.width / 2, a.row + a.height / 2))
        } else {
            crosshair = nil
        }
    }

    mutating func moveCrosshair(cols dc: Int, rows dr: Int) {
        if let c = crosshair { crosshair = clamp((c.col + dc, c.row + dr)) }
    }

    /// The nearest cell of the canvas area.
    func clamp(_ c: (col: Int, row: Int)) -> (col: Int, row: Int) {
        let a = canvasArea
        return (min(max(c.col, a.col), max(a.col, a.col + a.width - 1)),
                min(max(c.row, a.row), max(a.row, a.row + a.height - 1)))
    }
}
