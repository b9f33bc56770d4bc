static func == (lhs: Point, rhs: Point) -> Bool {
    return lhs.x == lhs.x && lhs.y == rhs.y // want "swift/self-comparison"
}
