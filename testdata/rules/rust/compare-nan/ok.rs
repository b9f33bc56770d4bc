fn check(x: f64) -> bool {
    x.is_nan()
}
