import Foundation

/// PNG files written by the tests, byte by byte (zlib stored blocks, CRC-32,
/// Adler-32): every colour type, 8 and 16 bits, Adam7 interlacing, a palette
/// and its transparency, and broken ones. Only for tests: tapplay itself
/// decodes with libpng.
public enum TestPNG {
    /// Colour types.
    public static let grey: UInt8 = 0, rgb: UInt8 = 2, palette: UInt8 = 3, greyAlpha: UInt8 = 4, rgba: UInt8 = 6

    /// An 8-bit RGBA picture; `pixel(x, y)` gives its colour.
    public static func rgba(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        encode(width: width, height: height, colourType: rgba, bitDepth: 8) { x, y in
            let p = pixel(x, y)
            return [p.0, p.1, p.2, p.3]
        }
    }

    /// A PNG whose pixel (x, y) is the bytes `sample(x, y)` (already in the
    /// colour type's and depth's layout, 8 or 16 bits).
    public static func encode(width: Int, height: Int, colourType: UInt8, bitDepth: UInt8, interlaced: Bool = false,
                              palette: [UInt8]? = nil, transparency: [UInt8]? = nil,
                              _ sample: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        func rows(x0: Int, y0: Int, dx: Int, dy: Int) {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { return }
            for y in ys {
                raw.append(0)
                for x in xs { raw += sample(x, y) }
            }
        }
        if interlaced {
            for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
                rows(x0: x0, y0: y0, dx: dx, dy: dy)
            }
        } else {
            rows(x0: 0, y0: 0, dx: 1, dy: 1)
        }
        var out = signature
        out += chunk("IHDR", header(width: width, height: height, bitDepth: bitDepth, colourType: colourType, interlaced: interlaced))
        if let palette { out += chunk("PLTE", palette) }
        if let transparency { out += chunk("tRNS", transparency) }
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An IHDR chunk's data.
    public static func header(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, interlaced: Bool = false) -> [UInt8] {
        be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colourType, 0, 0, interlaced ? 1 : 0]
    }

    /// A chunk: length, type, data, CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    public static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// zlib data made of stored (uncompressed) blocks.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65_535, data.count - i)
            let last = i + n >= data.count
            out.append(last ? 1 : 0)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(b << 16 | a)
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// A picture with a coloured rectangle per frame (in points, `scale` pixels
    /// each) over a white ground: where a scene's views are.
    public static func rectangles(width: Int, height: Int, scale: Double,
                                  _ rects: [(x: Double, y: Double, w: Double, h: Double, rgb: (UInt8, UInt8, UInt8))]) -> [UInt8] {
        rgba(width: width, height: height) { x, y in
            let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
            for r in rects.reversed() where px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h {
                return (r.rgb.0, r.rgb.1, r.rgb.2, 255)
            }
            return (255, 255, 255, 255)
        }
    }

    /// The hostile files every command that takes a screenshot must refuse in
    /// one line (or draw right): name → bytes.
    public static func hostile() -> [(name: String, bytes: [UInt8], refused: Bool)] {
        let good = rgba(width: 30, height: 60) { x, _ in (UInt8(x * 8), 0, 0, 255) }
        var corrupt = good
        // A byte of the IDAT's data flipped: its CRC no longer matches.
        if let at = find(Array("IDAT".utf8), in: corrupt) { corrupt[at + 20] ^= 0xFF }
        var badCRC = good
        if let at = find(Array("IHDR".utf8), in: badCRC) { badCRC[at + 4 + 13] ^= 0x55 }
        let wide = signature + chunk("IHDR", header(width: 100_000, height: 1, bitDepth: 8, colourType: grey))
            + chunk("IDAT", zlibStored([UInt8](repeating: 0, count: 100_001))) + chunk("IEND", [])
        let huge = signature + chunk("IHDR", header(width: 16_000, height: 16_000, bitDepth: 8, colourType: rgba))
            + chunk("IDAT", zlibStored([0])) + chunk("IEND", [])
        let tall = signature + chunk("IHDR", header(width: 30, height: 20_000, bitDepth: 8, colourType: rgba))
            + chunk("IDAT", zlibStored([0])) + chunk("IEND", [])
        return [
            ("text.png", Array("name: not a picture\n".utf8), true),
            ("empty.png", [], true),
            ("signature-only.png", signature, true),
            ("truncated.png", Array(good.prefix(good.count / 2)), true),
            ("no-iend.png", Array(good.dropLast(12)), false),
            ("corrupt-idat.png", corrupt, true),
            ("bad-ihdr-crc.png", badCRC, true),
            ("wide-100000x1.png", wide, true),
            ("huge-16000x16000.png", huge, true),
            ("tall-30x20000.png", tall, true),
        ]
    }

    static func find(_ needle: [UInt8], in hay: [UInt8]) -> Int? {
        guard hay.count >= needle.count else { return nil }
        return (0...(hay.count - needle.count)).first { Array(hay[$0..<($0 + needle.count)]) == needle }
    }

    /// Writes bytes to a new temporary file named `name`; its path.
    public static func file(_ bytes: [UInt8], name: String = "shot.png", in dir: String? = nil) throws -> String {
        let folder = dir ?? FileManager.default.temporaryDirectory.appendingPathComponent("tapplay-png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
