func save(path: String, data: Data) throws {
    FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o777]) // want "swift/world-writable-file-permissions"
    try FileManager.default.setAttributes([FileAttributeKey.posixPermissions: 0o666], ofItemAtPath: path) // want "swift/world-writable-file-permissions"
}

func share(path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: 511], ofItemAtPath: path) // want "swift/world-writable-file-permissions"
    try FileManager.default.setAttributes([.posixPermissions: 0x1B6], ofItemAtPath: path) // want "swift/world-writable-file-permissions"
}
