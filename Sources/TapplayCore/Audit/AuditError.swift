/// Why a scene cannot be audited.
public enum AuditError: Error, CustomStringConvertible {
    case tooManySamples(file: String, canvas: Size, resolution: Double)
    /// A step so coarse that no sample centre falls inside the canvas.
    case noSamples(file: String, canvas: Size, resolution: Double)
    /// More work than `Limits.maxAuditTests`, said with what to change.
    case tooMuchWork(String)

    public var description: String {
        switch self {
        case .tooManySamples(let file, let canvas, let r):
            let n = SampleGrid.estimatedCount(canvas: canvas, step: r)
            return "\(file): --resolution \(Format.exact(r)) on the \(Format.exact(canvas.width))×"
                + "\(Format.exact(canvas.height)) pt canvas gives \(n.isFinite ? AuditWork.count(n) : "too many") samples; "
                + "at most \(ByteSize.grouped(SampleGrid.maximumSamples)): use a coarser --resolution"
        case .noSamples(let file, let canvas, let r):
            // The first sample is at (r/2, r/2): it is inside when r < 2·side.
            let side = min(canvas.width, canvas.height)
            return "\(file): --resolution \(Format.exact(r)) is coarser than the \(Format.exact(canvas.width))×"
                + "\(Format.exact(canvas.height)) pt canvas: no sample would fall inside it; "
                + "use a --resolution under \(Format.exact(2 * side))"
        case .tooMuchWork(let message):
            return message
        }
    }
}
