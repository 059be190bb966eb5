/// A Flutter semantics dump does not say which platform the app ran on: the
/// import takes `android` unless `--platform ios` is given, and says which
/// on stderr (the platform sets the audit's minimum size, 48 dp or 44 pt).
enum FlutterPlatformNote {
    static func text(file: String, options: ImportOptions) -> String {
        if let p = options.platform {
            return "\(file): platform \(p.rawValue) (--platform)"
        }
        return "\(file): platform android taken (a Flutter dump does not say which): give --platform ios for an iPhone's"
    }
}
