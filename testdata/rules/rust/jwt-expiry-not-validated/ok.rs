fn check(token: &str, key: &DecodingKey) -> Result<Claims, Error> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.validate_exp = true;
    validation.leeway = 30;
    validation.validate_aud = false;
    decode::<Claims>(token, key, &validation).map(|d| d.claims)
}
