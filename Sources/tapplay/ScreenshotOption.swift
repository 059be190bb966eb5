import ArgumentParser
import TapplayCore

/// `--screenshot FILE`: the app's PNG under the scene (SPEC 6.2). Given, a
/// picture that cannot be read or does not fit the canvas is one line and a
/// failure; not given, `run` and `render` take a PNG with the scene's name
/// beside it (`login.txt` + `login.png`), say so on stderr, and go on
/// without one that does not fit (saying why).
enum ScreenshotOption {
    static let help = ArgumentHelp(
        "A PNG screenshot of the app to draw under the scene (its width spans the canvas).",
        discussion: "Without it, a PNG with the scene's name beside it (login.txt and login.png) is taken.",
        valueName: "file")

    /// The screenshot for the scene at `scenePath`: the one given, else (with
    /// `beside`) the PNG beside it, else none.
    static func load(given: String?, scenePath: String, canvas: Size, beside: Bool) throws -> Screenshot? {
        if let given {
            do {
                return try Screenshot.load(path: given, canvas: canvas)
            } catch {
                throw CLIError(error.description)
            }
        }
        guard beside, let found = Screenshot.beside(scenePath: scenePath) else { return nil }
        do {
            let shot = try Screenshot.load(path: found, canvas: canvas)
            Console.err(Console.safe("\(scenePath): drawing \(found) (beside it) under the scene; --screenshot FILE picks another"))
            return shot
        } catch {
            Console.err(Console.safe("\(scenePath): not drawing \(found) beside it under the scene: \(error.message)"))
            return nil
        }
    }
}
