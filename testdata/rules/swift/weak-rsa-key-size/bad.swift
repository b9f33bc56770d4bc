func makeKey() throws -> SecKey? {
    let attributes: [String: Any] = [
        kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
        kSecAttrKeySizeInBits as String: 1024, // want "swift/weak-rsa-key-size"
    ]
    return SecKeyCreateRandomKey(attributes as CFDictionary, nil)
}
