fun next(): Int {
    var counter = current
    counter = counter++ // want "kotlin/useless-postfix"
    return counter++ // want "kotlin/useless-postfix"
}
