use reqwest::header::{HeaderMap, HeaderValue, AUTHORIZATION, CONTENT_TYPE};

fn headers(token: &str) -> HeaderMap {
    let mut h = HeaderMap::new();
    let mut v = HeaderValue::from_str(&format!("Bearer {token}")).unwrap();
    v.set_sensitive(true);
    h.insert(AUTHORIZATION, v);
    h.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    h
}
