import ArgumentParser
import Foundation
import Testing
@testable import layoutsnap
import LayoutSnap

/// The commands' arguments as ArgumentParser reads them, without running anything: the first of
/// the three levels (parsing; the binary and its exit codes; the help texts).
@Suite struct ArgumentParsingTests {
    @Test func checkReadsItsTypedOptions() throws {
        let check = try Check.parse(["Fixtures/forms", "--record", "failed", "--format", "svg,png,svg", "--shard", "2/4",
                                     "--filter", "forms/*", "--filter", "login", "--jobs", "3", "--max-ratio", "0.5",
                                     "--artifacts", "out"])
        #expect(check.fixtures == ["Fixtures/forms"])
        #expect(check.record == .failed)
        #expect(check.format?.formats == [.svg, .png])
        #expect(check.shard == Shard(argument: "2/4"))
        #expect(check.shard?.index == 2 && check.shard?.count == 4)
        #expect(check.filter == ["forms/*", "login"])
        #expect(check.jobs == 3)
        #expect(check.tolerance.maxRatio == 0.5)
        #expect(check.project.artifacts == "out")
    }

    @Test(arguments: [["--record", "sometimes"], ["--format", "jpeg"], ["--format", ""], ["--shard", "3/2"],
                      ["--shard", "0/2"], ["--shard", "1"], ["--jobs", "0"], ["--threshold", "2"],
                      ["--prune", "--filter", "x"]])
    func checkRefusesBadValues(arguments: [String]) {
        #expect(throws: (any Error).self) { try Check.parse(arguments) }
    }

    @Test func renderScaleIsOneTwoOrThree() throws {
        #expect(try Render.parse(["a.json", "-o", "a.png", "--scale", "2"]).scale?.value == 2)
        for bad in ["1.5", "4", "0", "two"] {
            #expect(throws: (any Error).self) { try Render.parse(["a.json", "-o", "a.png", "--scale", bad]) }
        }
        #expect(throws: (any Error).self) { try Render.parse(["a.json", "-o", "a.jpg"]) }
    }

    @Test func approveTakesNamesOrAllAndAFormat() throws {
        let approve = try Approve.parse(["forms/login.frames.txt", "--format", "frames"])
        #expect(approve.names == ["forms/login.frames.txt"] && approve.format == .frames && !approve.all)
        #expect(throws: (any Error).self) { try Approve.parse([]) }
        #expect(throws: (any Error).self) { try Approve.parse(["x", "--all"]) }
    }

    /// Every subcommand states its name (ArgumentParser otherwise derives it from the type's name
    /// on every parse, a fifth of a check's start-up): the names are the types' names lowercased,
    /// as ArgumentParser would derive them.
    @Test func subcommandsNameThemselves() throws {
        for command in LayoutSnapCommand.configuration.subcommands {
            let name = try #require(command.configuration.commandName, "\(command) states no commandName")
            #expect(name == "\(command)".lowercased())
        }
    }

    /// The one mapping from failures to exit codes.
    @Test func failuresMapToTheirExitCodes() {
        #expect(CLIFailure.differs.exitCode == 1)
        #expect(CLIFailure.badInput("x").exitCode == 2)
        #expect(CLIFailure.unwritable(path: "p", reason: "r").exitCode == 3)
        #expect(CLIFailure.failure("x").exitCode == 3)
        #expect(CLIFailure.unwritable(path: "out.png", reason: "Not a directory").description == "error: cannot write out.png: Not a directory")
    }
}
