import Foundation

func convert(path: String) throws {
    let task = Process()
    task.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    task.arguments = [path, "out.png"]
    try task.run()
}
