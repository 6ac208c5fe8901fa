import Foundation
import LayoutSnap

/// Progress while `check` runs: on a terminal, one live line (`[12/96] forms/login.png: passed`)
/// cut to the terminal's width, so that each update overwrites the last; failures are printed
/// whole on their own lines, on a terminal or not.
struct CheckProgress: Sendable {
    let project: Project
    let isTerminal = isatty(STDERR_FILENO) != 0

    /// The terminal's width in columns (`TIOCGWINSZ` on standard error), else `$COLUMNS`, else 80.
    static func columns() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// `text` cut to fewer than `columns` characters (the last column is left free: a line that
    /// fills it wraps on some terminals), ending in `…` when cut.
    static func fit(_ text: String, columns: Int) -> String {
        let room = max(1, columns - 1)
        guard text.count > room else { return text }
        return String(text.prefix(room - 1)) + "…"
    }

    @Sendable func report(_ done: Int, _ total: Int, _ result: CheckReport.Result) {
        let name = result.name + "." + (SnapshotFormat(rawValue: result.format)?.pathExtension ?? result.format)
        if result.status == .failed || result.status == .error {
            let message = project.displayPaths(in: result.message ?? "\(name): \(result.status.rawValue)")
            printError((isTerminal ? "\r\u{1B}[K" : "") + Style.fail("FAIL") + " " + message)
        }
        guard isTerminal else { return }
        let line = Self.fit("[\(done)/\(total)] \(name): \(result.status.rawValue)", columns: Self.columns())
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// Colour on terminals, unless `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
enum Style {
    static let enabled: Bool = {
        let env = ProcessInfo.processInfo.environment
        if let noColor = env["NO_COLOR"], !noColor.isEmpty { return false }
        if env["TERM"] == "dumb" { return false }
        return isatty(STDERR_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }()

    static func paint(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    static func fail(_ text: String) -> String { paint(text, "1;31") }
    static func pass(_ text: String) -> String { paint(text, "32") }
    static func note(_ text: String) -> String { paint(text, "33") }
}
