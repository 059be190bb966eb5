/// The density of an Android dump in pixels, read from what the dump shows
/// when it states none (SPEC 4.1): sizes that Android, Material and the test
/// hosts fix in dp, measured in the dump's pixels. Each reading names its
/// evidence; where none holds, the density stays assumed (`PixelDensity.assumed`)
/// and the findings it decides are to review.
///
/// In order:
/// 1. A test host that draws at density 1: Robolectric's default device is
///    320 × 470 dp at mdpi, and Compose Desktop's test window is 1024 × 768
///    at density 1, so a screen of exactly that many pixels is at 1.
/// 2. An app bar: AppCompat's and Material's `Toolbar` and the framework's
///    action bar are `?attr/actionBarSize` tall, 56 dp on a phone in portrait
///    and 48 dp in landscape.
/// 3. Icon buttons: Material's minimum touch target is 48 × 48 dp (an
///    `IconButton`, an `ImageButton` with its padding, Compose's
///    `minimumInteractiveComponentSize`); when two or more tappable squares
///    share one side and no other square side is as common, that side is 48 dp.
/// Each reading is rounded to a whole dpi (a density is dpi ÷ 160).
enum DensityReading {
    struct Reading: Equatable {
        var density: Double
        /// What it was read from, for the note on stderr.
        var evidence: String
    }

    /// App bar heights in dp (`?attr/actionBarSize`).
    static let appBarPortrait = 56.0
    static let appBarLandscape = 48.0
    /// Material's minimum touch target in dp.
    static let touchTarget = 48.0
    /// Types whose height is `?attr/actionBarSize`.
    static let appBarTypes: Set<String> = ["Toolbar", "MaterialToolbar", "ActionBarContainer", "ActionBarView"]
    /// A phone or tablet is this many dp wide: a reading outside is no reading.
    static let plausibleWidth = 240.0...1400.0

    /// `elements` with their frames on the screen in pixels; `screen` the screen's size in pixels.
    static func read(format: DumpFormat, elements: [DumpElement], onScreen: [Rect], screen: Size) -> Reading? {
        guard screen.width > 0, screen.height > 0 else { return nil }
        func plausible(_ d: Double) -> Bool { plausibleWidth.contains(screen.width / d) }
        // 1. Test hosts at density 1.
        if screen.width == 320, screen.height == 470 {
            return Reading(density: 1, evidence: "a 320 × 470 screen, Robolectric's default device (mdpi)")
        }
        if format == .compose, screen.width == 1024, screen.height == 768 {
            return Reading(density: 1, evidence: "a 1024 × 768 window, Compose Desktop's test window (density 1)")
        }
        // 2. An app bar.
        let landscape = screen.width > screen.height
        let barDP = landscape ? appBarLandscape : appBarPortrait
        for (i, e) in elements.enumerated() where !e.hidden && appBarTypes.contains(TypeName.short(e.type)) {
            let h = onScreen[i].height
            guard h > 0 else { continue }
            let d = wholeDPI(h / barDP)
            if plausible(d) {
                return Reading(density: d, evidence: "the \(TypeName.short(e.type)) on line \(e.line) is "
                               + "\(Format.number(h)) px tall, \(Format.number(barDP)) dp in \(landscape ? "landscape" : "portrait")")
            }
        }
        // 3. Icon buttons: the commonest side of tappable squares.
        var sides: [Double: Int] = [:]
        for (i, e) in elements.enumerated() where e.tappable && !e.hidden {
            let r = onScreen[i]
            guard r.width >= 8, abs(r.width - r.height) <= 1 else { continue }
            sides[min(r.width, r.height).rounded(), default: 0] += 1
        }
        let ranked = sides.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
        if let top = ranked.first, top.value >= 2, ranked.count == 1 || ranked[1].value < top.value {
            let d = wholeDPI(top.key / touchTarget)
            if plausible(d) {
                return Reading(density: d, evidence: "\(top.value) tappable squares are \(Format.number(top.key)) px, "
                               + "Material's \(Format.number(touchTarget)) dp touch target")
            }
        }
        return nil
    }

    /// Rounded to a whole dpi: `2.124` → 2.125 (340 dpi).
    static func wholeDPI(_ d: Double) -> Double {
        (d * PixelDensity.baselineDPI).rounded() / PixelDensity.baselineDPI
    }
}
