fn step(mut a: i32, b: i32, mut ok: bool) -> i32 {
    a =- b; // want "rust/suspicious-assignment-formatting"
    ok =! ok; // want "rust/suspicious-assignment-formatting"
    a
}
