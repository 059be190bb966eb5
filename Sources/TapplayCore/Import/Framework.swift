/// The framework a team's screens are built with, as it says with
/// `--framework` (config `framework`), for what a dump cannot show: Flutter
/// and React Native report themselves to Android's accessibility as plain
/// `FrameLayout`s and views, and no iOS accessibility dump says whether UIKit
/// or SwiftUI drew a control (SPEC 4.1, Frameworks).
public enum Framework: String, CaseIterable, Sendable {
    /// Android's views (`android.view.View` dispatch).
    case views
    /// Jetpack Compose.
    case compose
    /// Flutter.
    case flutter
    /// React Native.
    case reactNative = "react-native"
    /// SwiftUI.
    case swiftui
    /// UIKit.
    case uikit

    /// As the import's summary line names it.
    public var displayName: String {
        switch self {
        case .views: "Android views"
        case .compose: "Compose"
        case .flutter: "Flutter"
        case .reactNative: "React Native"
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit"
        }
    }
}
