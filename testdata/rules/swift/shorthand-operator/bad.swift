func f() {
    var total = 0
    total = total + 5 // want "swift/shorthand-operator"
    print(total)
}
