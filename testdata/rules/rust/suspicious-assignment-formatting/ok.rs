fn step(mut a: i32, b: i32, mut ok: bool) -> i32 {
    a -= b;
    a = -b;
    ok = !ok;
    a
}
