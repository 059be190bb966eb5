import Foundation
import Testing

/// Renders an SVG with `rsvg-convert` and reads pixels back. No image library
/// is available, so a few lines of Python (zlib is in its standard library)
/// decode the PNG; nil when either tool is missing.
enum PNGPixels {
    static let decoder = #"""
import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n'
pos, idat, w, h, ctype = 8, b'', 0, 0, 0
while pos < len(data):
    n, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b'IHDR':
        w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
        assert depth == 8 and body[12] == 0
    elif kind == b'IDAT':
        idat += body
    pos += 12 + n
bpp = {6: 4, 2: 3, 0: 1, 4: 2}[ctype]
raw, stride, rows, prev, k = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp), 0
for y in range(h):
    f, line = raw[k], bytearray(raw[k + 1:k + 1 + stride]); k += 1 + stride
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line); prev = line
print(w, h)
for arg in sys.argv[2:]:
    x, y = map(int, arg.split(','))
    px = rows[y][x * bpp:x * bpp + bpp]
    print(' '.join(str(v) for v in px[:3]))
"""#

    /// Whether both tools are there; a test that reads pixels takes the trait `PNGPixels.required`.
    static var available: Bool { Spawn.find("rsvg-convert") != nil && Spawn.find("python3") != nil }

    /// Skips a pixel test, with the reason, where rsvg-convert or python3 is missing.
    static var required: ConditionTrait {
        .enabled(if: available, "rsvg-convert or python3 missing (apt-get install -y librsvg2-bin)")
    }

    /// The PNG's size and the RGB of each point (pixel coordinates).
    static func read(svg: String, at points: [(Int, Int)]) throws -> (width: Int, height: Int, rgb: [[Int]]) {
        guard let rsvg = Spawn.find("rsvg-convert"), let python = Spawn.find("python3") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let png = svg + ".png"
        let conv = try Spawn.run(rsvg, ["-f", "png", "-o", png, svg])
        guard conv.status == 0 else {
            throw NSError(domain: "rsvg-convert", code: Int(conv.status),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: conv.stderr, as: UTF8.self)])
        }
        let script = try CLI.tempFile(decoder, name: "png.py")
        let out = try Spawn.run(python, [script, png] + points.map { "\($0.0),\($0.1)" })
        let lines = String(decoding: out.stdout, as: UTF8.self).split(separator: "\n")
        guard out.status == 0, let head = lines.first else {
            throw NSError(domain: "png", code: 1, userInfo: [NSLocalizedDescriptionKey: String(decoding: out.stderr, as: UTF8.self)])
        }
        let size = head.split(separator: " ").compactMap { Int($0) }
        let rgb = lines.dropFirst().map { $0.split(separator: " ").compactMap { Int($0) } }
        return (size[0], size[1], rgb)
    }
}
