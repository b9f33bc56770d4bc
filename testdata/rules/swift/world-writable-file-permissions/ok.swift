func save(path: String, data: Data) throws {
    FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
    try FileManager.default.setAttributes([FileAttributeKey.posixPermissions: 0o644], ofItemAtPath: path)
}
