func login(user: String, password: String) {
    print("login for \(user)")
    logger.info("token refreshed")
}
