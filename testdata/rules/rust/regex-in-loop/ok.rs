static NUM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\d+$").unwrap());
fn count(lines: &[String]) -> usize {
    let re = Regex::new(r"^\d+$").unwrap();
    lines.iter().filter(|l| re.is_match(l)).count()
}
fn each(patterns: &[String]) {
    for p in patterns {
        let re = Regex::new(p).unwrap();
    }
}
