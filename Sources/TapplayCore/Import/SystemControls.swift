/// Controls the system draws unmodified, whose touch area the system may grow
/// beyond the drawn frame (WCAG 2.5.8's user-agent exception): on iOS a
/// switch (`UISwitch` is 51 × 31 pt whatever the app asks), a page control,
/// and the keys of the keyboard. A size or spacing finding about one is to
/// review (`system-control`). UIKit's bar button items are not judged for size
/// at all (`TargetExtent`): UIKit routes touches near a bar item to it.
enum SystemControls {
    /// The element types (short names) of such controls, in UIKit and in accessibility trees.
    static let types: Set<String> = ["UISwitch", "Switch", "UIPageControl", "PageIndicator", "Key", "UIKBKeyView"]
    /// A keyboard: everything in it is the system's.
    static let keyboards: Set<String> = ["Keyboard", "UIKeyboard", "UIInputSetHostView", "UIRemoteKeyboardWindow"]

    static func mark(_ kept: inout [DumpElement], platform: Platform) {
        guard platform == .ios else { return }
        var inKeyboard = [Bool](repeating: false, count: kept.count)
        for i in kept.indices {
            let short = TypeName.short(kept[i].type)
            inKeyboard[i] = keyboards.contains(short) || (kept[i].parent.map { inKeyboard[$0] } ?? false)
            if (types.contains(short) || inKeyboard[i]) && kept[i].tappable { kept[i].leaveToReview(.systemControl) }
        }
    }
}
