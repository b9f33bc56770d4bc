import Foundation

func avatar(id: String) -> Data? {
    return try? Data(contentsOf: URL(string: "https://api.example.com/avatars/\(id)")!) // want "swift/sync-network-load"
}
