def same(a, b) {
    if (a == a) { // want "groovy/self-comparison"
        println "same"
    }
}
