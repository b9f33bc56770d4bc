class Users {
  byte[] hash(String password) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    return md.digest(password.getBytes(StandardCharsets.UTF_8)); // want "java/password-fast-hash"
  }
}
