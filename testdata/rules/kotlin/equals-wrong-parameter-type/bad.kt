class Point(val x: Int, val y: Int) {
    fun equals(other: Point): Boolean = x == other.x && y == other.y // want "kotlin/equals-wrong-parameter-type"
}
