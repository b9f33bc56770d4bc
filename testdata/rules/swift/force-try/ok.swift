func load(url: URL) throws -> Config {
    let data = try Data(contentsOf: url)
    let re = try! NSRegularExpression(pattern: "^[a-z]+$")
    return try JSONDecoder().decode(Config.self, from: data)
}
