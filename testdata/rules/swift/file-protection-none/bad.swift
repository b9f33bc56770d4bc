import Foundation

func save(_ data: Data, to url: URL) throws {
    try data.write(to: url, options: .noFileProtection) // want "swift/file-protection-none"
    try FileManager.default.setAttributes([.protectionKey: FileProtectionType.none], ofItemAtPath: url.path) // want "swift/file-protection-none"
}
