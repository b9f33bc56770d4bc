func roll() -> Int {
    let face = Int.random(in: 1...6)
    let pick = ["a", "b"].randomElement()
    return face
}
