fn name(id: Option<&str>, n: u32) -> String {
    id.map(|s| s.to_owned()).unwrap_or(format!("user-{}", n)) // want "rust/or-fun-call"
}
