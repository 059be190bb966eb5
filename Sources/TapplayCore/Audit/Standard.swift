/// The target-size standards a team can be asked to meet (`--standard`,
/// config key `standards`). Each adds one kind of finding, measured on the
/// same regions (what the policy really does, not the drawn frame):
/// `platform` the platform's minimum (`small`), `wcag-aa` WCAG 2.2's success
/// criterion 2.5.8 (`target-size`), `wcag-aaa` its 2.5.5 (`target-size-enhanced`).
public enum Standard: String, CaseIterable, Sendable, Codable, Hashable {
    /// Apple's 44 pt, Material's 48 dp (with the Accessibility Test Framework's
    /// 32 dp at the screen's edge on Android).
    case platform
    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA: 24 × 24, or spaced.
    case wcagAA = "wcag-aa"
    /// WCAG 2.2 SC 2.5.5 Target Size (Enhanced), level AAA: 44 × 44.
    case wcagAAA = "wcag-aaa"

    /// The standards audited when none is given.
    public static let defaults: [Standard] = [.platform]

    /// The kind of finding the standard adds.
    public var kind: FindingKind {
        switch self {
        case .platform: .small
        case .wcagAA: .targetSize
        case .wcagAAA: .targetSizeEnhanced
        }
    }

    /// The WCAG success criterion it checks ("2.5.8"); nil for `platform`.
    public var criterion: String? {
        switch self {
        case .platform: nil
        case .wcagAA: "2.5.8"
        case .wcagAAA: "2.5.5"
        }
    }

    /// The criterion's name as W3C writes it.
    public var criterionName: String? {
        switch self {
        case .platform: nil
        case .wcagAA: "Target Size (Minimum)"
        case .wcagAAA: "Target Size (Enhanced)"
        }
    }

    /// "WCAG 2.2 success criterion 2.5.8, Target Size (Minimum)": how the
    /// rules' descriptions name it; empty for `platform`.
    public var criterionTitle: String {
        guard let criterion, let criterionName else { return "" }
        return "WCAG 2.2 success criterion \(criterion), \(criterionName)"
    }

    /// The side of the square a target's region must hold, in CSS pixels
    /// (points, dp); nil for `platform`, whose minimum is the platform's.
    public var squareSide: Double? {
        switch self {
        case .platform: nil
        case .wcagAA: 24
        case .wcagAAA: 44
        }
    }

    /// W3C's Understanding page of the criterion; nil for `platform`.
    public var understandingURL: String? {
        switch self {
        case .platform: nil
        case .wcagAA: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum"
        case .wcagAAA: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced"
        }
    }

    /// Each once, in the standards' order.
    public static func normalised(_ given: [Standard]) -> [Standard] {
        allCases.filter(given.contains)
    }
}

extension FindingKind {
    /// The standard whose kind this is (`small`, `target-size`,
    /// `target-size-enhanced`); nil for the kinds every audit reports.
    public var standard: Standard? {
        Standard.allCases.first { $0.kind == self }
    }
}
