fn store(password: &str) -> String {
    let a = bcrypt::hash(password, bcrypt::DEFAULT_COST).unwrap();
    let b = bcrypt::hash(password, 12).unwrap();
    let c = other::hash(password, 4);
    a
}
