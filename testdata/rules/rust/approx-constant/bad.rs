fn area(r: f64) -> f64 {
    3.14159 * r * r // want "rust/approx-constant"
}
