fn same(a: &Point, b: &Point) -> bool {
    assert_eq!(a, a);
    a.x == b.x && a.y == b.y
}
