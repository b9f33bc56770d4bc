fn positives(xs: &[i32]) -> usize {
    xs.iter().filter(|x| **x > 0).count()
}
