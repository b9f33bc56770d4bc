import CryptoKit

let key = SymmetricKey(size: .bits256)
func restore(_ stored: Data) -> SymmetricKey {
    return SymmetricKey(data: stored)
}
