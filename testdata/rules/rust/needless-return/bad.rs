fn double(x: i32) -> i32 {
    let y = x * 2;
    return y; // want "rust/needless-return"
}
