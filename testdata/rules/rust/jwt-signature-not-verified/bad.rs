use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};

fn claims(token: &str) -> jsonwebtoken::errors::Result<Claims> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.insecure_disable_signature_validation(); // want "rust/jwt-signature-not-verified"
    Ok(decode::<Claims>(token, &DecodingKey::from_secret(&[]), &validation)?.claims)
}

fn legacy(token: &str) -> jsonwebtoken::errors::Result<Claims> {
    Ok(jsonwebtoken::dangerous_insecure_decode::<Claims>(token)?.claims) // want "rust/jwt-signature-not-verified"
}
