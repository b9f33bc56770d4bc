fn empty(v: &[u8]) -> bool {
    v.len() < 0 // want "rust/len-compared-negative"
}
