/// Why a screenshot cannot go under a scene: one line naming the file and
/// the reason (not a PNG, broken, too large, or not a picture of this canvas).
public struct ScreenshotError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
