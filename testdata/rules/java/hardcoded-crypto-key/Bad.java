class Keys {
  SecretKeySpec key = new SecretKeySpec("0123456789abcdef".getBytes(), "AES"); // want "java/hardcoded-crypto-key"
  SecretKeySpec mac = new SecretKeySpec(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, "HmacSHA256"); // want "java/hardcoded-crypto-key"
  javax.crypto.spec.SecretKeySpec q = new javax.crypto.spec.SecretKeySpec("fedcba9876543210".getBytes(), "AES"); // want "java/hardcoded-crypto-key"
}
