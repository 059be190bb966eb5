/// Which framework's rules resolve a screen's touches, as far as the dump
/// shows it or the team says (SPEC 4.1, Frameworks), and what follows for the
/// scene's `policies` and for the certainty of its findings.
///
/// - An Android view dump (uiautomator, Maestro, Espresso, dumpsys) shows a
///   Compose host as a view of class `androidx.compose.ui.platform.ComposeView`
///   or `AndroidComposeView`; its descendants are Compose's semantics nodes,
///   whose touches Compose resolves (it grows every clickable under 48 dp to a
///   48 dp target at touch time). When every tappable view lies in a Compose
///   host the scene's `policies` is `[compose]`; when only some do, it stays
///   `[android]` and those views are marked `review: [framework-rules]`.
/// - `--framework` (config `framework`) says what no dump shows: `compose` or
///   `views` set an Android dump's policies; `swiftui` or `uikit` an iOS one's;
///   `flutter` sets either's to `[flutter]` (Flutter resolves its touches in its
///   own render tree, whatever the platform); under `react-native` touches follow
///   a rule no dump holds (`hitSlop`), so every tappable view is marked
///   `review: [framework-rules]`.
enum ScreenFramework {
    /// The class Android's accessibility reports for a node with no role of its own.
    static let plainView = "android.view.View"
    /// The class names of Compose's host views.
    static let composeHosts: Set<String> = ["ComposeView", "AndroidComposeView"]

    static func isComposeHost(_ e: DumpElement) -> Bool {
        let short = TypeName.short(e.type)
        return composeHosts.contains(short) && (e.type == short || e.type.hasPrefix("androidx.compose."))
    }

    /// Sets the policies and marks views; returns the framework's name for the
    /// import's summary line when one was found or given.
    static func apply(_ kept: inout [DumpElement], policies: inout [PolicyKind], platform: Platform,
                      format: DumpFormat, visibleBounds: Bool, given: Framework?) -> String? {
        if let given {
            switch (given, platform) {
            case (.compose, .android): policies = [.compose]
            case (.views, .android): policies = [.android]
            case (.swiftui, .ios): policies = [.swiftui]
            case (.uikit, .ios): policies = [.uikit]
            case (.flutter, _): policies = [.flutter]
            case (.reactNative, _):
                for i in kept.indices where kept[i].tappable { kept[i].leaveToReview(.frameworkRules) }
            default: break
            }
            return given.displayName
        }
        guard platform == .android, format != .compose else { return nil }
        // Inside a Compose host: the element or an ancestor is one (parents come first).
        var inHost = [Bool](repeating: false, count: kept.count)
        for i in kept.indices {
            inHost[i] = isComposeHost(kept[i]) || (kept[i].parent.map { inHost[$0] } ?? false)
        }
        let tappable = kept.indices.filter { kept[$0].tappable && !kept[$0].hidden && kept[$0].interactive }
        let hosted = tappable.filter { inHost[$0] }
        guard !hosted.isEmpty else {
            // Outside any host, Android's accessibility shows a node that Compose or
            // Flutter draws as a plain `android.view.View` (the class they report for
            // a node without a role): which framework resolves its touches is not in the dump.
            guard visibleBounds else { return nil }
            let plain = tappable.filter { kept[$0].type == plainView && kept[$0].identifier == nil }
            for i in plain { kept[i].leaveToReview(.frameworkRules) }
            return nil
        }
        if hosted.count == tappable.count {
            policies = [.compose]
            return "Compose"
        }
        for i in hosted { kept[i].leaveToReview(.frameworkRules) }
        return "Compose and Android views"
    }

}
