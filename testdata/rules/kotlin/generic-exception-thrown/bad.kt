fun parse(s: String): Int {
    if (s.isEmpty()) throw Exception("empty input") // want "kotlin/generic-exception-thrown"
    return s.toIntOrNull() ?: throw RuntimeException("not a number: $s") // want "kotlin/generic-exception-thrown"
}
