/// How the status line names a view: by the label the screen shows, with its
/// id (`今日 (Button-4)`); without a label, by its id and its imported class
/// (`Button-4 (XCUIElementTypeButton)`), a long class cut from the middle
/// (`com.android.inte…ActionBarContainer`), where the words that tell
/// classes apart are. Control characters stay escaped (`SafeText`), as the
/// status line reports what the file says.
public enum ViewName {
    /// The cells a label or a class takes at most in a name.
    public static let labelCells = 24
    public static let classCells = 28

    /// The view's name; `short` gives its id alone (a tight status line).
    public static func of(_ v: SceneView, short: Bool = false) -> String {
        if short { return v.id }
        if let label = v.label, !PictureText.line(label).isEmpty {
            let shown = PictureText.fitted(SafeText.visible(label), width: labelCells)
            return shown == v.id ? v.id : "\(shown) (\(v.id))"
        }
        if let t = v.type, t != v.id {
            return "\(v.id) (\(middleCut(SafeText.visible(t), width: classCells)))"
        }
        return v.id
    }

    /// A brief name for a legend: the label cut to `width` cells with `…`,
    /// else the id cut in the middle.
    public static func brief(_ v: SceneView, width: Int = 16) -> String {
        if let label = v.label, !PictureText.line(label).isEmpty {
            return PictureText.fitted(SafeText.visible(PictureText.line(label)), width: width)
        }
        return middleCut(SafeText.visible(v.id), width: width)
    }

    /// `text` within `width` cells: whole, or its start and its end around `…`.
    public static func middleCut(_ text: String, width: Int) -> String {
        guard DisplayWidth.columns(text) > width, width >= 3 else { return text }
        let headRoom = (width - 1) / 2, tailRoom = width - 1 - headRoom
        let head = DisplayWidth.prefix(text, fitting: headRoom).text
        var tail = text.suffix(tailRoom + 1)
        while DisplayWidth.columns(tail) > tailRoom { tail = tail.dropFirst() }
        return head + PictureText.ellipsis + tail
    }
}
