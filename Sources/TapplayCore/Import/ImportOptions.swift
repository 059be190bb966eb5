/// How a dump is turned into a scene.
public struct ImportOptions: Sendable {
    /// The dump's format, or `auto` to recognise it from the content.
    public var format: DumpFormatChoice
    /// Pixels per dp for dumps in pixels (Android's density: 2 for xhdpi, 2.625
    /// for 420 dpi, …), when given (`--density`, the config's `density`); nil:
    /// the dump's own, else assumed (`PixelDensity`).
    public var density: Double?
    /// What else counts as tappable, in the team's own words (`--tappable`,
    /// the config's `tappable`): a type, `id:GLOB` or `label:GLOB`.
    public var tappable: [TappablePattern]
    /// Guess the tappability a dump does not record (`--guess-tappable`):
    /// findings about a guessed view are to review.
    public var guessTappable: Bool
    /// The framework the screens are built with, when the team says
    /// (`--framework`): for what a dump cannot show.
    public var framework: Framework?
    /// The platform of a dump that does not say (`--platform`; Flutter's
    /// semantics dump): nil takes the format's default.
    public var platform: Platform?

    public init(format: DumpFormatChoice = .auto, density: Double? = nil, tappable: [TappablePattern] = [],
                guessTappable: Bool = false, framework: Framework? = nil, platform: Platform? = nil) {
        self.format = format
        self.density = density
        self.tappable = tappable
        self.guessTappable = guessTappable
        self.framework = framework
        self.platform = platform
    }

    /// Whether `type` (or its last dotted component, or without Appium's
    /// `XCUIElementType` prefix) was named with `--tappable`.
    func namesTappable(_ type: String) -> Bool {
        guard !tappable.isEmpty else { return false }
        return tappable.contains { $0.matches(type: type) }
    }
}

/// Short forms of class and element type names.
enum TypeName {
    /// The last dotted component, without Appium's `XCUIElementType` prefix:
    /// `android.widget.Button` → `Button`, `XCUIElementTypeCell` → `Cell`,
    /// `SwiftUI.ListCollectionViewCell` → `ListCollectionViewCell`.
    static func short(_ type: String) -> String {
        var s = Substring(type)
        if let dot = s.lastIndex(of: "."), s.index(after: dot) < s.endIndex { s = s[s.index(after: dot)...] }
        if s.hasPrefix("XCUIElementType"), s.count > "XCUIElementType".count {
            s = s.dropFirst("XCUIElementType".count)
        }
        return String(s)
    }
}
