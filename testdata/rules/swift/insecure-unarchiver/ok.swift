func load(_ data: Data) throws -> Settings? {
    return try NSKeyedUnarchiver.unarchivedObject(ofClass: Settings.self, from: data)
}
