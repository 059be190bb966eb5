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
