static func == (lhs: Point, rhs: Point) -> Bool {
    return lhs.x == rhs.x && lhs.y == rhs.y
}
func isNaN(_ x: Double) -> Bool { x.isNaN }
