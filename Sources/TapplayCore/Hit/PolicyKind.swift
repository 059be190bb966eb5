/// The hit policies.
public enum PolicyKind: String, CaseIterable, Sendable, Codable {
    /// `UIView.hitTest(_:with:)`.
    case uikit
    /// SwiftUI's enlarged tap area.
    case swiftui
    /// The `.exactHitArea()` fix: shapes shrunk by slop so the grown area fits the frame.
    case exact
    /// The `onTapGestureExact` fix: the winner's handler runs only inside its frame.
    case filtered

    /// The opacity below which a view takes no touches under this policy.
    public var minimumAlpha: Double {
        self == .uikit ? 0.01 : 0.001
    }

    /// The policy object that resolves taps.
    public var policy: any HitPolicy {
        switch self {
        case .uikit: UIKitPolicy()
        case .swiftui: SwiftUIPolicy()
        case .exact: ExactPolicy()
        case .filtered: FilteredPolicy()
        }
    }

    /// The next policy, wrapping around (the playground's Tab key).
    public var next: PolicyKind {
        let all = PolicyKind.allCases
        return all[(number % all.count)]
    }

    /// The previous policy, wrapping around (Shift-Tab).
    public var previous: PolicyKind {
        let all = PolicyKind.allCases
        return all[(number - 2 + all.count) % all.count]
    }

    /// The policy's 1-based place in `allCases`: its key in the playground.
    public var number: Int {
        (PolicyKind.allCases.firstIndex(of: self) ?? 0) + 1
    }

    /// One line saying what the policy models.
    public var summary: String {
        switch self {
        case .uikit: "UIKit hitTest: deepest view under the point, responder chain up to a handler"
        case .swiftui: "SwiftUI: tappable views within slop compete, innermost then frontmost or nearest wins"
        case .exact: "SwiftUI with .exactHitArea(): shapes shrunk by slop so the grown area fits the frame"
        case .filtered: "SwiftUI with onTapGestureExact: the winner's handler runs only inside its frame"
        }
    }
}
