fn login(user: &str, password: &str, cfg: &Config) {
    println!("login {} with {}", user, password); // want "rust/secret-logged"
    log::debug!("using key {}", cfg.api_key); // want "rust/secret-logged"
    info!("token: {access_token}"); // want "rust/secret-logged"
}
