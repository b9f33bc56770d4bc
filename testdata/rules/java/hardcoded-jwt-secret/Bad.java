class Tokens {
    String issue(String user) {
        return JWT.create().withSubject(user).sign(Algorithm.HMAC256("my-secret-key")); // want "java/hardcoded-jwt-secret"
    }
    Claims parse(String token) {
        return Jwts.parser().setSigningKey("s3cr3t".getBytes()).parseClaimsJws(token).getBody(); // want "java/hardcoded-jwt-secret"
    }
}
