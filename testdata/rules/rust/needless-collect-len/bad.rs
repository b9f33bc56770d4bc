fn positives(xs: &[i32]) -> usize {
    xs.iter().filter(|x| **x > 0).collect::<Vec<_>>().len() // want "rust/needless-collect-len"
}
