fn countdown(mut n: i32) -> i32 {
    n -= 1;
    let m = -n;
    let k = !-n;
    m + k
}
