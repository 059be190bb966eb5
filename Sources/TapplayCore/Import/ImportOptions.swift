/// How a dump is turned into a scene.
public struct ImportOptions: Sendable {
    /// The dump's format, or `auto` to recognise it from the content.
    public var format: DumpFormatChoice
    /// Pixels per dp for dumps in pixels (Android's density: 2 for xhdpi, 2.625
    /// for 420 dpi, …), when given (`--density`, the config's `density`); nil:
    /// the dump's own, else assumed (`PixelDensity`).
    public var density: Double?
    /// Extra types that count as tappable (a class name, an element type).
    public var tappableTypes: [String]
    /// The platform of a dump that does not say (`--platform`; Flutter's
    /// semantics dump): nil takes the format's default.
    public var platform: Platform?

    public init(format: DumpFormatChoice = .auto, density: Double? = nil, tappableTypes: [String] = [],
                platform: Platform? = nil) {
        self.format = format
        self.density = density
        self.tappableTypes = tappableTypes
        self.platform = platform
    }

    /// Whether `type` (or its last dotted component, or without Appium's
    /// `XCUIElementType` prefix) was named with `--tappable`.
    func namesTappable(_ type: String) -> Bool {
        guard !tappableTypes.isEmpty else { return false }
        let short = TypeName.short(type)
        return tappableTypes.contains { $0 == type || $0 == short || TypeName.short($0) == short }
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
