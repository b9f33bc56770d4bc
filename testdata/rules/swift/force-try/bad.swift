func load(url: URL) -> Config {
    let data = try! Data(contentsOf: url) // want "swift/force-try"
    return try! JSONDecoder().decode(Config.self, from: data) // want "swift/force-try"
}
