class Tokens {
    String issue(String user) {
        return JWT.create().withSubject(user).sign(Algorithm.none()); // want "java/jwt-none-algorithm"
    }
    String legacy(Claims c) {
        return Jwts.builder().setClaims(c).signWith(SignatureAlgorithm.NONE, key).compact(); // want "java/jwt-none-algorithm"
    }
}
