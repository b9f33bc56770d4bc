fn check(enabled: bool, done: bool) -> bool {
    if enabled == true { // want "rust/bool-comparison"
        return done != false; // want "rust/bool-comparison"
    }
    false
}
