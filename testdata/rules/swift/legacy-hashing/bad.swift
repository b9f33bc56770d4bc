struct Tag: Hashable {
    let name: String
    var hashValue: Int { // want "swift/legacy-hashing"
        return name.hashValue
    }
}
