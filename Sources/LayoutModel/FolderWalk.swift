import Foundation

/// The files under a folder, recursively, as paths relative to it, with one directory listing
/// per folder and the paths joined as text. (Foundation's directory enumerator and `NSString`'s
/// path methods cost tens of thousands of instructions a file: a fifth of `check`'s serial start
/// on the repository's fixtures and references.)
///
/// As the enumerator does, it does not follow symbolic links into folders: a link is listed as a
/// file, unless it leads to a folder, which is left out. With `skippingHidden`, names that start
/// with a dot are left out, and so is everything inside such a folder. A folder that cannot be
/// listed is passed over. The paths come sorted.
public enum FolderWalk {
    public static func files(under root: String, skippingHidden: Bool = true) -> [String] {
        let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let absolute = folder.isEmpty ? base : base + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names where !(skippingHidden && name.hasPrefix(".")) {
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch kind(of: absolute == "/" ? "/" + name : absolute + "/" + name) {
                case .folder: folders.append(relative)
                case .file: found.append(relative)
                case .linkToFolder, .missing: break
                }
            }
        }
        return found.sorted()
    }

    private enum Kind { case file, folder, linkToFolder, missing }

    /// What is at `path`, its symbolic link not followed (but looked through, to leave links to
    /// folders out).
    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
        default: return .file
        }
    }
}
