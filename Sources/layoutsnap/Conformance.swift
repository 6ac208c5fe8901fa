import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap conformance <dir>... [--json]`
struct Conformance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Run browser-computed layout cases (XML, see ../shared/conformance/README.md) and print pass/total per folder.",
        discussion: "Failing cases are listed with their first differing node (expected vs actual). Exit 0 however many pass, 2 on an unreadable folder or one without cases.")

    @Argument(help: "Folders of *.xml cases, or single .xml case files.")
    var folders: [String]

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Flag(help: "Print only the pass/total lines.")
    var quiet = false

    func run() throws {
        var results: [ConformanceRunner.FolderResult] = []
        for folder in folders {
            let result: ConformanceRunner.FolderResult
            do { result = try ConformanceRunner.run(folder: folder) } catch {
                throw CLIFailure.badInput("\(folder): not a folder of *.xml cases nor one .xml case (\(CLIFailure.describe(error)))")
            }
            if result.total == 0 { throw CLIFailure.badInput("\(folder): no *.xml cases (nothing to run)") }
            results.append(result)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        for r in results {
            if !quiet { for f in r.failures { print("FAIL \(f.name): \(f.message ?? "")") } }
            let percent = String(format: "%.2f", r.rate * 100)
            print("\(r.folder): \(r.passed)/\(r.total) passed (\(percent)%)")
        }
    }
}
