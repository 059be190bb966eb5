import Testing
import TapplayTestSupport

extension SharedImports {
    /// The trait of a test that reads ../shared/imports: skipped, with the reason, where it is absent.
    static var required: ConditionTrait { .enabled(if: absence == nil, Comment(rawValue: absence ?? "")) }
}
