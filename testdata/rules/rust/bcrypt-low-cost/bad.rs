fn store(password: &str) -> String {
    bcrypt::hash(password, 4).unwrap() // want "rust/bcrypt-low-cost"
}
