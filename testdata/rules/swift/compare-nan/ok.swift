func valid(_ x: Double) -> Bool {
    return !x.isNaN
}
