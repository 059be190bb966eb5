/// One element of a dump as its parser read it, before it becomes a scene view.
struct DumpElement {
    /// The class or element type (`UIButton`, `Button`, `XCUIElementTypeCell`, `android.widget.Button`).
    var type: String
    /// The dump's own identifier, when it has one (accessibility identifier,
    /// Appium name, the last part of a resource-id).
    var identifier: String?
    var label: String?
    /// In the dump's own units and space (`ParsedDump.units`,
    /// `ParsedDump.coordinates`); nil when the element has none.
    var frame: Rect?
    var hidden = false
    var alpha = 1.0
    var interactive = true
    var clips = false
    var tappable = false
    /// Takes long presses only (`long-clickable` without `clickable`, `L`
    /// without `C`, `OnLongClick` without `OnClick`): its gestures are
    /// `[longPress]`, and the audit takes it for no tap target.
    var longPressOnly = false
    /// The gestures it recognises, when not the default (`[tap]` when tappable):
    /// Flutter's `longPress` action alone is `[longPress]`.
    var gestures: [Gesture]?
    /// A scroll view (UIScrollView and its subclasses, an accessibility
    /// `ScrollView`/`Table`/`CollectionView`/`WebView`, an Android node with
    /// `scrollable="true"`, an Android ScrollView or RecyclerView class, a
    /// Compose scroll range): imported with `clips: true`, as its content is
    /// cut off at its frame on screen.
    var scrollView = false
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
    /// The app package that drew it, when the dump says (uiautomator's `package`).
    var package: String?
    /// Drawn by another app's window (the view's `otherApp`).
    var otherApp = false
    /// Facts the dump does not hold about this element (the view's `review`).
    var review: [ReviewReason] = []

    /// Leaves the findings about this element to review for `reason` (once).
    mutating func leaveToReview(_ reason: ReviewReason) {
        if !review.contains(reason) { review.append(reason) }
    }

    /// The element as messages name it: its type, or "element" when the dump
    /// gives none (Maestro's iOS tree).
    var name: String { type.isEmpty ? "element" : type }

    init(type: String, line: Int, parent: Int?) {
        self.type = type
        self.line = line
        self.parent = parent
    }
}

/// Where a dump's frames are measured from.
enum DumpCoordinates {
    /// Each frame in its parent's space (`recursiveDescription`, Espresso, dumpsys).
    case parentSpace
    /// Each frame in screen (window) coordinates.
    case screen
}

/// The unit of a dump's numbers.
enum DumpUnits {
    /// iOS points (or numbers already in the scene's unit).
    case points
    /// Android pixels: divided by the density into dp (`PixelDensity`).
    case pixels
}

/// A parsed dump: its elements in document order (each parent before its
/// children), what kind of screen it shows, and what was said about it while reading.
struct ParsedDump {
    var format: DumpFormat
    var elements: [DumpElement] = []
    var coordinates: DumpCoordinates
    var units: DumpUnits
    /// The platform the screen comes from (`Scene.platform`).
    var platform: Platform
    /// The policies the screen's own framework resolves taps by (the scene's
    /// `policies`): `[uikit]` for UIKit and iOS accessibility trees, `[android]`
    /// for Android views.
    var policies: [PolicyKind]
    /// The dump lists iOS accessibility elements in accessibility order, not
    /// drawing order (XCUITest, Appium, idb, Maestro on iOS): bars are moved in
    /// front, covers made to pass touches through, and a control exposed twice
    /// imported once (`AccessibilityOrder`).
    var accessibilityOrder: Bool
    /// The dump gives each element's visible bounds, cut at its window and
    /// scrolling ancestors (uiautomator, Maestro on Android): `Scene.visibleBounds`.
    var visibleBounds = false
    /// A density the dump states (pixels per dp: a `density` attribute,
    /// dumpsys's `NNNdpi` ÷ 160), when it has one.
    var densityInDump: Double?
    /// The application's name, when the dump has an application element.
    var appName: String?
    /// The screen size the dump declares (Appium UiAutomator2's `<hierarchy width height>`), in its units.
    var screenSize: Size?
    var warnings: WarningLog

    init(format: DumpFormat, file: String, coordinates: DumpCoordinates, units: DumpUnits = .points,
         platform: Platform, policies: [PolicyKind], accessibilityOrder: Bool = false) {
        self.format = format
        self.coordinates = coordinates
        self.units = units
        self.platform = platform
        self.policies = policies
        self.accessibilityOrder = accessibilityOrder
        self.warnings = WarningLog(file: file)
    }
}

extension ParsedDump {
    /// Takes the screen to reach from the origin to `frame`'s far corner, when
    /// the frame has an area (a window's, an application's, a root view's).
    mutating func screenReaches(to frame: Rect?) {
        guard let f = frame, f.width > 0, f.height > 0 else { return }
        screenSize = Size(width: f.maxX, height: f.maxY)
    }

    /// Takes the screen from the first element's frame, when it is a root
    /// (Espresso's DecorView, Compose's root node).
    mutating func screenReachesToFirstRoot() {
        guard let root = elements.first, root.parent == nil else { return }
        screenReaches(to: root.frame)
    }
}
