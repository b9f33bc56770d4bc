fn fields(line: &str) -> Vec<&str> {
    if line.starts_with("#") { // want "rust/single-char-pattern"
        return vec![];
    }
    line.split(",").collect() // want "rust/single-char-pattern"
}
