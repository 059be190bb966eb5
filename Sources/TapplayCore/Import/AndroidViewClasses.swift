/// What Android view class names (as `dumpsys` and Espresso print them,
/// without their package) say about the view.
enum AndroidViewClasses {
    /// Containers whose content scrolls (and is cut off at their frame).
    static let scrolling: Set<String> = [
        "RecyclerView", "ListView", "GridView", "ExpandableListView", "ViewPager", "ViewPager2", "WebView",
        "ScrollView", "NestedScrollView", "HorizontalScrollView",
    ]

    /// Whether a class (its short name) scrolls: one of `scrolling`, or any
    /// `…ScrollView` or `…RecyclerView` subclass named so.
    static func scrolls(_ short: String) -> Bool {
        scrolling.contains(short) || short.hasSuffix("ScrollView") || short.hasSuffix("RecyclerView")
    }
}
