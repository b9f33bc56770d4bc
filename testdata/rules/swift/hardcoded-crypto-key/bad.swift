import CryptoKit

let key = SymmetricKey(data: "0123456789abcdef0123456789abcdef".data(using: .utf8)!) // want "swift/hardcoded-crypto-key"
let key2 = SymmetricKey(data: Data("my secret key".utf8)) // want "swift/hardcoded-crypto-key"
