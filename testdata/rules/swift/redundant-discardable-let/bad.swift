func f() {
    let _ = compute() // want "swift/redundant-discardable-let"
}
