class Point(val x: Int, val y: Int) {
    override fun equals(other: Any?): Boolean = other is Point && x == other.x && y == other.y
    override fun hashCode(): Int = 31 * x + y
}
fun equals(a: Point, b: Point): Boolean = a.x == b.x
