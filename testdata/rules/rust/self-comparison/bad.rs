fn same(a: &Point, b: &Point) -> bool {
    a.x == a.x && a.y == b.y // want "rust/self-comparison"
}
