import ArgumentParser
import TapplayCore

/// `--standard platform|wcag-aa|wcag-aaa` (repeatable), for `audit` and `run`.
extension Standard: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// The option's help, shared by the commands that take it.
    static let help = ArgumentHelp(
        "A target-size standard to check (repeatable): platform (small: 44 pt on iOS, 48 dp on Android), "
            + "wcag-aa (target-size: WCAG 2.2 SC 2.5.8, 24 × 24 or spaced) or wcag-aaa (target-size-enhanced: "
            + "SC 2.5.5, 44 × 44).",
        discussion: "Default: the config file's standards, else platform alone; given here, they replace the file's.",
        valueName: "standard")
}
