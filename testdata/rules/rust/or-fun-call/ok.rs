fn name(id: Option<&str>, n: u32) -> String {
    let fallback = id.unwrap_or("anon");
    id.map(|s| s.to_owned()).unwrap_or_else(|| format!("user-{}-{}", n, fallback))
}
