fn missing() -> f64 {
    f64::NAN
}
fn half() -> f64 {
    1.0 / 2.0
}
