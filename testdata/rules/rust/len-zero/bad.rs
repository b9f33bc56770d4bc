fn describe(items: &[String]) -> &str {
    if items.len() == 0 { // want "rust/len-zero"
        return "none";
    }
    "some"
}
