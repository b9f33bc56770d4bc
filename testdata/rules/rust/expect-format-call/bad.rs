fn get(m: &HashMap<String, u32>, k: &str) -> u32 {
    *m.get(k).expect(&format!("no entry for {}", k)) // want "rust/expect-format-call"
}
