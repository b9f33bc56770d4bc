fn double(x: i32) -> i32 {
    if x < 0 {
        return 0;
    }
    x * 2
}
fn unit() {
    return;
}
pub fn handler(input: u32) -> u32 {
    #[cfg(not(debug_assertions))]
    return input;

    #[cfg(debug_assertions)]
    return input + 1;
}
