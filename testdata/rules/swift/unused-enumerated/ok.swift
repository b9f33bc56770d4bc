func f(_ xs: [Int]) {
    for (i, x) in xs.enumerated() {
        print(i, x)
    }
}
