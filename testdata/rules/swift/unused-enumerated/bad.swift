func f(_ xs: [Int]) {
    for (_, x) in xs.enumerated() { // want "swift/unused-enumerated"
        print(x)
    }
}
