fn check(token: &str, key: &DecodingKey) -> Result<Claims, Error> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.validate_exp = false; // want "rust/jwt-expiry-not-validated"
    let other = Validation { validate_exp: false, ..Validation::default() }; // want "rust/jwt-expiry-not-validated"
    decode::<Claims>(token, key, &validation).map(|d| d.claims)
}
