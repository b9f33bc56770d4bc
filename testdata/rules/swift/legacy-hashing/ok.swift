struct Tag: Hashable {
    let name: String
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
    var cached: Int { name.hashValue }
}
