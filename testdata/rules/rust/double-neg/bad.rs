fn countdown(mut n: i32) -> i32 {
    let m = --n; // want "rust/double-neg"
    m
}
