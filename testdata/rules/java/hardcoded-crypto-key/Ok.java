class Keys {
  SecretKeySpec key = new SecretKeySpec(Base64.getDecoder().decode(System.getenv("DATA_KEY")), "AES");
  SecretKeySpec mac = new SecretKeySpec(secret, "HmacSHA256");
}
