fun label(total: Double, code: String): String {
    val a = String.format("%.2f EUR", total) // want "kotlin/implicit-default-locale"
    val b = "%d items".format(count) // want "kotlin/implicit-default-locale"
    return a + b + code.toUpperCase() // want "kotlin/implicit-default-locale"
}
