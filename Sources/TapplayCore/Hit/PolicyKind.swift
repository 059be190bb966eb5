/// The eight hit policies: four for iOS from UIKit and SwiftUI's enlarged tap
/// area and its two fixes, SwiftUI's real touch cloud, Android's view dispatch,
/// Jetpack Compose's pointer hit testing and Flutter's render-tree hit testing. Each is one type (`policy`), its
/// walk described where it is defined and in docs/policies.md.
public enum PolicyKind: String, CaseIterable, Sendable, Codable {
    /// `UIView.hitTest(_:with:)`.
    case uikit
    /// SwiftUI's enlarged tap area.
    case swiftui
    /// SwiftUI with `.exactHitArea()`: tappable shapes shrunk by slop, so the
    /// grown tap area fits the frame (a fix from covelline's blog post on
    /// SwiftUI hit testing, https://blog.covelline.com/entry/2023/08/04/143546).
    case exact
    /// SwiftUI with `onTapGestureExact` (the same post's other fix): the
    /// winner's handler runs only for a tap inside its frame.
    case filtered
    /// SwiftUI's weighted touch cloud (`--radius`).
    case sampled
    /// Android's `ViewGroup.dispatchTouchEvent`.
    case android
    /// Jetpack Compose's pointer hit testing (48 dp minimum touch targets).
    case compose
    /// Flutter's `RenderBox.hitTest` and gesture arena (on either platform).
    case flutter

    /// The opacity below which a view takes no touches under this policy
    /// (android, compose and flutter: none, alpha plays no part there).
    public var minimumAlpha: Double {
        switch self {
        case .uikit: 0.01
        case .swiftui, .exact, .filtered, .sampled: 0.001
        case .android, .compose, .flutter: 0
        }
    }

    /// The SwiftUI family: tappable views compete, and a tap can be ambiguous.
    public var isSwiftUIFamily: Bool {
        switch self {
        case .swiftui, .exact, .filtered, .sampled: true
        case .uikit, .android, .compose, .flutter: false
        }
    }

    /// Can a tap be ambiguous under this policy? (compose: when the nearest
    /// edge of two or more 48 dp targets took it.)
    public var canBeAmbiguous: Bool { isSwiftUIFamily || self == .compose }

    /// Does `--slop` change this policy's answers?
    public var usesSlop: Bool {
        switch self {
        case .swiftui, .exact, .filtered: true
        case .uikit, .sampled, .android, .compose, .flutter: false
        }
    }

    /// Does `--radius` change this policy's answers?
    public var usesRadius: Bool { self == .sampled }

    /// The platform whose screens this policy models (flutter runs on both:
    /// its imported scenes are android unless told; its unit is the logical
    /// pixel, which is Android's dp and iOS's point alike).
    public var platform: Platform { self == .android || self == .compose || self == .flutter ? .android : .ios }

    /// The policy object that resolves taps.
    public var policy: any HitPolicy {
        switch self {
        case .uikit: UIKitPolicy()
        case .swiftui: SwiftUIPolicy()
        case .exact: ExactPolicy()
        case .filtered: FilteredPolicy()
        case .sampled: SampledPolicy()
        case .android: AndroidPolicy()
        case .compose: ComposePolicy()
        case .flutter: FlutterPolicy()
        }
    }

    /// The policy's place in the list, 1-based (the playground's number keys).
    public var number: Int { (PolicyKind.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// The next policy, wrapping around (the playground's Tab key).
    public var next: PolicyKind {
        let all = PolicyKind.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The previous policy, wrapping around.
    public var previous: PolicyKind {
        let all = PolicyKind.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }

    /// One line saying what the policy models.
    public var summary: String {
        switch self {
        case .uikit: "UIKit hitTest: deepest view under the point, responder chain up to a handler"
        case .swiftui: "SwiftUI: tappable views within slop compete, innermost then frontmost or nearest wins"
        case .exact: "SwiftUI with .exactHitArea(): shapes shrunk by slop so the grown area fits the frame"
        case .filtered: "SwiftUI with onTapGestureExact: the winner's handler runs only inside its frame"
        case .sampled: "SwiftUI's touch cloud: views compete for the weight of sample points around the tap"
        case .android: "Android dispatch: front to back, the first view that consumes wins; plain views let it through"
        case .compose: "Jetpack Compose: small targets grow to 48 dp, a tap inside a frame wins, else the nearest edge"
        case .flutter: "Flutter: exact frames, children only inside their parent, plain containers let taps through, innermost detector wins"
        }
    }
}
