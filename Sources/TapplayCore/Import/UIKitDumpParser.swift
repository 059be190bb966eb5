/// Reads `-[UIView recursiveDescription]` (lldb's `po view.recursiveDescription()`),
/// with or without addresses, with lldb's own lines around it.
///
/// Each view's `frame = (x y; w h)` is in its superview's space; a scroll view's
/// subviews are in its content's space, shifted by its `contentOffset`. `text`
/// is the label; `hidden`, `alpha`, `userInteractionEnabled` and
/// `clipsToBounds` carry over; a scroll view (it has a `contentOffset`, or its
/// class is one) clips. A view is tappable when its class or `baseClass` is a
/// control UIKit knows or ends in `Button`, `Control`, `TextField` or `Cell`,
/// except a cell the dump shows to be a section header or footer. Cycript's
/// backticks around its output are not part of the lines.
enum UIKitDumpParser {
    /// UIKit's controls and the other views that handle taps themselves.
    static let tappableClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UISearchTextField", "UIPageControl", "UIDatePicker", "UIColorWell", "UIRefreshControl", "UITextView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
    ]

    static func parse(_ text: String, file: String, options: ImportOptions) -> ParsedDump {
        var dump = ParsedDump(format: .uikit, file: file, coordinates: .parentSpace, platform: .ios, policies: [.uikit])
        var stack: [(depth: Int, index: Int)] = []
        // Whether each element is a cell (by class or base class).
        var isCell: [Bool] = []
        for line in joinContinuations(DumpText.lines(text).map(withoutCycriptQuotes)) {
            let t = line.text.trimmingSpaces
            if t.isEmpty || isLLDBLine(t) { continue }
            guard let l = UIKitLine.parse(line.text) else {
                if t == "..." || t == "…" {
                    dump.warnings.add(line: line.number, "the dump is cut here ('\(t)'); the lines after it are placed by their depth")
                } else {
                    dump.warnings.add(line: line.number, "not a view line, skipped: '\(DumpText.excerpt(t))'")
                }
                continue
            }
            if l.trailing == "(layer)" || (l.fields.isEmpty && l.className.hasSuffix("Layer")) {
                dump.warnings.add(line: line.number, "\(l.className) is a layer without a view; a scene has no layers")
                continue
            }
            if !l.closed {
                dump.warnings.add(line: line.number, "no closing '>' (unbalanced brackets?); read the fields up to the end of the line")
            }
            while let top = stack.last, top.depth >= l.depth { stack.removeLast() }
            if let top = stack.last, top.depth < l.depth - 1 {
                dump.warnings.add(line: line.number, "nested \(l.depth - top.depth) levels below the view on line "
                                  + "\(dump.elements[top.index].line); placed under it")
            } else if stack.isEmpty, l.depth > 0, !dump.elements.isEmpty {
                dump.warnings.add(line: line.number, "at depth \(l.depth) with no view above it; placed at the top level")
            }
            var e = DumpElement(type: l.className, line: line.number, parent: stack.last?.index)
            read(l, into: &e, line: line.number, warnings: &dump.warnings, options: options)
            let cell = [l.className, l.value("baseClass")].contains { $0.map(TypeName.short)?.hasSuffix("Cell") ?? false }
            if showsHeaderOrFooter(line.text) {
                // A section header's or footer's own configuration, or its background's:
                // that cell is no row, and has no tap handler.
                if cell {
                    e.tappable = false
                } else if let p = stack.last?.index, isCell[p] {
                    dump.elements[p].tappable = false
                }
            }
            isCell.append(cell)
            stack.append((l.depth, dump.elements.count))
            dump.elements.append(e)
        }
        return dump
    }

    /// A label whose text holds a line break is printed across lines: a line
    /// that is no view line, after a view line whose `>` is still open, is
    /// joined to it (with the line break), up to 50 lines or 64 KiB.
    static func joinContinuations(_ lines: [DumpLine]) -> [DumpLine] {
        var out: [DumpLine] = []
        out.reserveCapacity(lines.count)
        var open = false
        var joined = 0
        for line in lines {
            if open, joined < 50, let last = out.last, last.text.utf8.count < 64 << 10,
               UIKitLine.parse(line.text) == nil {
                let merged = String(last.text) + "\n" + String(line.text)
                out[out.count - 1].text = Substring(merged)
                joined += 1
                open = !(UIKitLine.parse(out[out.count - 1].text)?.closed ?? true)
                continue
            }
            out.append(line)
            joined = 0
            open = UIKitLine.parse(line.text).map { !$0.closed } ?? false
        }
        return out
    }

    static func read(_ l: UIKitLine, into e: inout DumpElement, line: Int, warnings: inout WarningLog,
                     options: ImportOptions) {
        let baseClass = l.value("baseClass")
        if let f = l.value("frame") {
            if let r = frame(f) {
                e.frame = r
            } else {
                warnings.add(line: line, "cannot read frame '\(DumpText.excerpt(Substring(f)))'; imported as [0, 0, 0, 0]")
                e.frame = .zero
            }
        } else {
            warnings.add(line: line, "\(l.className) has no frame; imported as [0, 0, 0, 0]")
            e.frame = .zero
        }
        if let t = l.value("text") {
            let s = unquote(t)
            if !s.isEmpty { e.label = s }
        }
        e.hidden = l.value("hidden") == "YES"
        if let a = l.value("alpha") {
            if let v = DumpNumber.parse(a) {
                e.alpha = min(max(v, 0), 1)
                if v != e.alpha { warnings.add(line: line, "alpha \(a) is outside 0…1; clamped to \(Format.number(e.alpha))") }
            } else {
                warnings.add(line: line, "cannot read alpha '\(DumpText.excerpt(Substring(a)))'; left at 1")
            }
        }
        e.interactive = l.value("userInteractionEnabled") != "NO"
        e.clips = l.value("clipsToBounds") == "YES"
        if let o = l.value("contentOffset") {
            if let p = point(o) {
                e.contentOffset = p
            } else {
                warnings.add(line: line, "cannot read contentOffset '\(DumpText.excerpt(Substring(o)))'; subviews not shifted")
            }
        }
        if let t = l.value("transform") {
            warnings.add(line: line, "transform \(DumpText.excerpt(Substring(t))) cannot be expressed; the frame is its bounding box")
        }
        let names = [l.className, baseClass].compactMap { $0 }
        e.isWindow = names.contains { $0.hasSuffix("Window") }
        e.scrollView = e.contentOffset != nil || names.contains(where: isScrollViewClass)
        e.tappable = names.contains { isTappableClass($0) || options.namesTappable($0) }
        if e.tappable, !names.contains(where: { isKnownTappableClass($0) || options.namesTappable($0) }) {
            // Tappable only by its name's ending (`MyCell`): a guess.
            e.leaveToReview(.tappableGuessed)
        }
        if l.value("animations") != nil {
            // Mid-animation: the frame is where it was caught, not where it rests.
            e.leaveToReview(.inTransition)
        }
    }

    /// A class UIKit ships that takes taps itself (not only named like one).
    static func isKnownTappableClass(_ name: String) -> Bool {
        tappableClasses.contains(TypeName.short(name))
    }

    static func isTappableClass(_ name: String) -> Bool {
        let short = TypeName.short(name)
        return tappableClasses.contains(short) || short.hasSuffix("Button") || short.hasSuffix("Control")
            || short.hasSuffix("TextField") || short.hasSuffix("Cell")
    }

    /// UIScrollView and its subclasses UIKit and WebKit ship (and classes named like them).
    static func isScrollViewClass(_ name: String) -> Bool {
        let short = TypeName.short(name)
        return ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "WKScrollView", "UIWebScrollView"]
            .contains(short) || short.hasSuffix("ScrollView") || short.hasSuffix("TableView")
            || short.hasSuffix("CollectionView")
    }

    /// A line whose background configuration is a section header's or footer's
    /// (`Base Style = List Grouped Header/Footer`, `List Plain Header`).
    static func showsHeaderOrFooter(_ line: Substring) -> Bool {
        guard let r = line.rangeOfBytes("Base Style = ") else { return false }
        let style = line[r.upperBound...].prefix { $0 != ";" && $0 != ">" }
        return style.contains("Header") || style.contains("Footer")
    }

    /// Cycript prints a description as a string between backticks (`` `<UIWindow …>`` …
    /// `` …>` ``): the quotes are not part of the first and last lines.
    static func withoutCycriptQuotes(_ line: DumpLine) -> DumpLine {
        guard line.text.utf8.contains(UInt8(ascii: "`")) else { return line }
        let indent = line.text.prefix { $0 == " " || $0 == "\t" }
        var rest = line.text.dropFirst(indent.count)
        if rest.hasPrefix("`<") { rest = rest.dropFirst() }
        rest = rest.droppingLast { $0 == " " || $0 == "\t" }
        if rest.hasSuffix(">`") { rest = rest.dropLast(1) }
        var l = line
        l.text = Substring(String(indent) + String(rest))
        return l
    }

    /// `(x y; w h)`: finite, non-negative size.
    static func frame(_ s: String) -> Rect? {
        let inner = s.trimmingChars(" ()")
        let parts = inner.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "," })
        guard parts.count == 4, let x = DumpNumber.parse(parts[0]), let y = DumpNumber.parse(parts[1]),
              let w = DumpNumber.parse(parts[2]), let h = DumpNumber.parse(parts[3]), w >= 0, h >= 0 else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `{x, y}`.
    static func point(_ s: String) -> Point? {
        let parts = s.trimmingChars(" {}").split(separator: ",")
        guard parts.count == 2, let x = DumpNumber.parse(parts[0]), let y = DumpNumber.parse(parts[1]) else { return nil }
        return Point(x: x, y: y)
    }

    /// `'text'` → `text`.
    static func unquote(_ s: String) -> String {
        if s.count >= 2, let f = s.first, f == "'" || f == "\"", s.last == f { return String(s.dropFirst().dropLast()) }
        return s
    }

    /// lldb's lines around a dump: its prompt, `Printing description of …`,
    /// and result headers such as `(UIView *) $0 = 0x…`.
    static func isLLDBLine(_ t: Substring) -> Bool {
        t.hasPrefix("(lldb)") || t.hasPrefix("cy#") || t.hasPrefix("Printing description of") || t.hasPrefix("po ")
            || t.hasPrefix("expr ") || t.hasPrefix("e -l ") || (t.hasPrefix("(") && t.contains(") $") && !t.contains("<"))
    }
}
