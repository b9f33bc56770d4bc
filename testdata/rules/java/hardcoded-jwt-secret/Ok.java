class Tokens {
    private final String secret = System.getenv("JWT_SECRET");

    String issue(String user) {
        return JWT.create().withSubject(user).sign(Algorithm.HMAC256(secret));
    }
    Claims parse(String token) {
        return Jwts.parser().setSigningKey(secret.getBytes()).parseClaimsJws(token).getBody();
    }
}
