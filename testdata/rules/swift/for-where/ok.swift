func printLarge(_ xs: [Int]) {
    for x in xs where x > 100 {
        print(x)
    }
    for x in xs {
        if x > 100 {
            print(x)
        } else {
            print("small")
        }
    }
    for x in xs {
        if let y = lookup(x) {
            print(y)
        }
    }
    for x in xs {
        if x > 1 { print(x) }
        count += 1
    }
}
