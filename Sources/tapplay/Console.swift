import Foundation
import TapplayCore

/// Writing to stdout and stderr. Everything from a scene file reaches the
/// terminal through `SafeText`, so escape sequences in ids or labels stay inert.
enum Console {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func err(_ line: String) {
        FileHandle.standardError.write(Data(("tapplay: " + line + "\n").utf8))
    }

    /// Untrusted text made visible-safe for a terminal.
    static func safe(_ s: String) -> String { SafeText.visible(s) }
}
