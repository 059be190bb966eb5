/// One element of a dump as its parser read it, before it becomes a scene view.
struct DumpElement {
    /// The class or element type (`UIButton`, `Button`, `XCUIElementTypeCell`, `android.widget.Button`).
    var type: String
    /// The dump's own identifier, when it has one (accessibility identifier,
    /// Appium name, the last part of a resource-id).
    var identifier: String?
    var label: String?
    /// In the dump's coordinates: the parent's space for `uikit`, screen
    /// points otherwise (pixels for `uiautomator`, before `--density`).
    /// nil when the element has none.
    var frame: Rect?
    var hidden = false
    var alpha = 1.0
    var interactive = true
    var clips = false
    var tappable = false
    /// The dump line the element came from.
    var line: Int
    /// Index of the parent element, nil for a top-level element.
    var parent: Int?
    /// A window (`UIWindow`, `Window`, `XCUIElementTypeWindow`).
    var isWindow = false
    /// The window `Window (Main)` names.
    var isMainWindow = false
    /// `uikit` scroll views: subviews are placed in content coordinates, shifted by this.
    var contentOffset: Point?
    /// A scrollable container (Android `scrollable`, a ScrollView or RecyclerView,
    /// a Compose scroll range): its content beyond its frame is cut off.
    var scrollView = false

    init(type: String, line: Int, parent: Int?) {
        self.type = type
        self.line = line
        self.parent = parent
    }
}

/// How a dump's frames are given.
enum DumpCoordinates {
    /// Each frame in its parent's space (`recursiveDescription`).
    case parentSpace
    /// Each frame in screen coordinates, scaled by `1 / density`.
    case screen(density: Double)
}

/// A parsed dump: its elements in document order (each parent before its
/// children), and what was said about it while reading.
struct ParsedDump {
    var format: DumpFormat
    var elements: [DumpElement] = []
    var coordinates: DumpCoordinates
    /// The application's name, when the dump has an application element.
    var appName: String?
    /// The screen size the dump declares (Appium UiAutomator2's `<hierarchy width height>`), in its units.
    var screenSize: Size?
    var warnings: WarningLog
    /// The device the dump comes from.
    var platform: Platform = .ios
    /// A density the dump states (dumpsys's `NNNdpi` ÷ 160), for its pixels.
    var densityInDump: Double?
    /// The dump lists iOS accessibility elements (accessibility order, not drawing order).
    var accessibilityOrder = false

    init(format: DumpFormat, coordinates: DumpCoordinates, file: String) {
        self.format = format
        self.coordinates = coordinates
        self.warnings = WarningLog(file: file)
    }
}
