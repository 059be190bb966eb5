/// What each view of a scene shows as text in every picture (the playground,
/// `render`, the SVG; SPEC §6.1), decided once here:
/// - where it is on the screen: its frame cut to the canvas and to every
///   ancestor that `clips`, nil when hidden (itself or an ancestor) or wholly
///   outside (`region`);
/// - its label, on one line (`PictureText.line`), drawn only where it is most
///   specific: not when the labels of its descendants on the screen already say
///   it, equal to one of them or made of their words (each of its words, whole,
///   stands in one of theirs: a React Native container repeating its children's
///   text, an XCUITest cell repeating its text's label, an Android content
///   description over the text it describes); never a scroll indicator's
///   (`Vertical scroll bar, 3 pages`), which is not text on the screen;
///   and not when a view in front of it shows the same label (a control
///   listed twice) (`label`);
/// - whether its box may carry a title (its id): not a plain container's
///   (`SceneView.drawsOutlineOnly`) unless `ids` asks (`title`).
public struct SceneText: Sendable {
    /// Each view's part of the canvas, in canvas points; nil when not on the screen.
    public let region: [Rect?]
    /// Each view's label as drawn, nil when it draws none.
    public let label: [String?]
    /// Whether plain containers are titled with their ids (`i`, `render --ids`).
    public let ids: Bool
    /// Each view's title: its id on one line, nil where it draws none (`title(_:)`).
    let titles: [String?]

    /// How many descendants' labels a view's label is checked against at most:
    /// a hostile scene (one label over 100,000 labelled descendants) costs a
    /// bounded time; past it, the label is drawn.
    static let descendantBudget = 4096

    public init(scene: Scene, ids: Bool = false) {
        let views = scene.views
        var region = [Rect?](repeating: nil, count: views.count)
        // Where each view's children may show: the canvas, cut by the views that clip.
        var room = [Rect?](repeating: nil, count: views.count)
        for (i, v) in views.enumerated() {
            let within: Rect? = v.parent.map { room[$0] } ?? scene.canvasRect
            guard !v.hidden, let within else { continue }
            region[i] = v.canvasFrame.overlap(within)
            room[i] = v.clips ? region[i] : within
        }
        var lines = [String?](repeating: nil, count: views.count)
        for i in views.indices where region[i] != nil {
            if let l = views[i].label.map(PictureText.line), !l.isEmpty { lines[i] = l }
        }
        // Each text and word on the screen is looked up by where it stands, so that a
        // view asks only about its own words: a scene of thousands of labelled views
        // costs a few look-ups per view, not a scan of its subtree.
        let spoken = SpokenIndex(lines: lines)
        var label = [String?](repeating: nil, count: views.count)
        var titles = [String?](repeating: nil, count: views.count)
        for i in views.indices where region[i] != nil {
            // The descendants a label is checked against: the first `descendantBudget` labelled ones.
            let below = spoken.labelledRange(after: i, before: views[i].subtreeEnd, budget: Self.descendantBudget)
            if let own = lines[i], !Self.isScrollIndicator(own), !spoken.says(own, in: below),
               !Self.repeated(i, own, spoken: spoken, region: region) {
                label[i] = own
            }
            // A title is the id, for a person to tell boxes apart: not a plain container's
            // unless asked, and not an id made of the words the screen already shows
            // (`Hello_World` over "Hello World").
            guard ids || !views[i].drawsOutlineOnly else { continue }
            let id = PictureText.line(views[i].id)
            let said = String(id.map { $0 == "_" || $0 == "-" ? " " : $0 })
            let shown = (lines[i] != nil ? i : i + 1)..<below.upperBound
            if !id.isEmpty, Self.words(said).count < 2 || !spoken.says(said, in: shown) { titles[i] = id }
        }
        self.region = region
        self.label = label
        self.titles = titles
        self.ids = ids
    }

    /// The title view `i`'s box may carry: its id on one line; nil for a
    /// plain container unless `ids` asks, and for an id made of two or more
    /// words its label or its descendants' already show. Drawn only where it
    /// fits whole.
    public func title(_ i: Int) -> String? { titles[i] }

    /// Whether a view drawn after view `i` over it (a control a dump lists
    /// twice, one copy in front of the other) shows the same label: the one
    /// in front says it.
    static func repeated(_ i: Int, _ own: String, spoken: SpokenIndex, region: [Rect?]) -> Bool {
        guard let mine = region[i] else { return false }
        for j in spoken.views(saying: own, in: (i + 1)..<(i + 1 + descendantBudget)) {
            if let r = region[j], r.overlap(mine) != nil { return true }
        }
        return false
    }

    /// The words of a text, lower-cased: its runs between spaces, without the
    /// signs around them (`Settings,` is `settings`); runs with no letter or
    /// digit (`&`, `←`) are no words.
    static func words(_ s: String) -> Set<Substring> {
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(s) }
        var out: Set<Substring> = []
        for run in s.lowercased().split(whereSeparator: \.isWhitespace) {
            let w = run.drop { !($0.isLetter || $0.isNumber) }
            let trimmed = w.reversed().drop { !($0.isLetter || $0.isNumber) }
            guard !trimmed.isEmpty else { continue }
            out.insert(w.prefix(trimmed.count))
        }
        return out
    }

    /// `words` of an ASCII text, byte by byte: the same words, without asking
    /// Unicode's tables about every character (most labels are ASCII).
    static func asciiWords(_ s: String) -> Set<Substring> {
        let lower = s.lowercased()
        var out: Set<Substring> = []
        let bytes = Array(lower.utf8)
        func isWordByte(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) }
        // White space as `Character.isWhitespace` has it in ASCII: tab, line feed, vertical tab, form feed, return, space.
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        var i = 0
        while i < bytes.count {
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
            let runStart = i
            while i < bytes.count && !isSpace(bytes[i]) { i += 1 }
            var a = runStart, b = i
            while a < b && !isWordByte(bytes[a]) { a += 1 }
            while b > a && !isWordByte(bytes[b - 1]) { b -= 1 }
            guard a < b else { continue }
            let u = lower.utf8
            out.insert(lower[u.index(u.startIndex, offsetBy: a)..<u.index(u.startIndex, offsetBy: b)])
        }
        return out
    }

    /// A scroll indicator's label, as UIKit's accessibility names it in English
    /// (`Vertical scroll bar, 3 pages`) and Japanese (`垂直スクロールバー, 3ページ`).
    static func isScrollIndicator(_ label: String) -> Bool {
        let l = label.lowercased()
        for prefix in ["vertical scroll bar", "horizontal scroll bar", "scroll bar",
                       "垂直スクロールバー", "水平スクロールバー", "スクロールバー"] where l.hasPrefix(prefix) {
            let rest = l.dropFirst(prefix.count).drop { $0 == "," || $0 == " " || $0 == "、" }
            let digits = rest.prefix { $0.isNumber }
            let unit = rest.dropFirst(digits.count).drop { $0 == " " }
            return rest.isEmpty || (!digits.isEmpty && ["page", "pages", "ページ"].contains(String(unit)))
        }
        return false
    }
}
