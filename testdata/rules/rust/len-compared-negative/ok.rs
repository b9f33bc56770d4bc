fn empty(v: &[u8]) -> bool {
    v.is_empty() || v.len() > 0
}
