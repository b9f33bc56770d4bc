fn login(user: &str, password: &str, cfg: &Config) {
    println!("Enter password:");
    info!("login attempt for {}", user);
    warn!("invalid password for {user}");
    let hashed = hash(password);
    debug!("hash computed in {:?}", elapsed);
}
