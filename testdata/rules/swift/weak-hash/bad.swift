import CryptoKit
import CommonCrypto

func fingerprint(_ data: Data) -> String {
    Insecure.MD5.hash(data: data).map { String(format: "%02x", $0) }.joined() // want "swift/weak-hash"
}

func legacy(_ data: Data) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    data.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(data.count), &digest) } // want "swift/weak-hash"
    return digest
}
