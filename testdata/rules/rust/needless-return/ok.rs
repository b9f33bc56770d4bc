fn double(x: i32) -> i32 {
    if x < 0 {
        return 0;
    }
    x * 2
}
fn unit() {
    return;
}
