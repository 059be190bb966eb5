/// The tool's version.
public enum TapplayVersion {
    public static let string = "0.1.0"
}
