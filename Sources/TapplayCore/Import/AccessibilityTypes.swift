/// What the element types of iOS accessibility trees (XCUITest, Appium,
/// idb; `XCUIElement.ElementType` names without their prefix) say about the
/// view behind them.
enum AccessibilityTypes {
    /// Types that handle taps themselves.
    static let tappable: Set<String> = [
        "Button", "Link", "Cell", "Switch", "Toggle", "Slider", "Stepper", "SegmentedControl", "TextField",
        "SecureTextField", "SearchField", "TextView", "Tab", "Key", "MenuItem", "PickerWheel", "Icon",
    ]

    /// Scroll views: their content is cut off at their frame on screen (a
    /// `UITextView` is a `UIScrollView`).
    static let scrollViews: Set<String> = ["ScrollView", "Table", "CollectionView", "WebView", "TextView"]

    /// Bars UIKit draws over the content beside them, whatever the order the
    /// accessibility tree lists them in.
    static let bars: Set<String> = ["NavigationBar", "TabBar", "Toolbar"]

    /// Views that take no touches unless the app turns them on
    /// (`UILabel` and `UIImageView` have `isUserInteractionEnabled` false):
    /// a plain one in front of a control lets its taps through.
    static let passive: Set<String> = ["StaticText", "Image"]
}
