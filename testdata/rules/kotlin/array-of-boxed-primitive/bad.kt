fun histogram(values: List<Int>): Array<Int> { // want "kotlin/array-of-boxed-primitive"
    return Array(10) { i -> values.count { it == i } }
}
