fun next(): Int {
    var counter = current
    counter++
    val old = counter++
    return ++counter
}
