import Foundation

func avatar(id: String) async throws -> Data {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/avatars/\(id)")!)
    return data
}

func config() -> Data? {
    return try? Data(contentsOf: Bundle.main.url(forResource: "config", withExtension: "json")!)
}

func cached(_ name: String) -> Data? {
    return try? Data(contentsOf: URL(fileURLWithPath: name))
}
