fn first_big(v: &[u32]) -> Option<&u32> {
    let found = v.iter().find(|x| **x > 9).is_some(); // want "rust/iterator-chain"
    if found {
        return v.iter().filter(|x| **x > 10).next(); // want "rust/iterator-chain"
    }
    None
}
