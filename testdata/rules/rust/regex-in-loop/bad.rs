fn count(lines: &[String]) -> usize {
    let mut n = 0;
    for line in lines {
        let re = Regex::new(r"^\d+$").unwrap(); // want "rust/regex-in-loop"
        if re.is_match(line) { n += 1; }
    }
    n
}
