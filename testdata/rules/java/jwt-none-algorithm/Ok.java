class Tokens {
    String issue(String user, String secret) {
        return JWT.create().withSubject(user).sign(Algorithm.HMAC256(secret));
    }
}
