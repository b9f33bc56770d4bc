func roll() -> Int {
    let seed = arc4random() // want "swift/legacy-random"
    return Int(arc4random_uniform(6)) + 1 // want "swift/legacy-random"
}
