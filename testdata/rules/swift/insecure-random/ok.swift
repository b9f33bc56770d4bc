import Foundation
import Security

func makeResetToken() -> String {
    var bytes = [UInt8](repeating: 0, count: 32)
    _ = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
    return Data(bytes).base64EncodedString()
}

func jitter() -> Int {
    Int(rand() % 100)
}
