class Enc {
  void init(Cipher c, SecretKey k) throws Exception {
    c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(new byte[16])); // want "java/static-iv"
    IvParameterSpec iv = new IvParameterSpec("0123456789abcdef".getBytes()); // want "java/static-iv"
    c.init(Cipher.DECRYPT_MODE, k, new javax.crypto.spec.IvParameterSpec(new byte[16])); // want "java/static-iv"
    c.init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(128, new byte[12])); // want "java/static-iv"
  }
}
