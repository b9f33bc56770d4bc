fn keys() -> (EncodingKey, DecodingKey) {
    (EncodingKey::from_secret(b"my-signing-secret"), // want "rust/hardcoded-jwt-secret"
     DecodingKey::from_secret("my-signing-secret".as_bytes())) // want "rust/hardcoded-jwt-secret"
}
