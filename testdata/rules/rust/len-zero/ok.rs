fn describe(items: &[String]) -> &str {
    if items.is_empty() || items.len() == 1 {
        return "few";
    }
    "some"
}
