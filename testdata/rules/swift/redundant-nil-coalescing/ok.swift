func f(_ a: Int?) -> Int {
    return a ?? 0
}
