import Foundation

func makeResetToken() -> String {
    String(format: "%08x%08x", rand(), rand()) // want "swift/insecure-random" "swift/insecure-random"
}

func issue() {
    let sessionId = random() // want "swift/insecure-random"
    store(sessionId)
}
