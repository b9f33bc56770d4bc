func f(a: Int, b: Int) {
    var total = 0
    total += 5
    total = a + total
    total = total * 2 + b
    print(total)
}
