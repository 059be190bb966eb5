import CTextWidth

/// How many terminal cells text takes, as the C library's `wcwidth` says under
/// the current locale (the one ncurses draws with): East Asian wide
/// characters and most emoji 2, combining marks 0, the rest 1. A character
/// is a grapheme cluster (a base and the marks that join it), measured by its
/// base, as ncurses places it. Call `setlocale(LC_ALL, "")` first (the
/// `tapplay` entry point does): under the `C` locale `wcwidth` knows no
/// character beyond ASCII, and `SafeText`'s ASCII fallback applies.
public enum DisplayWidth {
    /// 点, a wide character every UTF-8 locale knows.
    static let probe: UInt32 = 0x70B9

    /// Whether the current locale (the thread's, see `uselocale`) shows text
    /// beyond ASCII: `wcwidth` knows a CJK character as two cells. Not cached,
    /// so a thread with its own locale (a test) sees its own answer.
    public static var unicode: Bool { tp_text_wcwidth(probe) == 2 }

    /// The cells one scalar takes under the current locale: 0, 1 or 2, or −1
    /// when the locale cannot print it.
    public static func wcwidth(_ u: Unicode.Scalar) -> Int { Int(tp_text_wcwidth(u.value)) }

    /// The cells of one character, as a terminal advances over its scalars
    /// (`wcwidth` of each, SPEC §6.1): its base takes 2 when wide, else 1 (a
    /// base the locale cannot print counts 1: the backend shows a one-cell
    /// stand-in; a lone combining mark is drawn on a space); a scalar after
    /// it takes its own `wcwidth` when that is more than 0, so `👩‍💻` takes
    /// four cells as `wcswidth` says, and a joiner, a variation selector or a
    /// combining mark none (`⚠️` one).
    @inline(__always)
    public static func columns(_ ch: Character) -> Int {
        if ch.isASCII { return 1 }
        let s = ch.unicodeScalars
        guard let base = s.first else { return 1 }
        var n = tp_text_wcwidth(base.value) == 2 ? 2 : 1
        if s.count > 1 {
            for u in s.dropFirst() where !joins(u) {
                let w = Int(tp_text_wcwidth(u.value))
                if w > 0 { n += w }
            }
        }
        return n
    }

    /// A joiner or a variation selector: part of an emoji sequence, no cell of its own.
    @inline(__always)
    static func joins(_ u: Unicode.Scalar) -> Bool {
        u.value == 0x200D || u.value == 0xFE0E || u.value == 0xFE0F
    }

    /// A character as the cells a terminal draws it in, each a base and its
    /// zero-width marks, with its joiners and variation selectors left out
    /// (`👩‍💻` is `👩` and `💻`, `⚠️` is `⚠`): sent to the terminal together, a
    /// joined sequence may be drawn narrower than `wcwidth` counts it (tmux
    /// 3.3 draws `👩‍💻` in two cells), and a selector wider (`⚠️` in two where
    /// `wcwidth` says one). One piece for most characters.
    public static func pieces(_ ch: Character) -> [Character] {
        let s = ch.unicodeScalars
        guard s.count > 1 else { return [ch] }
        var out: [String.UnicodeScalarView] = []
        for u in s where !joins(u) {
            if out.isEmpty || tp_text_wcwidth(u.value) > 0 {
                out.append(String.UnicodeScalarView([u]))
            } else {
                out[out.count - 1].append(u)
            }
        }
        return out.isEmpty ? [" "] : out.map { Character(String($0)) }
    }

    /// The cells of a text, character by character.
    public static func columns<S: StringProtocol>(_ s: S) -> Int {
        var n = 0
        for ch in s { n += columns(ch) }
        return n
    }

    /// The longest start of `s` that fits in `width` cells, cut between two
    /// characters (never inside a cluster, never half a wide character), and
    /// the cells it takes.
    public static func prefix(_ s: Substring, fitting width: Int) -> (text: Substring, columns: Int) {
        var used = 0
        var end = s.startIndex
        for i in s.indices {
            let w = columns(s[i])
            if used + w > width { break }
            used += w
            end = s.index(after: i)
        }
        return (s[..<end], used)
    }

    /// `prefix(_:fitting:)` of a whole string.
    public static func prefix(_ s: String, fitting width: Int) -> (text: Substring, columns: Int) {
        prefix(s[...], fitting: width)
    }

    /// Runs `body` with this thread's locale switched to a UTF-8 one (when the
    /// system has any), then switches back.
    public static func withUTF8Locale<T>(_ body: () throws -> T) rethrows -> T {
        guard let loc = UTF8Locale.handle.value else { return try body() }
        let old = tp_text_use_locale(loc)
        defer { tp_text_use_locale(old) }
        return try body()
    }

    /// Runs `body` with this thread's character type (`LC_CTYPE`) set to the
    /// locale `name` (`"C"`, `"C.UTF-8"`), then switches back; nil when the
    /// system has no such locale. The process's locale is left alone, so
    /// tests running side by side on other threads are not disturbed.
    public static func withLocale<T>(named name: String, _ body: () throws -> T) rethrows -> T? {
        guard let loc = tp_text_ctype_locale(name) else { return nil }
        let old = tp_text_use_locale(loc)
        defer {
            tp_text_use_locale(old)
            tp_text_free_locale(loc)
        }
        return try body()
    }
}

/// A UTF-8 `LC_CTYPE` locale of the C library, made once and never freed.
private enum UTF8Locale {
    /// A `locale_t` is a plain pointer that is only read once made.
    struct Handle: @unchecked Sendable { let value: locale_t? }

    static let handle: Handle = {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            if let loc = tp_text_ctype_locale(name) { return Handle(value: loc) }
        }
        return Handle(value: nil)
    }()
}
