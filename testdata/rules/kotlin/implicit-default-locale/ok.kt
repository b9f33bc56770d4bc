fun label(total: Double, code: String): String {
    val a = String.format(Locale.ROOT, "%.2f EUR", total)
    val b = "%d items".format(Locale.US, count)
    val c = "Hello %s".format(name)
    val d = String.format("%s-%x", code, 255)
    return a + b + c + d + code.uppercase() + code.toUpperCase(Locale.ROOT)
}
