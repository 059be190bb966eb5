/// Whether a finding is one its app's developer would agree with without a
/// second look (`certain`), or one a person who knows the app must look at
/// (`review`), and which fact the dump does not hold (SPEC 5.3). The
/// certainty lives in the finding: every reporter and picture reads it here.
public enum FindingCertainty: Sendable, Hashable {
    /// Everything that decides the finding is in the scene or dump.
    case certain
    /// One fact that decides it is not in the dump.
    case review(ReviewReason)

    /// `certain` or `review`, as JSON and SARIF say it.
    public var name: String {
        switch self {
        case .certain: "certain"
        case .review: "review"
        }
    }

    /// The fact the dump does not hold; nil when certain.
    public var because: ReviewReason? {
        if case .review(let r) = self { return r }
        return nil
    }

    public var isCertain: Bool { self == .certain }
}

/// The facts a dump may not hold, each of which leaves a finding to review
/// (SPEC 5.3's fixed list, in its order).
public enum ReviewReason: String, CaseIterable, Sendable, Codable, Comparable {
    /// Whether a view takes taps at all: tappable by a guess (`--guess-tappable`,
    /// a type known only by its name's ending), not by what the dump records.
    case tappableGuessed = "tappable-guessed"
    /// The screen's density, when an assumed one decides the verdict.
    case densityAssumed = "density-assumed"
    /// The touch area of a control the system draws unmodified (size and spacing kinds).
    case systemControl = "system-control"
    /// Whether a view acts on its own, when its tappable descendants cover it
    /// or it holds a control of its own.
    case ownActionUnknown = "own-action-unknown"
    /// Where a view really is: it or an ancestor was animating when the dump was taken.
    case inTransition = "in-transition"
    /// Which framework's rules resolve the touch, or what the dumped bounds already include.
    case frameworkRules = "framework-rules"

    public static func < (a: ReviewReason, b: ReviewReason) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// What the fact is, in words, for the playground's panel and the reports.
    public var question: String {
        switch self {
        case .tappableGuessed: "the dump does not say whether it takes taps"
        case .densityAssumed: "the screen's density was assumed: give --density"
        case .systemControl: "a system control, whose touch area the system may grow"
        case .ownActionUnknown: "its tappable children cover it, or it holds its own control"
        case .inTransition: "it was animating when the dump was taken"
        case .frameworkRules: "another framework may resolve its touches"
        }
    }
}
