import Foundation

func convert(path: String) throws {
    let task = Process()
    task.executableURL = URL(fileURLWithPath: "/bin/sh")
    task.arguments = ["-c", "convert \(path) out.png"] // want "swift/shell-command-injection"
    try task.run()
}
