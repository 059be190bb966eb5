import Foundation

/// A screenshot of the app, put under its scene (SPEC 6.2): the PNG's bytes
/// (embedded as they are in an SVG) and its pixels (drawn in half blocks in
/// the terminal), with the scale that maps it onto the canvas. `load` is the
/// one way to get one: it reads the file, decodes it with libpng and checks
/// that it is a picture of the canvas (`ScreenshotFit`), or throws one line.
public struct Screenshot: Sendable {
    /// The file it was read from, as given.
    public let path: String
    /// The PNG file's bytes.
    public let png: [UInt8]
    public let width: Int
    public let height: Int
    /// 8-bit RGBA, not premultiplied, `width × height × 4` bytes, top row first.
    public let rgba: [UInt8]
    /// How it lies on the canvas: its pixels per point and the rows that cover the canvas.
    public let fit: ScreenshotFit

    /// Reads the PNG at `path` and checks it against a canvas of `canvas` points.
    public static func load(path: String, canvas: Size) throws(ScreenshotError) -> Screenshot {
        let bytes = try read(path: path)
        let decoded: PNGDecoding.Decoded
        switch PNGDecoding.decode(bytes) {
        case .success(let d): decoded = d
        case .failure(let p): throw ScreenshotError(file: path, message: p.text)
        }
        let fit: ScreenshotFit
        switch ScreenshotFit.check(width: decoded.width, height: decoded.height, canvas: canvas) {
        case .success(let f): fit = f
        case .failure(let refusal): throw ScreenshotError(file: path, message: refusal.text)
        }
        return Screenshot(path: path, png: bytes, width: decoded.width, height: decoded.height,
                          rgba: decoded.rgba, fit: fit)
    }

    /// The PNG with a scene file's or dump's name beside it (`login.txt` →
    /// `login.png`), when there is one: `run` and `render` take it without `--screenshot`.
    public static func beside(scenePath: String) -> String? {
        let url = URL(fileURLWithPath: scenePath)
        guard url.pathExtension.lowercased() != "png" else { return nil }
        let base = url.deletingPathExtension()
        for ext in ["png", "PNG"] {
            let candidate = base.appendingPathExtension(ext).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                // Said as the user would write it: beside the path they gave.
                let given = (scenePath as NSString).deletingPathExtension + "." + ext
                return given
            }
        }
        return nil
    }

    /// The file's bytes: a regular file of at most `PNGDecoding.maxBytes`,
    /// read in one go after its first eight bytes say it is a PNG.
    static func read(path: String) throws(ScreenshotError) -> [UInt8] {
        func fail(_ m: String) -> ScreenshotError { ScreenshotError(file: path, message: m) }
        guard !path.isEmpty else { throw fail("cannot read: no file name given") }
        if let problem = SceneFileReader.statProblem(path) { throw fail(problem) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("cannot read: no such file")
        }
        if isDirectory.boolValue { throw fail("cannot read: it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw fail("cannot read: permission denied") }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, Int(st.st_size) > PNGDecoding.maxBytes {
            throw fail("the file is \(ByteSize.text(Int(st.st_size), over: PNGDecoding.maxBytes)); "
                       + "a screenshot is at most \(ByteSize.text(PNGDecoding.maxBytes))")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot read: cannot open the file") }
        defer { try? handle.close() }
        do {
            // A FIFO or a device says what it is in its first bytes, before anything large is read.
            let head = [UInt8](try handle.read(upToCount: PNGDecoding.signature.count) ?? Data())
            guard head == PNGDecoding.signature else { throw fail(ScreenshotProblem.notPNG.text) }
            let rest = try handle.read(upToCount: PNGDecoding.maxBytes + 1 - head.count) ?? Data()
            guard head.count + rest.count <= PNGDecoding.maxBytes else {
                throw fail("the file is larger than \(ByteSize.text(PNGDecoding.maxBytes)); a screenshot is at most that")
            }
            return head + [UInt8](rest)
        } catch let e as ScreenshotError {
            throw e
        } catch {
            throw fail("cannot read: input/output error")
        }
    }
}
