use regex::Regex;

fn matcher(name: &str) -> Regex {
    Regex::new(&format!("^{}$", name)).unwrap() // want "rust/regex-from-format"
}
