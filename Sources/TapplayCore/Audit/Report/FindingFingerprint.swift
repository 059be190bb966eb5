/// An identity for a finding that stays the same from run to run while the
/// problem does: built from the scene's name, the kind, the policy and the
/// views, never from the zone's area or place, so a zone that shrinks or moves
/// is still the same finding. 64 hex digits (SHA-256 of the four values as a
/// JSON array, which keeps them apart whatever they contain).
public enum FindingFingerprint {
    /// The key under which SARIF's `partialFingerprints` carries it.
    public static let key = "tapplay/v1"

    public static func of(_ f: AuditFinding) -> String {
        let identity = JSON.array([
            .string(f.sceneName), .string(f.kind.rawValue), .string(f.policy?.rawValue),
            .array(f.views.map { .string($0) }),
        ])
        return SHA256.hex(identity.serialized)
    }
}
