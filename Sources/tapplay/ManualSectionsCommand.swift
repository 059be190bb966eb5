import ArgumentParser

/// A hidden helper for `make man`: prints the man page's EXAMPLES and SCENE
/// FILES sections in mdoc, from the same example lists as every `--help`.
struct ManualSectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual-sections",
        abstract: "Print the man page's EXAMPLES and SCENE FILES sections (mdoc), for make man.",
        shouldDisplay: false)

    func run() throws {
        Console.out(Self.mdoc())
    }

    static func mdoc() -> String {
        var out = [".Sh EXAMPLES"]
        for (subcommand, examples) in CommandExamples.all where subcommand != "termcheck" {
            for e in examples {
                out.append(".Pp")
                out.append(text(e.what.prefix(1).uppercased() + e.what.dropFirst() + " (\(subcommand)):"))
                out.append(".Dl " + escape(e.command))
            }
        }
        out.append(".Sh \"SCENE FILES\"")
        out += sceneFormat.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? ".Pp" : text(String(line))
        }
        out.append(".Pp")
        out.append(".Bd -literal -offset indent")
        out += sceneExample.split(separator: "\n").map { escape(String($0)) }
        out.append(".Ed")
        return out.joined(separator: "\n")
    }

    /// A line of running text: backslashes escaped, and a leading `.` or `'`
    /// kept from reading as a request.
    static func text(_ s: String) -> String {
        let e = escape(s)
        return e.hasPrefix(".") || e.hasPrefix("'") ? "\\&" + e : e
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\e")
    }

    static let sceneFormat = """
    A scene is a YAML file: a name, a canvas size in points and a list of views. Geometry is in points, \
    origin top-left, y down; a view's frame is in its parent's coordinates, and later siblings are in front.
    View keys: id and frame (required); color, label, type; tappable, gestures (tap, doubleTap, longPress); \
    hidden, alpha, interactive; clips; hitInsets and passThrough (UIKit's point(inside:) and hitTest \
    overrides); contentShape (rect, circle, ellipse, capsule or polygon, with scale and offset); \
    draggable, dropTarget, reorderable, dragOpacity; children. Top-level keys: name, description, canvas, \
    slop (SwiftUI's tap-area growth, default 10), platform (ios or android), source, quickDrag, views.
    tapplay validate lists every problem of a file with its line, column and key path.
    """

    static let sceneExample = """
    name: VStack neighbours
    canvas: { width: 390, height: 420 }
    views:
      - id: top
        frame: [145, 100, 100, 100]
        color: red
        tappable: true
      - id: bottom
        frame: [145, 208, 100, 100]
        color: blue
        tappable: true
    """
}
