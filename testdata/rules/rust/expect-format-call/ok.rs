fn get(m: &HashMap<String, u32>, k: &str) -> u32 {
    *m.get(k).unwrap_or_else(|| panic!("no entry for {}", k))
}
fn get2(m: &HashMap<String, u32>, k: &str) -> u32 {
    *m.get(k).expect("entry exists")
}
