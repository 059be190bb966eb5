import CPNG

/// A PNG decoded by libpng's simplified API (`png_image_*`, which handles
/// libpng's errors itself: Swift cannot take the classic API's longjmp) into
/// 8-bit RGBA, sRGB, not premultiplied: palette, grey, grey with alpha,
/// 16-bit (taken as sRGB when it does not say, as browsers do) and
/// interlaced pictures all come out this way. The header is read
/// first, and the pixels are allocated only when its size is within the limits.
enum PNGDecoding {
    /// The most pixels a side may have.
    static let maxSide = Limits.maxScreenshotSide
    /// The most bytes the file, and the decoded RGBA pixels, may take.
    static let maxBytes = Limits.maxScreenshotBytes

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Decoded {
        var width: Int
        var height: Int
        /// `width × height × 4` bytes, row by row, top first.
        var rgba: [UInt8]
    }

    /// The pixels, or why not in words.
    static func decode(_ bytes: [UInt8]) -> Result<Decoded, ScreenshotProblem> {
        guard bytes.starts(with: signature) else { return .failure(.notPNG) }
        var image = png_image()
        image.version = tp_png_image_version()
        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { return .failure(.broken(message(of: &image))) }
        let width = Int(image.width), height = Int(image.height)
        guard width <= maxSide, height <= maxSide else {
            png_image_free(&image)
            return .failure(.tooLarge("\(width) × \(height) px; at most \(maxSide) px a side"))
        }
        guard width * height * 4 <= maxBytes else {
            png_image_free(&image)
            return .failure(.tooLarge("\(width) × \(height) px would take \(ByteSize.text(width * height * 4)) decoded; "
                                      + "at most \(ByteSize.text(maxBytes))"))
        }
        image.format = tp_png_format_rgba()
        // Set after the header is read (reading it sets the flags afresh).
        image.flags |= tp_png_flag_16bit_srgb()
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeBytes { _ in
            // The memory read by begin_read is still referenced by `image` and
            // must stay alive until finish_read returns: `bytes` is held here.
            rgba.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
        }
        guard finished != 0 else {
            let m = message(of: &image)
            png_image_free(&image)
            return .failure(.broken(m))
        }
        png_image_free(&image)
        return .success(Decoded(width: width, height: height, rgba: rgba))
    }

    /// libpng's message, made readable on one line.
    static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.isEmpty ? "libpng could not read it" : "libpng says: \(line)"
    }
}
