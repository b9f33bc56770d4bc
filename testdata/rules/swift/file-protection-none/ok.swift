import Foundation

func save(_ data: Data, to url: URL) throws {
    try data.write(to: url, options: .completeFileProtection)
    try FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: url.path)
}
