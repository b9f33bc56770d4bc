func valid(_ x: Double) -> Bool {
    if x == .nan { return false } // want "swift/compare-nan"
    return x != Double.nan // want "swift/compare-nan"
}
