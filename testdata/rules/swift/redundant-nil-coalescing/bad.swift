func f(_ a: Int?) -> Int? {
    return a ?? nil // want "swift/redundant-nil-coalescing"
}
