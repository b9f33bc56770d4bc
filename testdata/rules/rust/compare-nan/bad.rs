fn check(x: f64) -> bool {
    x == f64::NAN // want "rust/compare-nan"
}
