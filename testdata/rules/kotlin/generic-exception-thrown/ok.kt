fun parse(s: String): Int {
    if (s.isEmpty()) throw ParseException("empty input", 0)
    val e = Exception("kept for the log")
    return s.toIntOrNull() ?: throw NumberFormatException("not a number: $s")
}
