use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION};

fn headers(token: &str) -> HeaderMap {
    let mut h = HeaderMap::new();
    h.insert(AUTHORIZATION, HeaderValue::from_str(&format!("Bearer {token}")).unwrap()); // want "rust/auth-header-not-sensitive"
    h
}
