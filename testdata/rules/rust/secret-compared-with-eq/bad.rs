fn check(req_token: &str, expected_token: &str) -> bool {
    req_token == expected_token // want "rust/secret-compared-with-eq"
}

fn verify(sig: &[u8], signature: &[u8]) -> bool {
    sig != signature // want "rust/secret-compared-with-eq"
}
