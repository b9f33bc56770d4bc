import Foundation

func log(message: String, count: Int) {
    NSLog("%@", message)
    let s = String(format: "%@: %d", message, count)
    print(s)
}
