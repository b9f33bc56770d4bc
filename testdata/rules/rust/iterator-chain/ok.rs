fn first_big(v: &[u32]) -> Option<&u32> {
    let found = v.iter().any(|x| *x > 9);
    if found {
        return v.iter().find(|x| **x > 10);
    }
    v.iter().map(|x| x + 1).next();
    None
}
