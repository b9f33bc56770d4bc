func describe(items: [String], name: String) -> String {
    if items.isEmpty {
        return "none"
    }
    if name.count > 3 {
        return name
    }
    return "some"
}
