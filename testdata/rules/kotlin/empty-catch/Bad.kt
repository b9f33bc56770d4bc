fun load() {
    try {
        read()
    } catch (e: IOException) {} // want "kotlin/empty-catch"
    try { parse() } catch (ex: NumberFormatException) { } // want "kotlin/empty-catch"
}
