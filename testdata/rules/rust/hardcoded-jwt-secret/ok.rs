fn keys(secret: &str) -> (EncodingKey, DecodingKey) {
    (EncodingKey::from_secret(secret.as_bytes()), DecodingKey::from_secret(secret.as_bytes()))
}
