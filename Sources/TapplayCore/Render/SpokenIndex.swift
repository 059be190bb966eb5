/// The texts a scene shows, looked up by the views that show them: for each
/// whole text (letter case aside) and each word, the views that say it, in
/// painter's order. `SceneText` asks, for one view's label, whether a range of
/// views (its descendants, the views in front of it) says it, in a few binary
/// searches instead of a scan of the range.
struct SpokenIndex {
    /// The views with a line of text, in painter's order.
    private let labelled: [Int]
    /// For each view, how many labelled views stand before it.
    private let labelledBefore: [Int]
    /// The views that show each text, lower-cased.
    private let byText: [String: [Int]]
    /// The views whose text holds each word (`SceneText.words`).
    private let byWord: [Substring: [Int]]

    init(lines: [String?]) {
        var labelled: [Int] = []
        var before = [Int](repeating: 0, count: lines.count + 1)
        var byText: [String: [Int]] = [:]
        var byWord: [Substring: [Int]] = [:]
        for (i, line) in lines.enumerated() {
            before[i] = labelled.count
            guard let line else { continue }
            labelled.append(i)
            byText[line.lowercased(), default: []].append(i)
            for w in SceneText.words(line) { byWord[w, default: []].append(i) }
        }
        before[lines.count] = labelled.count
        self.labelled = labelled
        self.labelledBefore = before
        self.byText = byText
        self.byWord = byWord
    }

    /// The views after `i` and before `end`, cut after the first `budget` labelled ones.
    func labelledRange(after i: Int, before end: Int, budget: Int) -> Range<Int> {
        let start = min(i + 1, end)
        let first = labelledBefore[start]
        guard labelledBefore[end] - first > budget else { return start..<end }
        // The view after the budget-th labelled one.
        return start..<(labelled[first + budget - 1] + 1)
    }

    /// Whether the views in `range` say `text`: one of them shows it (letter
    /// case aside), or each of its words stands in one of theirs. A text with
    /// no word (only signs) is said only by an equal one.
    func says(_ text: String, in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        if Self.any(byText[text.lowercased()], in: range) { return true }
        let words = SceneText.words(text)
        guard !words.isEmpty else { return false }
        return words.allSatisfy { Self.any(byWord[$0], in: range) }
    }

    /// The views in `range` that show `text` (letter case aside), in order.
    func views(saying text: String, in range: Range<Int>) -> ArraySlice<Int> {
        guard let list = byText[text.lowercased()] else { return [] }
        let lo = Self.firstIndex(in: list, atLeast: range.lowerBound)
        let hi = Self.firstIndex(in: list, atLeast: range.upperBound)
        return list[lo..<max(lo, hi)]
    }

    static func any(_ list: [Int]?, in range: Range<Int>) -> Bool {
        guard let list else { return false }
        let k = firstIndex(in: list, atLeast: range.lowerBound)
        return k < list.count && list[k] < range.upperBound
    }

    /// The position of the first element of the sorted `list` at least `value`.
    static func firstIndex(in list: [Int], atLeast value: Int) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
