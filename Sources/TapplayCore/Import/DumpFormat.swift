/// The view-hierarchy dumps tapplay imports as scenes.
public enum DumpFormat: String, CaseIterable, Sendable {
    /// `-[UIView recursiveDescription]` from lldb: frames in the superview's space.
    case uikit
    /// `XCUIApplication().debugDescription` (`po app`): frames in screen points.
    case xcuitest
    /// Appium / WebDriverAgent page source of an iOS app: XML, screen points.
    case appium
    /// `adb shell uiautomator dump`, or Appium UiAutomator2 page source: XML, screen pixels.
    case uiautomator
    /// `maestro hierarchy` (iOS and Android), or a `maestro test --debug-output`
    /// commands file: JSON, absolute bounds, points on iOS and pixels on Android.
    case maestro
    /// `idb ui describe-all` (flat or `--nested`), `describe-point`, AXe's
    /// `describe-ui`: JSON, absolute screen points.
    case idb
    /// The `View Hierarchy:` of an Espresso `NoMatchingViewException` or
    /// `AmbiguousViewMatcherException`: pixels relative to the parent.
    case espresso
    /// `adb shell dumpsys activity top`: the resumed activity's `View Hierarchy:`, pixels relative to the parent.
    case dumpsys
    /// Jetpack Compose `printToLog` / `printToString`: window pixels.
    case compose
    /// Flutter's `debugDumpSemanticsTree()`: rects in the parent's space, the root in physical pixels.
    case flutter

    /// The formats in the order detection tries them, as messages list them.
    public static var namesTried: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// What `import --format` accepts: a format, or `auto` to recognise it from the content.
public enum DumpFormatChoice: Sendable, Equatable {
    case auto
    case format(DumpFormat)

    public init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let f = DumpFormat(rawValue: argument) {
            self = .format(f)
        } else {
            return nil
        }
    }
}
