class Point(val x: Int, val y: Int) { // want "kotlin/equals-without-hashcode"
    override fun equals(other: Any?): Boolean = other is Point && other.x == x && other.y == y
}
