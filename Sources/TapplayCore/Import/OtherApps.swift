/// A dump of several windows (a uiautomator dump of every window: a
/// top-level node each) holds
/// other apps' views beside the app under test: the keyboard, the system UI.
/// The app under test is the package that holds the most views, leaving out
/// input methods (a package with `inputmethod` in its name, as Gboard's
/// `com.google.android.inputmethod.latin`); the system UI
/// (`com.android.systemui`) is the app under test only when it holds the most
/// views (a lock screen or a notification shade over a call is what the screen
/// shows), else it is the status bar over the app. (SPEC 4.1 leaves the system
/// UI out always; a judged lock screen over a call has its problems in it.)
/// The others' views stay where they are drawn, so taps resolve as on the
/// device, but they are marked `otherApp`: the system draws them unmodified,
/// and the audit leaves them out (SPEC 4.1, Other apps' windows).
enum OtherApps {
    static let systemUI = "com.android.systemui"

    static func isInputMethod(_ package: String) -> Bool { package.contains("inputmethod") }

    static func isSystem(_ package: String) -> Bool { package == systemUI || isInputMethod(package) }

    static func mark(_ kept: inout [DumpElement], warnings: inout WarningLog) {
        // Each view belongs to its window's app: the package of its top-level
        // element (a notification's content may name the app that posted it).
        var window = [String?](repeating: nil, count: kept.count)
        for i in kept.indices {
            window[i] = kept[i].parent.map { window[$0] } ?? kept[i].package
        }
        var counts: [String: Int] = [:]
        for p in window { if let p { counts[p, default: 0] += 1 } }
        guard counts.count > 1 || counts.keys.contains(where: isSystem) else { return }
        // An input method is never the app under test. The system UI is when it holds the
        // most views (a lock screen or notification shade over a call: what the screen shows);
        // under an app that holds more, it is the status bar.
        let candidates = counts.filter { !isInputMethod($0.key) }
        let app = candidates.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
        var marked: [String: (count: Int, line: Int)] = [:]
        for i in kept.indices {
            guard let p = window[i], p != app else { continue }
            kept[i].otherApp = true
            let m = marked[p] ?? (0, kept[i].line)
            marked[p] = (m.count + 1, m.line)
        }
        for (p, m) in marked.sorted(by: { $0.value.line < $1.value.line }) {
            warnings.add(line: m.line, "\(m.count) view\(m.count == 1 ? "" : "s") of \(p) (not the app under test"
                         + (app.map { ", \($0)" } ?? "") + "): drawn where they are, not audited")
        }
    }
}
