import Foundation

/// One JSON object (a line of `--json` output, a SARIF log, a baseline), nil when the text is not one.
public func jsonObject<Text: StringProtocol>(_ text: Text) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}
