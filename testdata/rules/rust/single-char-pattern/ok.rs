fn fields(line: &str) -> Vec<&str> {
    if line.starts_with('#') || line.starts_with("//") {
        return vec![];
    }
    line.split(',').collect()
}
