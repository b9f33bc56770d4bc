func save(path: String, data: Data) throws {
    FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
    try FileManager.default.setAttributes([FileAttributeKey.posixPermissions: 0o644], ofItemAtPath: path)
}

func protect(path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: 420], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0x1ED], ofItemAtPath: path)
}
