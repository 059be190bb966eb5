/// What each finding kind means and how it is usually fixed: the rules of a
/// SARIF report, and help for anyone reading a finding.
public struct FindingRule: Sendable {
    public var kind: FindingKind
    /// A PascalCase name, as SARIF rules have.
    public var name: String
    /// One sentence.
    public var short: String
    /// What the finding is and what causes it.
    public var full: String
    /// The usual fix.
    public var help: String
    /// A page that explains the rule (W3C's Understanding page for the WCAG kinds).
    public var helpURI: String? = nil

    public static func of(_ kind: FindingKind) -> FindingRule {
        switch kind {
        case .unreachable:
            FindingRule(kind: kind, name: "UnreachableTapTarget",
                        short: "A tappable view that no tap can reach.",
                        full: "A view with a tap handler whose region is empty under the hit policy: every point "
                            + "of it goes to another view or to nobody. Usual causes: a view in front covers it, it "
                            + "lies outside its parent's bounds under UIKit's hitTest, or neighbours' enlarged tap "
                            + "areas take all of it.",
                        help: "Bring the view to the front, or move what covers it behind it or make that "
                            + "non-interactive (isUserInteractionEnabled = false, .allowsHitTesting(false)); under "
                            + "UIKit keep the view inside its superview's bounds, or grow the superview's "
                            + "point(inside:).")
        case .small:
            FindingRule(kind: kind, name: "SmallTapTarget",
                        short: "A tap target smaller than the minimum size.",
                        full: "The region where taps reach the view is narrower or shorter than the minimum size: "
                            + "44 pt on iOS (Apple's Human Interface Guidelines), 48 dp on Android (Material "
                            + "Design). The region is what the hit policy really does, so SwiftUI's enlarged tap "
                            + "area counts.",
                        help: "Make the target at least 44 × 44 pt (48 × 48 dp on Android): enlarge its frame, or "
                            + "grow its hit area without changing the layout: padding plus "
                            + ".contentShape(Rectangle()) in SwiftUI, a point(inside:) override in UIKit, a "
                            + "TouchDelegate on Android.")
        case .targetSize:
            FindingRule(kind: kind, name: "TargetSizeMinimum",
                        short: Standard.wcagAA.criterionTitle + ": a target smaller than "
                            + "24 × 24 without the spacing to make up for it.",
                        full: "No solid 24 × 24 square (points on iOS, dp on Android: WCAG's CSS pixels for native "
                            + "apps) fits in the region where taps reach the view, and the criterion's spacing "
                            + "exception fails: a 24-diameter circle centred on the region's bounds crosses another "
                            + "target's region, or the circle of another undersized target. The region is what the "
                            + "hit policy really does: SwiftUI's enlarged area counts, a label in front does not. "
                            + "The exceptions a screen cannot show (an equivalent control, inline targets, "
                            + "user-agent controls, essential presentation) are recorded as ignore entries.",
                        help: "Make the target's tap area at least 24 × 24 pt (dp), or keep every other target at "
                            + "least 12 from its centre and other small targets' centres at least 24 from it.",
                        helpURI: Standard.wcagAA.understandingURL)
        case .targetSizeEnhanced:
            FindingRule(kind: kind, name: "TargetSizeEnhanced",
                        short: Standard.wcagAAA.criterionTitle + ": a target smaller than "
                            + "44 × 44.",
                        full: "No solid 44 × 44 square (points on iOS, dp on Android: WCAG's CSS pixels for native "
                            + "apps) fits in the region where taps reach the view. Level AAA has no spacing "
                            + "exception. The region is what the hit policy really does.",
                        help: "Make the target's tap area at least 44 × 44 pt (dp): enlarge its frame, or grow its "
                            + "hit area with padding and .contentShape, point(inside:), or a TouchDelegate.",
                        helpURI: Standard.wcagAAA.understandingURL)
        case .swallowed:
            FindingRule(kind: kind, name: "SwallowedTaps",
                        short: "Taps inside a view's frame that its handler never gets.",
                        full: "Points inside a tappable view's frame that would reach it if it stood alone, but "
                            + "that in the scene go to no handler or to a view drawn behind it: a plain label in "
                            + "front under UIKit (the responder chain skips the button), a dead zone of an "
                            + "exact-frame tap filter, the part of a view outside its parent under UIKit.",
                        help: "Make the view in front non-interactive (isUserInteractionEnabled = false, "
                            + ".allowsHitTesting(false)) or move the handler to it; keep the view inside its "
                            + "parent's bounds; with exact-frame tap filters, leave no gaps between nested targets.")
        case .ambiguous:
            FindingRule(kind: kind, name: "AmbiguousTapZone",
                        short: "A zone where a tap could go to either of two views.",
                        full: "Points where the enlarged tap areas of two views overlap and neither contains the "
                            + "point (SwiftUI grows every tap area by about 10 pt): the handler that fires depends "
                            + "on fractions of a point, so users hit the wrong one.",
                        help: "Space the targets at least twice the slop apart, make each tap area fit its frame "
                            + "(a content shape inset by the slop, the exactHitArea pattern), or merge the two "
                            + "targets into one.")
        case .close:
            FindingRule(kind: kind, name: "CloseTapTargets",
                        short: "Two tap targets closer than the minimum spacing.",
                        full: "Two tappable views, neither inside the other, whose frames do not touch but are "
                            + "closer than the minimum spacing (8 pt by default): a finger aimed at one easily "
                            + "lands on the other.",
                        help: "Leave at least 8 pt between tap targets, or join them into one control.")
        }
    }
}
