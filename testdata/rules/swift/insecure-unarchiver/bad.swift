func load(_ data: Data) -> Settings? {
    return NSKeyedUnarchiver.unarchiveObject(with: data) as? Settings // want "swift/insecure-unarchiver"
}
