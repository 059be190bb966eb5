/// Number formatting shared by traces, status lines and CLI output:
/// integers print without a fraction, others with up to two decimals.
public enum Format {
    public static func number(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        // Beyond 1e15 two decimals mean nothing (and would overflow Int64): Swift's shortest form.
        if abs(v) >= 1e15 { return "\(v)" }
        var s = String(format2: v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}

extension Format {
    /// `v` rounded to three decimals (0.55, not 0.5500000000000002); values
    /// too large to have thousandths (where `v·1000` would overflow) are kept
    /// as they are, so a huge time or point never turns into infinity or `null`.
    public static func thousandths(_ v: Double) -> Double {
        guard v.isFinite, v.magnitude < 1e15 else { return v }
        let r = (v * 1000).rounded() / 1000
        return r == 0 ? 0 : r   // no -0.0
    }
}

extension Format {
    /// Seconds as whole milliseconds, "350 ms"; a time too large for that stays in seconds.
    public static func milliseconds(_ s: Double) -> String {
        guard s.isFinite, s.magnitude < 1e15 else { return "\(number(s)) s" }
        return "\(number((s * 1000).rounded())) ms"
    }
}

extension String {
    /// `v` with exactly two decimals, without Foundation's locale-dependent formatting.
    init(format2 v: Double) {
        let scaled = (abs(v) * 100).rounded()
        let whole = Int64(scaled / 100)
        let frac = Int64(scaled) % 100
        let sign = v < 0 && scaled != 0 ? "-" : ""
        self = "\(sign)\(whole)." + (frac < 10 ? "0\(frac)" : "\(frac)")
    }
}

extension Format {
    /// A value as the user gave it, for messages about that value: `number`'s
    /// short form when it reads back as exactly `v` (`390`, `0.5`), else the
    /// shortest form that does (`0.001`, `5e-324`, never a rounded `0`).
    public static func exact(_ v: Double) -> String {
        let short = String(number(v).split(separator: "+", omittingEmptySubsequences: false).joined())
        if let back = Double(short), back == v {
            // 1000000000 as 1e9, 25000000 as 2.5e7: the digits a user types.
            let digits = short.hasPrefix("-") ? String(short.dropFirst()) : short
            let zeros = digits.reversed().prefix { $0 == "0" }.count
            if digits.allSatisfy(\.isNumber), zeros >= 6 {
                var mantissa = String(digits.dropLast(zeros))
                let exponent = digits.count - 1
                if mantissa.count > 1 { mantissa.insert(".", at: mantissa.index(after: mantissa.startIndex)) }
                return (short.hasPrefix("-") ? "-" : "") + mantissa + "e\(exponent)"
            }
            return short
        }
        // Swift's shortest round-trip form, without the exponent's "+": 1e308, 5e-324, 0.001.
        return String("\(v)".split(separator: "+", omittingEmptySubsequences: false).joined())
    }
}
