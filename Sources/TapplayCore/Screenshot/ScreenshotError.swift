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

/// What is wrong with a PNG file, before the canvas is asked.
enum ScreenshotProblem: Error {
    case notPNG
    case broken(String)
    case tooLarge(String)

    var text: String {
        switch self {
        case .notPNG: "not a PNG file (it does not start with the PNG signature); --screenshot takes a PNG"
        case .broken(let why): "a truncated or corrupt PNG (\(why))"
        case .tooLarge(let why): "the picture is too large: \(why)"
        }
    }
}
