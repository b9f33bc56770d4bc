def same(a, b) {
    if (a == b) {
        println "same"
    }
    def twice = a + a
}
