class Users {
  String hash(String password) {
    return new BCryptPasswordEncoder(12).encode(password);
  }
  byte[] etag(byte[] body) throws Exception {
    return MessageDigest.getInstance("SHA-256").digest(body);
  }
}
