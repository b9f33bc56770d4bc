func f(_ s: String) -> Bool {
    return s == "" // want "swift/empty-string-compare"
}
