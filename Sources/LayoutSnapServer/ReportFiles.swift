import Foundation

/// The files of the page's folder as the server hands them out: only regular files inside it.
struct ReportFiles {
    /// Why a path is not served.
    enum Refusal: Error, Equatable {
        /// The path leaves the folder (`..`, a symbolic link out of it) or is not a clean path.
        case outside
        /// No regular file there.
        case missing
    }

    /// The page's folder, standardized with its symbolic links resolved.
    let folder: String

    init(folder: String) {
        self.folder = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The file for the URL path `path` (percent-encoded, as requested): `/` is the page.
    func file(for path: String) throws(Refusal) -> String {
        guard let decoded = path.removingPercentEncoding, decoded.hasPrefix("/"),
              !decoded.contains("\0"), !decoded.contains("\\") else { throw .outside }
        let relative = decoded == "/" ? "/index.html" : decoded
        // `..` is refused outright, before and after resolving, whatever it would resolve to.
        if relative.split(separator: "/").contains("..") { throw .outside }
        let resolved = URL(fileURLWithPath: folder + relative).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(folder + "/") else { throw .outside }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .missing
        }
        return resolved
    }

    /// The content type of a file by its extension.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        case "txt": "text/plain; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
