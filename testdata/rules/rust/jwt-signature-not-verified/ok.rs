use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};

fn claims(token: &str, secret: &[u8]) -> jsonwebtoken::errors::Result<Claims> {
    let validation = Validation::new(Algorithm::HS256);
    Ok(decode::<Claims>(token, &DecodingKey::from_secret(secret), &validation)?.claims)
}
