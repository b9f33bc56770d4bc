import Foundation

func log(message: String, count: Int) {
    NSLog(message) // want "swift/format-string"
    let s = String(format: "\(message): %d", count) // want "swift/format-string"
    print(s)
}
