import Security

func save(_ secret: Data) -> OSStatus {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "api",
        kSecAttrAccessible as String: kSecAttrAccessibleAlways, // want "swift/keychain-accessible-always"
        kSecValueData as String: secret,
    ]
    return SecItemAdd(query as CFDictionary, nil)
}
