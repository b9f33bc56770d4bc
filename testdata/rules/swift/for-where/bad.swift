func printLarge(_ xs: [Int]) {
    for x in xs { // want "swift/for-where"
        if x > 100 {
            print(x)
        }
    }
}
