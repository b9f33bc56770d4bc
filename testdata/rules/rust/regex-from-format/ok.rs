use regex::Regex;

fn matcher(name: &str) -> Regex {
    Regex::new(&format!("^{}$", regex::escape(name))).unwrap()
}

fn fixed() -> Regex {
    Regex::new(r"^\d+$").unwrap()
}
