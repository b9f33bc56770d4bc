fn area(r: f64) -> f64 {
    std::f64::consts::PI * r * r * 3.5
}
