func describe(items: [String], name: String) -> String {
    if items.count == 0 { // want "swift/count-compared-to-zero"
        return "none"
    }
    if name.count > 0 { // want "swift/count-compared-to-zero"
        return name
    }
    return "some"
}
