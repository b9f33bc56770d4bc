fn missing() -> f64 {
    0.0 / 0.0 // want "rust/zero-divided-by-zero"
}
